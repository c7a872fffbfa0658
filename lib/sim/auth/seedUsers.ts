// The demo accounts (listed in the README). Their two-factor secrets are fixed so a
// demo can be scripted: `npm run totp -- <username>` prints the current code.
import type { SimUser } from "../state/types";
import { hashPassword } from "./passwords";

/** Base32 TOTP secrets of the seeded accounts that have two-factor enabled. */
export const SEED_TOTP_SECRETS = {
  "manager@example.com": "MARIAMANAGERDEMOTOTPSECRET234567",
  "admin@example.com": "ADRIANADMINDEMOTOTPSECRETKEY2345",
  "superadmin@example.com": "SOFIASUPERADMINDEMOTOTPSECRET234",
} as const;

interface SeedAccount {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role: SimUser["role"];
  totpSecret: string | null;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { username: "manager@example.com", password: "Manager!2026", firstName: "Maria", lastName: "Manager", role: "manager", totpSecret: SEED_TOTP_SECRETS["manager@example.com"] },
  { username: "admin@example.com", password: "Admin!2026", firstName: "Adrian", lastName: "Admin", role: "admin", totpSecret: SEED_TOTP_SECRETS["admin@example.com"] },
  { username: "superadmin@example.com", password: "Super!2026", firstName: "Sofia", lastName: "Superadmin", role: "superadmin", totpSecret: SEED_TOTP_SECRETS["superadmin@example.com"] },
  { username: "newadmin@example.com", password: "Newadmin!2026", firstName: "Nora", lastName: "Newadmin", role: "admin", totpSecret: null },
];

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
