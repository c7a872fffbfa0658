// Where the e2e setup project (auth.setup.ts) keeps each role's signed-in browser state for the
// run (git-ignored, under .local/), read by the `asRole` fixture. Each console of the run
// (servers.ts) has its own embedded upstream, so each has its own sessions.
import path from "node:path";

export const STORED_ROLES = ["manager", "admin", "superadmin"] as const;
export type StoredRole = (typeof STORED_ROLES)[number];

export const AUTH_STATE_DIR = path.join(process.cwd(), ".local", "e2e-auth");

/** `server` is the worker slot whose console the state was signed in on (servers.ts serverFor). */
export function authStateFile(role: StoredRole, server: number): string {
  return path.join(AUTH_STATE_DIR, `${role}-${server}.json`);
}
