// How long the role in a session cookie is trusted. The upstream owns roles (a superadmin may
// demote or remove anyone at any time), so the console re-reads GET /user when the cookie's
// copy is older than ROLE_RECHECK_SECONDS (default 60), whenever the browser itself asks for
// the current user (every page load and focus), and at once when the upstream refuses a call.
// Pure: the BFF step and its tests share it.
import type { JWT } from "next-auth/jwt";

export const DEFAULT_ROLE_RECHECK_SECONDS = 60;
const MAX_ROLE_RECHECK_SECONDS = 15 * 60;

/** The interval in ms: ROLE_RECHECK_SECONDS when it is a whole number of seconds from 1 to 900. */
export function roleRecheckMs(raw: string | undefined = process.env.ROLE_RECHECK_SECONDS): number {
  const seconds = Number(raw);
  const valid = raw !== undefined && raw.trim() !== "" && Number.isInteger(seconds) && seconds >= 1 && seconds <= MAX_ROLE_RECHECK_SECONDS;
  return (valid ? seconds : DEFAULT_ROLE_RECHECK_SECONDS) * 1000;
}

/** A signed-in session whose role was last read longer ago than the interval (or never). */
export function roleIsStale(jwt: JWT, now: number, intervalMs: number = roleRecheckMs()): boolean {
  if (!jwt.twoFactorVerified) return false;
  return typeof jwt.roleCheckedAt !== "number" || now - jwt.roleCheckedAt >= intervalMs || jwt.roleCheckedAt > now;
}
