// Step 12: where the least role depends on what is asked (the command endpoint: restart, clean
// and update need admin), the validated body decides.
import { required, type BffStep } from "../context";
import { roleAllows } from "../gate";
import { bffError } from "@/lib/http/respond";

export const roleFromBody: BffStep = {
  name: "role from the body",
  run(ctx) {
    const endpoint = required(ctx.endpoint, "endpoint");
    if (!endpoint.roleFor) return undefined;
    const allowed = roleAllows(ctx.session?.role, endpoint.roleFor(required(ctx.input, "input").body));
    return allowed.ok ? undefined : bffError(allowed.status, allowed.message);
  },
};
