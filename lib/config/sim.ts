// The SIM_* variables: how the embedded upstream (lib/sim) behaves when the console runs without
// UPSTREAM_URL, and when `npm run upstream` serves it alone. They change what the console shows
// and how fast, so they are the console's configuration too.
import { parseFaults } from "../sim/faults";
import { DEFAULTS, LIMITS } from "../sim/options";
import { choice, flag, parsed, text, wholeNumber } from "./kinds";
import { optional, setting } from "./read";

export const SIM_VARIABLES = {
  SIM_SEED: setting(wholeNumber(0, LIMITS.seed), String(DEFAULTS.seed), {
    description: "Seed of the embedded upstream's generated world (fleet, users, logs): the same seed gives the same world.",
  }),
  SIM_FLEET_SIZE: setting(wholeNumber(0, LIMITS.fleetSize), String(DEFAULTS.fleetSize), {
    description: "Instances the embedded upstream generates per region.",
  }),
  SIM_STATE_FILE: optional(text, {
    description: "JSON file the embedded upstream loads at start and saves after each change. Unset or empty keeps its state in memory; `npm start` sets .local/sim-state.json unless the variable is given.",
  }),
  SIM_FAULTS: optional(parsed("a fault list such as latency=300,error_rate=0.1", parseFaults), {
    description: "Injected trouble, as key=value pairs: latency (ms added to each call); error_rate, drop_rate, expire_rate (the fraction of calls answered 503, dropped, or whose token expires); process_error_rate (the fraction of long processes that fail).",
  }),
  SIM_TOKEN_TTL: setting(wholeNumber(1, LIMITS.tokenTtlSeconds), String(DEFAULTS.tokenTtlSeconds), {
    description: "Lifetime of the embedded upstream's access tokens, in seconds.",
  }),
  SIM_TRANSITION_MS: setting(wholeNumber(0, LIMITS.transitionMs), String(DEFAULTS.transitionMs), {
    description: "How long each step of a start, stop, reboot or resize takes, in ms.",
  }),
  SIM_PROCESS_MS: setting(wholeNumber(0, LIMITS.processMs), String(DEFAULTS.processMs), {
    description: "How long a creation or shared-server process runs, in ms (each ±1/3; a deletion takes half); 0 finishes them at once.",
  }),
  SIM_UPLOAD_LIMIT_MB: setting(wholeNumber(1, LIMITS.uploadLimitMb), String(DEFAULTS.uploadLimitMb), {
    description: "Largest file or plugin upload the embedded upstream accepts, in MB.",
  }),
  SIM_PACKAGE_LIMIT_MB: setting(wholeNumber(1, LIMITS.packageLimitMb), String(DEFAULTS.packageLimitMb), {
    description: "Largest installation package the embedded upstream accepts, in MB.",
  }),
  SIM_SCHEDULER: setting(choice(["real", "fast"]), "real", {
    description: "When approved upgrade batches run: real on their scheduled day, fast a few seconds after approval.",
  }),
  SIM_LOCK_FAILURES: setting(wholeNumber(1, LIMITS.lockFailures), String(DEFAULTS.lockFailures), {
    description: "Wrong passwords or codes within SIM_LOCK_MINUTES that lock an account at the embedded upstream.",
  }),
  SIM_LOCK_MINUTES: setting(wholeNumber(1, LIMITS.lockMinutes), String(DEFAULTS.lockMinutes), {
    description: "How long the embedded upstream's account lock lasts, and how far back failures count, in minutes.",
  }),
  SIM_REPORT_DELAY_MS: setting(wholeNumber(0, LIMITS.reportDelayMs), String(DEFAULTS.reportDelayMs), {
    description: "How long the embedded upstream's report endpoints take before answering, in ms.",
  }),
  SIM_TEST_RESET: setting(flag, "0", {
    description: "1 enables the end-to-end suite's reset routes (/api/dev/*) against the embedded upstream; never in production.",
  }),
};
