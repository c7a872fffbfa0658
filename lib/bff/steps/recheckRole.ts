// Step 5: a signed-in session whose role is older than the interval (lib/auth/roleRecheck) has
// it read again from the upstream before the gate judges the call, so a demotion applies to the
// user's next call without a new sign-in; a removed user's session ends here.
import { api } from "@/lib/contract";
import { roleIsStale } from "@/lib/auth/roleRecheck";
import { SessionEndedError } from "@/lib/upstream/errors";
import { rewriteSession, type BffStep } from "../context";
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
    if (result.kind === "read") rewriteSession(ctx, result.jwt, result.changed);
    return undefined;
  },
};
