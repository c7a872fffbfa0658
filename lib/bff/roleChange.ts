// What a role read again from the upstream does to the session: a demotion ends it on the server
// (every copy of its cookie is refused from then on, and the user signs in again with the new
// role); a raised role is written into the cookie and the session's record.
import type { JWT } from "next-auth/jwt";
import { isRole, roleAtLeast } from "@/lib/contract";
import { endSession, endSessionsOf, noteSessionRole } from "@/lib/session/liveSession";
import { rewriteSession, type BffContext } from "./context";

/** Whether `next` is a lower role than `before`. */
export function isDemotion(before: unknown, next: unknown): boolean {
  return isRole(before) && isRole(next) && before !== next && roleAtLeast(before, next);
}

/**
 * Folds a re-read session (`jwt`, with `changed` saying whether its role moved) into the call.
 * "ended" when it was a demotion: the session is revoked, the answer clears the cookie, and the
 * caller answers 401.
 */
export async function foldReadRole(ctx: BffContext, before: JWT, jwt: JWT, changed: boolean): Promise<"ended" | "kept"> {
  if (changed && isDemotion(before.role, jwt.role)) {
    // The demoted sign-in ends, and so do the user's other sign-ins above the new role (other browsers).
    await endSession(before.sid, "demoted");
    if (typeof before.username === "string" && isRole(jwt.role)) await endSessionsOf(before.username, "demoted", jwt.role);
    ctx.sessionCookie = "clear";
    return "ended";
  }
  if (changed && isRole(jwt.role) && typeof jwt.sid === "string") await noteSessionRole(jwt.sid, jwt.role);
  rewriteSession(ctx, jwt, changed);
  return "kept";
}
