// The attempt limiter's counts in the console's PostgreSQL database, for replicas
// behind a load balancer: ten wrong codes spread across two replicas lock the account as ten on
// one would. Used when DATABASE_URL is set; one console without it counts in memory. If the
// database cannot be reached, counting goes on in this process's memory (and says so in the
// log) rather than refusing every sign-in.
import type { Kysely } from "kysely";
import { clearUnlessLocked, lockedUntil, purgeAttempts, recordFailure } from "@/lib/db/attemptBuckets";
import type { ConsoleDatabase } from "@/lib/db/schema";
import { logger } from "@/lib/observe/logger";
import { MemoryAttemptStore, type AttemptStore } from "./attemptStore";

const PURGE_EVERY_MS = 60 * 60_000;

export class DatabaseAttemptStore implements AttemptStore {
  private readonly fallback = new MemoryAttemptStore();
  private lastPurge = 0;

  constructor(private readonly db: () => Promise<Kysely<ConsoleDatabase>>) {}

  private async guarded<T>(what: string, run: (db: Kysely<ConsoleDatabase>) => Promise<T>, instead: () => Promise<T>): Promise<T> {
    try {
      return await run(await this.db());
    } catch (err) {
      logger().error({ reason: err instanceof Error ? err.message : String(err) }, `${what} in the database failed; counting in this process instead`);
      return instead();
    }
  }

  lockedUntil(keys: readonly string[]): Promise<number> {
    return this.guarded(
      "reading a lock",
      async (db) => Math.max(await lockedUntil(db, keys), await this.fallback.lockedUntil(keys)),
      () => this.fallback.lockedUntil(keys),
    );
  }

  fail(key: string, limit: number, now: number, windowMs: number, lockMs: number): Promise<boolean> {
    return this.guarded(
      "counting a failure",
      async (db) => {
        const locked = await recordFailure(db, key, limit, now, windowMs, lockMs);
        if (now - this.lastPurge > PURGE_EVERY_MS) {
          this.lastPurge = now;
          await purgeAttempts(db, now, windowMs);
        }
        return locked;
      },
      () => this.fallback.fail(key, limit, now, windowMs, lockMs),
    );
  }

  clear(key: string, now: number): Promise<void> {
    return this.guarded(
      "clearing a count",
      async (db) => {
        await clearUnlessLocked(db, key, now);
        await this.fallback.clear(key, now);
      },
      () => this.fallback.clear(key, now),
    );
  }
}
