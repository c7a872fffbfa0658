// Limits on guessing: wrong passwords and wrong two-factor codes are counted per account and
// per client address, over a sliding window; too many lock further attempts for a while.
// next-auth's sign-in, the BFF's code steps and the step-up route call the same limiter.
// An attempt is reserved before the upstream sees it (reserve) and settled once it answers
// (failed: it stays counted; succeeded or unanswered: it is released), so attempts made at
// the same moment take the limit's places one by one and no more than the limit reach the upstream.
// The counts are kept in this process's memory, or with DATABASE_URL in the console's PostgreSQL
// database, so that replicas behind a load balancer count together (lib/security/sharedAttempts).
// Each lock set is counted in /metrics by what it locks (password, code, address).
import { sharedDatabase } from "@/lib/db/sharedDatabase";
import { config, type ConsoleConfig } from "@/lib/config";
import { consoleMetrics } from "@/lib/observe/metrics";
import { dropProcessSingleton, processSingleton } from "@/lib/process/singleton";
import { MemoryAttemptStore, type AttemptStore } from "./attemptStore";

/** What became of a reserved attempt: the upstream refused it (it counts), accepted it, or never
 * gave an answer that says (it does not count). */
export type AttemptOutcome = "failed" | "succeeded" | "unanswered";

/** An attempt counted before it is made; settle it once the upstream has answered. Settling
 * twice does nothing. */
export interface AttemptReservation {
  settle(outcome: AttemptOutcome): Promise<void>;
}

export type ReserveDecision = ({ allowed: true } & AttemptReservation) | { allowed: false; retryAfterSeconds: number; message: string };

/** As many attempts as the limit allows are with the upstream right now. */
export const BUSY_MESSAGE = "Too many attempts at once. Try again in a moment.";
const BUSY_RETRY_SECONDS = 5;
import { DatabaseAttemptStore } from "./sharedAttempts";

export interface AttemptLimitSettings {
  /** Wrong codes for one account within the window before its code step locks. */
  codeFailures: number;
  /** Wrong passwords for one account within the window before its sign-in locks. */
  passwordFailures: number;
  /** Failures of any kind from one client address within the window before it locks. */
  addressFailures: number;
  windowMs: number;
  lockMs: number;
}

/** The limits of the AUTH_* settings (lib/config): AUTH_CODE_FAILURES (5), AUTH_PASSWORD_FAILURES (10),
 * AUTH_ADDRESS_FAILURES (30), AUTH_WINDOW_MINUTES (15), AUTH_LOCK_MINUTES (15). */
export function attemptSettings(auth: ConsoleConfig["auth"] = config().auth): AttemptLimitSettings {
  return {
    codeFailures: auth.codeFailures,
    passwordFailures: auth.passwordFailures,
    addressFailures: auth.addressFailures,
    windowMs: auth.windowMinutes * 60_000,
    lockMs: auth.lockMinutes * 60_000,
  };
}

export type AttemptKind = "password" | "code";

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

function lockedMessage(until: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
  const at = new Date(until).toISOString().slice(11, 16);
  return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"} (after ${at} UTC).`;
}

export class AttemptLimiter {
  constructor(
    private readonly settings: () => AttemptLimitSettings = attemptSettings,
    private readonly now: () => number = Date.now,
    private readonly store: AttemptStore = new MemoryAttemptStore(),
  ) {}

  private keys(kind: AttemptKind, account: string, address: string | null): { key: string; limit: number; locks: AttemptKind | "address" }[] {
    const s = this.settings();
    const keys: { key: string; limit: number; locks: AttemptKind | "address" }[] = [{ key: `${kind}:${account.toLowerCase()}`, limit: kind === "code" ? s.codeFailures : s.passwordFailures, locks: kind }];
    if (address) keys.push({ key: `address:${address}`, limit: s.addressFailures, locks: "address" });
    return keys;
  }

  /** Whether an attempt may be made now; a locked account or address is refused until its lock ends. */
  async check(kind: AttemptKind, account: string, address: string | null): Promise<LimitDecision> {
    const now = this.now();
    const until = await this.store.lockedUntil(this.keys(kind, account, address).map(({ key }) => key), now);
    if (until <= now) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.ceil((until - now) / 1000), message: lockedMessage(until, now) };
  }

  /** Counts an attempt before it is made, for the account and the address at once: refused (and
   * nothing counted) when either is locked or already holds as many attempts as its limit. */
  async reserve(kind: AttemptKind, account: string, address: string | null): Promise<ReserveDecision> {
    const now = this.now();
    const { windowMs, lockMs } = this.settings();
    const keys = this.keys(kind, account, address);
    const held: { key: string; limit: number; locks: AttemptKind | "address"; token: number }[] = [];
    for (const entry of keys) {
      const result = await this.store.reserve(entry.key, entry.limit, now, windowMs);
      if (result.reserved) {
        held.push({ ...entry, token: result.token });
        continue;
      }
      await Promise.all(held.map(({ key, token }) => this.store.release(key, token)));
      if (result.lockedUntil > now) return { allowed: false, retryAfterSeconds: Math.ceil((result.lockedUntil - now) / 1000), message: lockedMessage(result.lockedUntil, now) };
      return { allowed: false, retryAfterSeconds: BUSY_RETRY_SECONDS, message: BUSY_MESSAGE };
    }
    let settled = false;
    const settle = async (outcome: AttemptOutcome): Promise<void> => {
      if (settled) return;
      settled = true;
      const at = this.now();
      for (const { key, limit, locks, token } of held) {
        if (outcome !== "failed") await this.store.release(key, token);
        else if (await this.store.confirm(key, token, limit, at, windowMs, lockMs)) consoleMetrics().attemptLocks.inc({ kind: locks });
      }
      if (outcome === "succeeded") await this.succeed(kind, account);
    };
    return { allowed: true, settle };
  }

  /** Counts a failure that was not reserved; the one that reaches a limit locks. */
  async fail(kind: AttemptKind, account: string, address: string | null): Promise<void> {
    const now = this.now();
    const { windowMs, lockMs } = this.settings();
    for (const { key, limit, locks } of this.keys(kind, account, address)) {
      if (await this.store.fail(key, limit, now, windowMs, lockMs)) consoleMetrics().attemptLocks.inc({ kind: locks });
    }
  }

  /** A success clears the account's count (not the address's: one good account does not vouch for others). */
  async succeed(kind: AttemptKind, account: string): Promise<void> {
    await this.store.clear(`${kind}:${account.toLowerCase()}`, this.now());
  }
}

/** Where the process-wide limiter counts: with DATABASE_URL the console's database (replicas
 * count together), else this process's memory. */
function processStore(): AttemptStore {
  const shared = sharedDatabase();
  return shared ? new DatabaseAttemptStore(shared) : new MemoryAttemptStore();
}

/** The process-wide limiter (one per process, shared by next-auth and the BFF bundles). */
export function attemptLimiter(): AttemptLimiter {
  return processSingleton("attempt-limiter", () => new AttemptLimiter(() => attemptSettings(), Date.now, processStore()));
}

/** Forgets every count and lock (tests; the e2e reset). */
export function resetAttemptLimiter(): void {
  dropProcessSingleton("attempt-limiter");
}
