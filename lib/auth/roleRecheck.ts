// How long the role in a session cookie is trusted. The upstream owns roles (a superadmin may
// demote or remove anyone at any time), so the console re-reads GET /user when the cookie's
// copy is older than ROLE_RECHECK_SECONDS (default 60), whenever the browser itself asks for
// the current user (every page load and focus), and at once when the upstream refuses a call.
// The BFF step and its tests share it.
import type { JWT } from "next-auth/jwt";
import { config } from "@/lib/config";

/** The interval in ms (ROLE_RECHECK_SECONDS, lib/config). */
export function roleRecheckMs(): number {
  return config().auth.roleRecheckSeconds * 1000;
}

/** A signed-in session whose role was last read longer ago than the interval (or never). */
export function roleIsStale(jwt: JWT, now: number, intervalMs: number = roleRecheckMs()): boolean {
  if (!jwt.twoFactorVerified) return false;
  return typeof jwt.roleCheckedAt !== "number" || now - jwt.roleCheckedAt >= intervalMs || jwt.roleCheckedAt > now;
}
