// The simulator's settings from the environment (the SIM_* variables of lib/config/sim.ts, all
// checked together), for the console's embedded upstream and for `npm run upstream`. E-mail
// links point at the console's NEXTAUTH_URL, else localhost on its PORT.
import { readVariables } from "../config/read";
import { SIM_VARIABLES } from "../config/sim";
import { SERVER_VARIABLES } from "../config/variables";
import type { SimOptions } from "./options";

const READ = { ...SIM_VARIABLES, PORT: SERVER_VARIABLES.PORT, NEXTAUTH_URL: SERVER_VARIABLES.NEXTAUTH_URL };

/** Throws a ConfigError naming every SIM_* variable (and PORT, NEXTAUTH_URL) that does not fit. */
export function optionsFromEnv(env: Record<string, string | undefined> = process.env): SimOptions {
  const v = readVariables(READ, env);
  return {
    seed: v.SIM_SEED,
    fleetSize: v.SIM_FLEET_SIZE,
    stateFile: v.SIM_STATE_FILE,
    faults: v.SIM_FAULTS ?? "",
    tokenTtlSeconds: v.SIM_TOKEN_TTL,
    transitionMs: v.SIM_TRANSITION_MS,
    processMs: v.SIM_PROCESS_MS,
    uploadLimitMb: v.SIM_UPLOAD_LIMIT_MB,
    packageLimitMb: v.SIM_PACKAGE_LIMIT_MB,
    scheduler: v.SIM_SCHEDULER,
    consoleUrl: v.NEXTAUTH_URL ?? `http://localhost:${v.PORT}`,
    lockFailures: v.SIM_LOCK_FAILURES,
    lockMinutes: v.SIM_LOCK_MINUTES,
    reportDelayMs: v.SIM_REPORT_DELAY_MS,
  };
}
