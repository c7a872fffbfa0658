// Simulator settings given in code (tests), checked and completed with their defaults; the
// SIM_* environment variables that set them are read by ./fromEnv.ts.
import { parseFaults, type FaultSpec } from "./faults";

export interface SimOptions {
  seed?: number;
  /** Instances per region. */
  fleetSize?: number;
  /** JSON file to load at start and save after each change; unset keeps state in memory. */
  stateFile?: string | null;
  faults?: string | FaultSpec;
  /** Access-token lifetime in seconds. */
  tokenTtlSeconds?: number;
  /** Clock, for tests that move time instead of waiting. */
  now?: () => number;
  /** Check every 2xx JSON answer against the contract's response schema (500 when it does not fit). */
  checkResponses?: boolean;
  /** How long each step of start, stop, reboot and a running server's resize lasts, in ms. */
  transitionMs?: number;
  /** How long a creation or shared-server process runs, in ms (each one ±1/3, so the default
   * 45 s gives 30–60 s); a deletion takes half. 0: they are done at once. */
  processMs?: number;
  /** Largest file or plugin upload accepted, in MB; larger ones answer 413. */
  uploadLimitMb?: number;
  /** Largest installation package or plugin accepted into the package bucket, in MB; larger ones answer 413. */
  packageLimitMb?: number;
  /** When approved batches run: `real` (default) on their Costa Rica day, `fast` a few seconds
   * after approval whatever the date (e2e). */
  scheduler?: SchedulerMode;
  /** The console's address, for links in the e-mails the simulator "sends" (the dev outbox). */
  consoleUrl?: string;
  /** Wrong passwords or codes for one user within `lockMinutes` that lock the account. */
  lockFailures?: number;
  /** How long a lock lasts, and how far back failures count, in minutes. */
  lockMinutes?: number;
  /** How long the report endpoints take before answering, in ms: over 60000 makes the
   * console's 60-second abort happen (its message is then testable). */
  reportDelayMs?: number;
}

export type SchedulerMode = "real" | "fast";

export interface ResolvedOptions {
  seed: number;
  fleetSize: number;
  stateFile: string | null;
  faults: FaultSpec;
  tokenTtlSeconds: number;
  now: () => number;
  checkResponses: boolean;
  transitionMs: number;
  processMs: number;
  uploadLimitMb: number;
  packageLimitMb: number;
  scheduler: SchedulerMode;
  consoleUrl: string;
  lockFailures: number;
  lockMinutes: number;
  reportDelayMs: number;
}

export const DEFAULTS = { seed: 1, fleetSize: 60, tokenTtlSeconds: 900, transitionMs: 4000, processMs: 45_000, uploadLimitMb: 50, packageLimitMb: 300, consoleUrl: "http://localhost:3000", lockFailures: 5, lockMinutes: 15, reportDelayMs: 0 } as const;
/** The largest value each setting accepts (the SIM_* variables' table, lib/config/sim.ts, uses them too). */
export const LIMITS = {
  seed: 2 ** 32 - 1,
  fleetSize: 20_000,
  tokenTtlSeconds: 7 * 24 * 3600,
  transitionMs: 600_000,
  processMs: 3_600_000,
  uploadLimitMb: 10_240,
  packageLimitMb: 10_240,
  lockFailures: 1000,
  lockMinutes: 24 * 60,
  reportDelayMs: 600_000,
} as const;

function checked(name: string, value: number, min: number, max: number): number {
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be from ${min} to ${max}`);
  return value;
}

export function resolveOptions(options: SimOptions = {}): ResolvedOptions {
  const fleetSize = options.fleetSize ?? DEFAULTS.fleetSize;
  if (!Number.isInteger(fleetSize) || fleetSize < 0 || fleetSize > LIMITS.fleetSize) throw new Error(`fleetSize must be an integer from 0 to ${LIMITS.fleetSize}`);
  return {
    seed: options.seed ?? DEFAULTS.seed,
    fleetSize,
    stateFile: options.stateFile ?? null,
    faults: typeof options.faults === "object" ? options.faults : parseFaults(options.faults),
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULTS.tokenTtlSeconds,
    now: options.now ?? Date.now,
    checkResponses: options.checkResponses ?? process.env.NODE_ENV !== "production",
    transitionMs: checked("transitionMs", options.transitionMs ?? DEFAULTS.transitionMs, 0, LIMITS.transitionMs),
    processMs: checked("processMs", options.processMs ?? DEFAULTS.processMs, 0, LIMITS.processMs),
    uploadLimitMb: checked("uploadLimitMb", options.uploadLimitMb ?? DEFAULTS.uploadLimitMb, 0, LIMITS.uploadLimitMb),
    packageLimitMb: checked("packageLimitMb", options.packageLimitMb ?? DEFAULTS.packageLimitMb, 0, LIMITS.packageLimitMb),
    scheduler: options.scheduler ?? "real",
    consoleUrl: (options.consoleUrl ?? DEFAULTS.consoleUrl).replace(/\/+$/, ""),
    lockFailures: checked("lockFailures", options.lockFailures ?? DEFAULTS.lockFailures, 1, LIMITS.lockFailures),
    lockMinutes: checked("lockMinutes", options.lockMinutes ?? DEFAULTS.lockMinutes, 1 / 60, LIMITS.lockMinutes),
    reportDelayMs: checked("reportDelayMs", options.reportDelayMs ?? DEFAULTS.reportDelayMs, 0, LIMITS.reportDelayMs),
  };
}
