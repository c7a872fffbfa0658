// The demo accounts (listed in the README), declared once: the simulator seeds its users from
// them, and every test, script and benchmark that signs in reads them from here. Their
// two-factor secrets are fixed so a demo can be scripted: `npm run totp -- <username>`.
import type { SimUser } from "../state/types";
import { hashPassword } from "./passwords";

export interface SeedAccount {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role: SimUser["role"];
  /** Base32 TOTP secret, or null for an account that has not set up two-factor yet. */
  totpSecret: string | null;
}

/** Each seeded account under the name tests use for it: its role, or `newadmin`, the admin
 * who has not set up two-factor yet (sign-in leads to enrolment). */
export const SEED_ACCOUNT_BY_ROLE = {
  manager: { username: "manager@example.com", password: "Manager!2026", firstName: "Maria", lastName: "Manager", role: "manager", totpSecret: "MARIAMANAGERDEMOTOTPSECRET234567" },
  admin: { username: "admin@example.com", password: "Admin!2026", firstName: "Adrian", lastName: "Admin", role: "admin", totpSecret: "ADRIANADMINDEMOTOTPSECRETKEY2345" },
  superadmin: { username: "superadmin@example.com", password: "Super!2026", firstName: "Sofia", lastName: "Superadmin", role: "superadmin", totpSecret: "SOFIASUPERADMINDEMOTOTPSECRET234" },
  newadmin: { username: "newadmin@example.com", password: "Newadmin!2026", firstName: "Nora", lastName: "Newadmin", role: "admin", totpSecret: null },
} as const satisfies Record<string, SeedAccount>;

export type SeedAccountName = keyof typeof SEED_ACCOUNT_BY_ROLE;
/** The accounts that sign in with a code: one per role. */
export type EnrolledSeedRole = "manager" | "admin" | "superadmin";

export const SEED_ACCOUNTS: readonly SeedAccount[] = Object.values(SEED_ACCOUNT_BY_ROLE);

type Credentials<K extends SeedAccountName> = { username: (typeof SEED_ACCOUNT_BY_ROLE)[K]["username"]; password: string };
/** Username and password of each seeded account, by the same names: exactly a sign-in body. */
export const SEED_CREDENTIALS = Object.fromEntries(
  Object.entries(SEED_ACCOUNT_BY_ROLE).map(([name, { username, password }]) => [name, { username, password }]),
) as { readonly [K in SeedAccountName]: Readonly<Credentials<K>> };

const { manager, admin, superadmin } = SEED_ACCOUNT_BY_ROLE;
/** Base32 TOTP secrets of the seeded accounts that have two-factor enabled, by username. */
export const SEED_TOTP_SECRETS = {
  [manager.username]: manager.totpSecret,
  [admin.username]: admin.totpSecret,
  [superadmin.username]: superadmin.totpSecret,
} as const;

// scrypt is slow on purpose; tests create many simulators, so each process hashes a seed password once.
const hashCache = new Map<string, string>();

export function seedUsers(): SimUser[] {
  return SEED_ACCOUNTS.map((account) => {
    let passwordHash = hashCache.get(account.password);
    if (!passwordHash) {
      passwordHash = hashPassword(account.password);
      hashCache.set(account.password, passwordHash);
    }
    return {
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      passwordHash,
      totpSecret: account.totpSecret,
      pendingTotpSecret: null,
    };
  });
}
