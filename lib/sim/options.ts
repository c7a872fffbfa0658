// Simulator settings, from code (tests) or from the environment (SIM_* variables).
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

export const DEFAULTS = { seed: 1, fleetSize: 60, tokenTtlSeconds: 900, transitionMs: 4000, processMs: 45_000, uploadLimitMb: 50, packageLimitMb: 300, consoleUrl: "http://localhost:3000", lockFailures: 5, lockMinutes: 15 } as const;
const MAX_TRANSITION_MS = 600_000;
const MAX_PROCESS_MS = 3_600_000;
const MAX_UPLOAD_LIMIT_MB = 10_240;
const MAX_PACKAGE_LIMIT_MB = 10_240;
const MAX_FLEET_SIZE = 20_000;
const MAX_LOCK_FAILURES = 1000;
const MAX_LOCK_MINUTES = 24 * 60;
const MAX_REPORT_DELAY_MS = 600_000;

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

function schedulerMode(raw: string | undefined): SchedulerMode {
  const value = raw?.trim().toLowerCase() ?? "";
  if (value === "" || value === "real") return "real";
  if (value === "fast") return "fast";
  throw new Error(`SIM_SCHEDULER must be "real" or "fast", got "${raw}"`);
}

/** SIM_SEED, SIM_FLEET_SIZE, SIM_STATE_FILE, SIM_FAULTS, SIM_TOKEN_TTL, SIM_TRANSITION_MS, SIM_PROCESS_MS,
 * SIM_UPLOAD_LIMIT_MB, SIM_PACKAGE_LIMIT_MB, SIM_SCHEDULER, SIM_LOCK_FAILURES, SIM_LOCK_MINUTES, SIM_REPORT_DELAY_MS; links in e-mails point at the console's NEXTAUTH_URL (else PORT on localhost). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): SimOptions {
  return {
    seed: integer("SIM_SEED", env.SIM_SEED, DEFAULTS.seed, 0, 2 ** 32 - 1),
    fleetSize: integer("SIM_FLEET_SIZE", env.SIM_FLEET_SIZE, DEFAULTS.fleetSize, 0, MAX_FLEET_SIZE),
    stateFile: env.SIM_STATE_FILE?.trim() || null,
    faults: env.SIM_FAULTS ?? "",
    tokenTtlSeconds: integer("SIM_TOKEN_TTL", env.SIM_TOKEN_TTL, DEFAULTS.tokenTtlSeconds, 1, 7 * 24 * 3600),
    transitionMs: integer("SIM_TRANSITION_MS", env.SIM_TRANSITION_MS, DEFAULTS.transitionMs, 0, MAX_TRANSITION_MS),
    processMs: integer("SIM_PROCESS_MS", env.SIM_PROCESS_MS, DEFAULTS.processMs, 0, MAX_PROCESS_MS),
    uploadLimitMb: integer("SIM_UPLOAD_LIMIT_MB", env.SIM_UPLOAD_LIMIT_MB, DEFAULTS.uploadLimitMb, 1, MAX_UPLOAD_LIMIT_MB),
    packageLimitMb: integer("SIM_PACKAGE_LIMIT_MB", env.SIM_PACKAGE_LIMIT_MB, DEFAULTS.packageLimitMb, 1, MAX_PACKAGE_LIMIT_MB),
    scheduler: schedulerMode(env.SIM_SCHEDULER),
    consoleUrl: env.NEXTAUTH_URL?.trim() || `http://localhost:${env.PORT?.trim() || "3000"}`,
    lockFailures: integer("SIM_LOCK_FAILURES", env.SIM_LOCK_FAILURES, DEFAULTS.lockFailures, 1, MAX_LOCK_FAILURES),
    lockMinutes: integer("SIM_LOCK_MINUTES", env.SIM_LOCK_MINUTES, DEFAULTS.lockMinutes, 1, MAX_LOCK_MINUTES),
    reportDelayMs: integer("SIM_REPORT_DELAY_MS", env.SIM_REPORT_DELAY_MS, 0, 0, MAX_REPORT_DELAY_MS),
  };
}

function checked(name: string, value: number, min: number, max: number): number {
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be from ${min} to ${max}`);
  return value;
}

export function resolveOptions(options: SimOptions = {}): ResolvedOptions {
  const fleetSize = options.fleetSize ?? DEFAULTS.fleetSize;
  if (!Number.isInteger(fleetSize) || fleetSize < 0 || fleetSize > MAX_FLEET_SIZE) throw new Error(`fleetSize must be an integer from 0 to ${MAX_FLEET_SIZE}`);
  return {
    seed: options.seed ?? DEFAULTS.seed,
    fleetSize,
    stateFile: options.stateFile ?? null,
    faults: typeof options.faults === "object" ? options.faults : parseFaults(options.faults),
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULTS.tokenTtlSeconds,
    now: options.now ?? Date.now,
    checkResponses: options.checkResponses ?? process.env.NODE_ENV !== "production",
    transitionMs: checked("transitionMs", options.transitionMs ?? DEFAULTS.transitionMs, 0, MAX_TRANSITION_MS),
    processMs: checked("processMs", options.processMs ?? DEFAULTS.processMs, 0, MAX_PROCESS_MS),
    uploadLimitMb: checked("uploadLimitMb", options.uploadLimitMb ?? DEFAULTS.uploadLimitMb, 0, MAX_UPLOAD_LIMIT_MB),
    packageLimitMb: checked("packageLimitMb", options.packageLimitMb ?? DEFAULTS.packageLimitMb, 0, MAX_PACKAGE_LIMIT_MB),
    scheduler: options.scheduler ?? "real",
    consoleUrl: (options.consoleUrl ?? DEFAULTS.consoleUrl).replace(/\/+$/, ""),
    lockFailures: checked("lockFailures", options.lockFailures ?? DEFAULTS.lockFailures, 1, MAX_LOCK_FAILURES),
    lockMinutes: checked("lockMinutes", options.lockMinutes ?? DEFAULTS.lockMinutes, 1 / 60, MAX_LOCK_MINUTES),
    reportDelayMs: checked("reportDelayMs", options.reportDelayMs ?? 0, 0, MAX_REPORT_DELAY_MS),
  };
}
