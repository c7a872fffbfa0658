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

const inFlight = processSingleton("role-reread", () => new Map<string, Promise<RoleReread>>());

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

async function read(jwt: JWT): Promise<RoleReread> {
  try {
    const me = await upstreamJson({ endpoint: api.getUser }, { sid: jwt.sid, accessToken: jwt.accessToken, refreshToken: jwt.refreshToken });
    const next = withCurrentUser(jwt, me);
    // A user left without a console role has no business here any more.
    return next ? { kind: "read", ...next } : { kind: "ended" };
  } catch (err) {
    if (err instanceof SessionEndedError) return { kind: "ended" };
    if (err instanceof UpstreamHttpError && (err.status === 401 || err.status === 403)) return { kind: "ended" };
    return { kind: "kept" };
  }
}

/** Reads the session's role from the upstream now. */
export function rereadRole(jwt: JWT): Promise<RoleReread> {
  const pending = inFlight.get(jwt.sid);
  if (pending) return pending;
  const run = read(jwt).finally(() => inFlight.delete(jwt.sid));
  inFlight.set(jwt.sid, run);
  return run;
}
