// Step 7: signed in, in the right two-factor state for this endpoint, with at least its role.
import { required, type BffStep } from "../context";
import { gate } from "../gate";
import { bffError } from "@/lib/http/respond";

export const gateAccess: BffStep = {
  name: "gate",
  run(ctx) {
    const allowed = gate(required(ctx.endpoint, "endpoint"), ctx.session ?? null);
    return allowed.ok ? undefined : bffError(allowed.status, allowed.message);
  },
};
