// Step 14: an account deleted through the console, or given a lower role, loses its open sessions
// on the server: every copy of their cookies is refused from then on, on every route and replica
// (lib/session/liveSession). Done once the upstream has confirmed the change and before the
// answer is sent; a failure is logged and never changes the answer (the role re-read still ends
// such a session at its next call through the BFF).
import { api, isRole } from "@/lib/contract";
import { logger } from "@/lib/observe/logger";
import { endSessionsOf } from "@/lib/session/liveSession";
import { required, type BffStep } from "../context";

export const endUserSessions: BffStep = {
  name: "end a removed or demoted user's sessions",
  run(ctx) {
    const endpoint = required(ctx.endpoint, "endpoint");
    if (endpoint.id !== api.deleteUser.id && endpoint.id !== api.updateUser.id) return undefined;
    const username = required(ctx.params, "params").userId;
    if (!username) return undefined;
    const body = required(ctx.input, "input").body as { type?: unknown } | undefined;
    const newRole = endpoint.id === api.updateUser.id ? body?.type : undefined;
    // A profile change that names no role leaves the sessions as they are.
    if (endpoint.id === api.updateUser.id && !isRole(newRole)) return undefined;
    ctx.after.push(async ({ status }) => {
      if (status < 200 || status >= 300) return;
      try {
        if (isRole(newRole)) await endSessionsOf(username, "demoted", newRole);
        else await endSessionsOf(username, "deleted");
      } catch (err) {
        logger().error({ reason: err instanceof Error ? err.message : String(err) }, "a removed or demoted user's sessions could not be ended");
      }
    });
    return undefined;
  },
};
