// Where the e2e setup project (auth.setup.ts) keeps each role's signed-in browser state for the
// run (git-ignored, under .local/), read by the `asRole` fixture.
import path from "node:path";

export const STORED_ROLES = ["manager", "admin", "superadmin"] as const;
export type StoredRole = (typeof STORED_ROLES)[number];

export const AUTH_STATE_DIR = path.join(process.cwd(), ".local", "e2e-auth");

export function authStateFile(role: StoredRole): string {
  return path.join(AUTH_STATE_DIR, `${role}.json`);
}
