// The embedded upstream: a stateful, seeded simulator of the /api/v1 REST service.
// lib/upstream calls getEmbeddedSim() when UPSTREAM_URL is unset; tests call createSim().
import { processSingleton } from "@/lib/process/singleton";
import { optionsFromEnv } from "./fromEnv";
import { createSim, type Sim } from "./sim";

export { createSim, API_PREFIX, type Sim, type SimCarryOver } from "./sim";
export type { SimOptions, ResolvedOptions } from "./options";
export { DEFAULTS as SIM_DEFAULTS } from "./options";
export { optionsFromEnv } from "./fromEnv";
export type { LogEntry, RequestLog } from "./log";
export { parseFaults, SimDroppedError, type FaultSpec } from "./faults";
export { SEED_ACCOUNT_BY_ROLE, SEED_ACCOUNTS, SEED_CREDENTIALS, SEED_TOTP_SECRETS } from "./auth/seedUsers";
export { totp, verifyTotp } from "./auth/totp";
export type { HandlerMap } from "./handlers/types";
export type { SimMail } from "./state/types";

// Kept once per process, not in a module variable: Next may load this module in several bundles,
// and they must all talk to one simulator with one set of sessions.
const holder = () => processSingleton<{ sim?: Sim }>("embedded-upstream", () => ({}));

/** The process-wide simulator, configured from SIM_* environment variables on first use. */
export function getEmbeddedSim(): Sim {
  return (holder().sim ??= createSim(optionsFromEnv()));
}

/** Replaces the process-wide simulator with a freshly seeded one (the e2e suite's reset between
 * tests). Refused when state is kept in a file: a reset there would throw away a real world.
 *
 * The sign-in sessions (access grants, refresh credentials, two-factor state) are handed on to
 * the new simulator; everything else starts over from the seed: users, fleet, files, outbox, the
 * request log, account locks and the used-code memory. The e2e suite signs each role in once per
 * run and reuses that browser state in many tests, each after a reset; a new simulator that did
 * not know those tokens would answer 401, and a refresh 403, which ends the session. Sessions
 * signed in by earlier tests stay valid too, which no test can observe: each starts a browser
 * context of its own. Codes are good once per user in the state (guard.ts), which the reset
 * clears, so a test may sign in through the page with a code the setup already used. */
export async function resetEmbeddedSim(): Promise<void> {
  const options = optionsFromEnv();
  if (options.stateFile) throw new Error("The embedded upstream keeps its state in SIM_STATE_FILE; a reset needs it empty.");
  const held = holder();
  const old = held.sim;
  held.sim = createSim(options, undefined, { sessions: old?.sessions });
  await old?.close();
}

/** Flushes and forgets the process-wide simulator (tests that change SIM_* between cases). */
export async function closeEmbeddedSim(): Promise<void> {
  const held = holder();
  const sim = held.sim;
  held.sim = undefined;
  await sim?.close();
}
