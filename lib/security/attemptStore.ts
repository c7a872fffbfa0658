// Where the attempt limiter keeps its counts (lib/security/attemptLimits): the interface, and
// the store in this process's memory (one console, or a test). The shared one is sharedAttempts.

/** Where the counts live: this process's memory, or the console's database (shared by replicas). */
export interface AttemptStore {
  /** The latest lock among `keys`, in ms since the epoch (0: none). */
  lockedUntil(keys: readonly string[], now: number): Promise<number>;
  /** Counts a failure; the one that reaches `limit` within the window locks the key for `lockMs`
   * (and answers true). */
  fail(key: string, limit: number, now: number, windowMs: number, lockMs: number): Promise<boolean>;
  /** Forgets the key's count unless it is locked. */
  clear(key: string, now: number): Promise<void>;
}

interface Bucket {
  failures: number[];
  lockedUntil: number;
}

/** The counts in this process's memory: one console, or a test. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly buckets = new Map<string, Bucket>();

  async lockedUntil(keys: readonly string[]): Promise<number> {
    return Math.max(0, ...keys.map((key) => this.buckets.get(key)?.lockedUntil ?? 0));
  }

  async fail(key: string, limit: number, now: number, windowMs: number, lockMs: number): Promise<boolean> {
    const bucket = this.buckets.get(key) ?? { failures: [], lockedUntil: 0 };
    bucket.failures = bucket.failures.filter((at) => at > now - windowMs);
    bucket.failures.push(now);
    const locks = bucket.failures.length >= limit;
    if (locks) {
      bucket.lockedUntil = now + lockMs;
      bucket.failures = [];
    }
    this.buckets.set(key, bucket);
    this.prune(now, windowMs);
    return locks;
  }

  async clear(key: string, now: number): Promise<void> {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.lockedUntil <= now) this.buckets.delete(key);
  }

  /** Keeps memory bounded: buckets with nothing recent and no lock go. */
  private prune(now: number, windowMs: number): void {
    if (this.buckets.size < 10_000) return;
    for (const [key, bucket] of this.buckets) {
      if (bucket.lockedUntil <= now && bucket.failures.every((at) => at <= now - windowMs)) this.buckets.delete(key);
    }
  }
}
