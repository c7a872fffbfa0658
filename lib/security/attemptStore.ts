// Where the attempt limiter keeps its counts (lib/security/attemptLimits): the interface, and
// the store in this process's memory (one console, or a test). The shared one is sharedAttempts.
//
// A bucket holds the attempts of one key within the window as numbers: a finished failure is
// its time (ms since the epoch, positive), an attempt still with the upstream (a reservation)
// is its time negated. Both count against the limit, so attempts made at the same moment cannot
// all pass a check that none of them has been counted in yet.

/** A reservation refused: the key is locked until `lockedUntil`, or as many attempts as the limit
 * allows are already with the upstream (`lockedUntil` 0). */
export interface Refused {
  reserved: false;
  lockedUntil: number;
}

/** A reservation held: `token` names it for confirm or release. */
export interface Reserved {
  reserved: true;
  token: number;
}

/** Where the counts live: this process's memory, or the console's database (shared by replicas). */
export interface AttemptStore {
  /** The latest lock among `keys`, in ms since the epoch (0: none). */
  lockedUntil(keys: readonly string[], now: number): Promise<number>;
  /** Counts an attempt before it is made, atomically: refused when the key is locked or when its
   * failures and reservations within the window already reach `limit`. */
  reserve(key: string, limit: number, now: number, windowMs: number): Promise<Reserved | Refused>;
  /** The reserved attempt failed: it stays counted as a failure, and the failure that reaches
   * `limit` locks the key for `lockMs` (answers true). */
  confirm(key: string, token: number, limit: number, now: number, windowMs: number, lockMs: number): Promise<boolean>;
  /** The reserved attempt did not fail (it succeeded, or never got an answer): it stops counting. */
  release(key: string, token: number): Promise<void>;
  /** Counts a failure that was not reserved; the one that reaches `limit` within the window locks
   * the key for `lockMs` (and answers true). */
  fail(key: string, limit: number, now: number, windowMs: number, lockMs: number): Promise<boolean>;
  /** Forgets the key's failures unless it is locked (attempts still with the upstream stay counted). */
  clear(key: string, now: number): Promise<void>;
}

interface Bucket {
  /** Failures (positive times) and reservations (negated times) within the window. */
  attempts: number[];
  lockedUntil: number;
}

/** The attempts of `attempts` still within the window that ends at `now`. */
export function withinWindow(attempts: readonly number[], now: number, windowMs: number): number[] {
  return attempts.filter((at) => Math.abs(at) > now - windowMs);
}

/** `attempts` without one occurrence of `value` (as it was when absent). */
export function withoutOne(attempts: readonly number[], value: number): number[] {
  const at = attempts.indexOf(value);
  return at === -1 ? [...attempts] : [...attempts.slice(0, at), ...attempts.slice(at + 1)];
}

/** The counts in this process's memory: one console, or a test. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly buckets = new Map<string, Bucket>();
  /** Reservation tokens are unique within the process: a time, nudged past the last one given. */
  private lastToken = 0;

  async lockedUntil(keys: readonly string[]): Promise<number> {
    return Math.max(0, ...keys.map((key) => this.buckets.get(key)?.lockedUntil ?? 0));
  }

  async reserve(key: string, limit: number, now: number, windowMs: number): Promise<Reserved | Refused> {
    const bucket = this.buckets.get(key) ?? { attempts: [], lockedUntil: 0 };
    bucket.attempts = withinWindow(bucket.attempts, now, windowMs);
    if (bucket.lockedUntil > now) return { reserved: false, lockedUntil: bucket.lockedUntil };
    if (bucket.attempts.length >= limit) return { reserved: false, lockedUntil: 0 };
    const token = (this.lastToken = Math.max(now, this.lastToken + 1));
    bucket.attempts.push(-token);
    this.buckets.set(key, bucket);
    this.prune(now, windowMs);
    return { reserved: true, token };
  }

  async confirm(key: string, token: number, limit: number, now: number, windowMs: number, lockMs: number): Promise<boolean> {
    const bucket = this.buckets.get(key) ?? { attempts: [], lockedUntil: 0 };
    const rest = withoutOne(withinWindow(bucket.attempts, now, windowMs), -token);
    const failures = rest.filter((at) => at > 0).length + 1;
    const locks = bucket.lockedUntil <= now && failures >= limit;
    if (locks) {
      bucket.lockedUntil = now + lockMs;
      bucket.attempts = rest.filter((at) => at < 0);
    } else bucket.attempts = [...rest, token];
    this.buckets.set(key, bucket);
    return locks;
  }

  async release(key: string, token: number): Promise<void> {
    const bucket = this.buckets.get(key);
    if (bucket) bucket.attempts = withoutOne(bucket.attempts, -token);
  }

  async fail(key: string, limit: number, now: number, windowMs: number, lockMs: number): Promise<boolean> {
    const token = (this.lastToken = Math.max(now, this.lastToken + 1));
    const bucket = this.buckets.get(key) ?? { attempts: [], lockedUntil: 0 };
    bucket.attempts.push(-token);
    this.buckets.set(key, bucket);
    const locks = await this.confirm(key, token, limit, now, windowMs, lockMs);
    this.prune(now, windowMs);
    return locks;
  }

  async clear(key: string, now: number): Promise<void> {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.lockedUntil > now) return;
    bucket.attempts = bucket.attempts.filter((at) => at < 0);
    if (bucket.attempts.length === 0) this.buckets.delete(key);
  }

  /** Keeps memory bounded: buckets with nothing recent and no lock go. */
  private prune(now: number, windowMs: number): void {
    if (this.buckets.size < 10_000) return;
    for (const [key, bucket] of this.buckets) {
      if (bucket.lockedUntil <= now && withinWindow(bucket.attempts, now, windowMs).length === 0) this.buckets.delete(key);
    }
  }
}
