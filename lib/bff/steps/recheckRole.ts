// Step 6: a signed-in session whose role is older than the interval (lib/auth/roleRecheck) has
// it read again from the upstream before the gate judges the call: a raised role applies to the
// user's next call without a new sign-in; a demotion or a removed user ends the session here.
import { api } from "@/lib/contract";
import { roleIsStale } from "@/lib/auth/roleRecheck";
import { SessionEndedError } from "@/lib/upstream/errors";
import type { BffStep } from "../context";
import { foldReadRole } from "../roleChange";
import { bffError } from "@/lib/http/respond";
import { rereadRole } from "../sessionRole";

export const recheckRole: BffStep = {
  name: "role re-read",
  async run(ctx) {
    const session = ctx.session;
    // The current-user call itself is forwarded anyway, and its answer updates the session.
    if (!session || typeof session.accessToken !== "string" || ctx.endpoint === api.getUser) return undefined;
    if (!roleIsStale(session, Date.now())) return undefined;
    const result = await rereadRole(session);
    if (result.kind === "ended") {
      ctx.sessionCookie = "clear";
      return bffError(401, new SessionEndedError().message);
    }
    if (result.kind === "read" && (await foldReadRole(ctx, session, result.jwt, result.changed)) === "ended") return bffError(401, new SessionEndedError().message);
    return undefined;
  },
};
