// `npm run totp -- <username>`: prints the user's current two-factor code and nothing else.
// Reads the secret from the simulator's state file (where enrolments are saved), else the seed.
import { existsSync } from "node:fs";
import path from "node:path";
import { SEED_TOTP_SECRETS, totp } from "@/lib/sim";
import { loadState } from "@/lib/sim/state/store";

/** Same default as `npm start` (scripts/start.mjs): .local/sim-state.json, and empty means none. */
function stateFile(): string | null {
  const configured = process.env.SIM_STATE_FILE;
  if (configured === undefined) return path.join(process.cwd(), ".local", "sim-state.json");
  return configured.trim() || null;
}

function secretFor(username: string): string | null {
  const wanted = username.trim().toLowerCase();
  const file = stateFile();
  if (file && existsSync(file)) {
    const state = loadState(file, { readOnly: true });
    if (state) return state.users.find((u) => u.username.toLowerCase() === wanted)?.totpSecret ?? null;
  }
  const seeded = Object.entries(SEED_TOTP_SECRETS).find(([name]) => name === wanted);
  return seeded ? seeded[1] : null;
}

const username = process.argv[2];
if (!username) {
  console.error("Usage: npm run totp -- <username>");
  process.exit(1);
}
const secret = secretFor(username);
if (!secret) {
  console.error(`No two-factor secret for "${username}": unknown user, or two-factor is not set up.`);
  process.exit(1);
}
console.log(totp(secret, Date.now()));
