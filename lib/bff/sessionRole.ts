// Keeps the session cookie's role true to the upstream's: re-reads GET /user for a session
// (one read at a time per session, however many calls arrive together) and folds a current-user
// answer the browser asked for into the session. A demoted user's next call meets the new
// role at the console's own gate; a removed user's session ends. The reads under way are kept
// once per process (lib/process), whichever bundle asks.
import "server-only";
import type { JWT } from "next-auth/jwt";
import { api, isRole } from "@/lib/contract";
import { processSingleton } from "@/lib/process/singleton";
import { SessionEndedError } from "@/lib/upstream/errors";
import { UpstreamHttpError, upstreamJson } from "@/lib/upstream/upstreamJson";

export type RoleReread =
  /** The upstream no longer knows the caller's sign-in (or its user): sign in again. */
  | { kind: "ended" }
  /** The upstream could not answer just now: keep the cookie's role and ask at the next call. */
  | { kind: "kept" }
  | { kind: "read"; jwt: JWT; changed: boolean };

/** What GET /user said of a sign-in: shared by the calls that ask together. */
type UserRead = { kind: "ended" } | { kind: "kept" } | { kind: "user"; me: unknown };

const inFlight = processSingleton("role-reread", () => new Map<string, Promise<UserRead>>());

/** The session with the user's current name and role (from a GET /user answer), and whether the role changed. */
export function withCurrentUser(jwt: JWT, user: unknown, now: number = Date.now()): { jwt: JWT; changed: boolean } | null {
  if (typeof user !== "object" || user === null) return null;
  const { role, name } = user as { role?: unknown; name?: unknown };
  if (!isRole(role)) return null;
  return {
    jwt: { ...jwt, role, name: typeof name === "string" && name ? name : jwt.name, roleCheckedAt: now },
    changed: role !== jwt.role,
  };
}

async function read(jwt: JWT): Promise<UserRead> {
  try {
    const me = await upstreamJson({ endpoint: api.getUser }, { sid: jwt.sid, accessToken: jwt.accessToken, refreshToken: jwt.refreshToken });
    return { kind: "user", me };
  } catch (err) {
    if (err instanceof SessionEndedError) return { kind: "ended" };
    if (err instanceof UpstreamHttpError && (err.status === 401 || err.status === 403)) return { kind: "ended" };
    return { kind: "kept" };
  }
}

/**
 * Reads the session's role from the upstream now. Calls of one sign-in that ask together share
 * the upstream's answer, but each folds it into its own session: another call's cookie may be
 * older or newer (a fresh step-up, a refreshed token) and must not replace this one's.
 */
export async function rereadRole(jwt: JWT): Promise<RoleReread> {
  let pending = inFlight.get(jwt.sid);
  if (!pending) {
    const run = read(jwt).finally(() => inFlight.delete(jwt.sid));
    inFlight.set(jwt.sid, run);
    pending = run;
  }
  const answer = await pending;
  if (answer.kind !== "user") return answer;
  const next = withCurrentUser(jwt, answer.me);
  // A user left without a console role has no business here any more.
  return next ? { kind: "read", ...next } : { kind: "ended" };
}
