// The attempt limiter's counts in the console's PostgreSQL database, for replicas
// behind a load balancer: ten wrong codes spread across two replicas lock the account as ten on
// one would, and attempts made at once on both take the limit's places one by one. Used when
// DATABASE_URL is set; one console without it counts in memory. If the database cannot be
// reached, counting goes on in this process's memory (and says so in the log) rather than
// refusing every sign-in.
import type { Kysely } from "kysely";
import { clearUnlessLocked, confirmFailure, lockedUntil, purgeAttempts, recordFailure, releaseAttempt, reserveAttempt } from "@/lib/db/attemptBuckets";
import type { ConsoleDatabase } from "@/lib/db/schema";
import { logger } from "@/lib/observe/logger";
import { MemoryAttemptStore, type AttemptStore, type Refused, type Reserved } from "./attemptStore";

const PURGE_EVERY_MS = 60 * 60_000;

export class DatabaseAttemptStore implements AttemptStore {
  private readonly fallback = new MemoryAttemptStore();
  /** Reservations made in the fallback (the database failed then), by key and token. */
  private readonly heldInFallback = new Set<string>();
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

  reserve(key: string, limit: number, now: number, windowMs: number): Promise<Reserved | Refused> {
    return this.guarded<Reserved | Refused>(
      "reserving an attempt",
      async (db) => {
        const fallbackLock = await this.fallback.lockedUntil([key]);
        if (fallbackLock > now) return { reserved: false, lockedUntil: fallbackLock };
        if (await reserveAttempt(db, key, limit, now, windowMs)) return { reserved: true, token: now };
        return { reserved: false, lockedUntil: await lockedUntil(db, [key]) };
      },
      async () => {
        const held = await this.fallback.reserve(key, limit, now, windowMs);
        if (held.reserved) this.heldInFallback.add(`${key}#${held.token}`);
        return held;
      },
    );
  }

  confirm(key: string, token: number, limit: number, now: number, windowMs: number, lockMs: number): Promise<boolean> {
    if (this.heldInFallback.delete(`${key}#${token}`)) return this.fallback.confirm(key, token, limit, now, windowMs, lockMs);
    return this.guarded(
      "counting a failure",
      async (db) => {
        const locked = await confirmFailure(db, key, token, limit, now, windowMs, lockMs);
        await this.purgeNowAndThen(db, now, windowMs);
        return locked;
      },
      () => this.fallback.fail(key, limit, now, windowMs, lockMs),
    );
  }

  release(key: string, token: number): Promise<void> {
    if (this.heldInFallback.delete(`${key}#${token}`)) return this.fallback.release(key, token);
    return this.guarded(
      "releasing an attempt",
      (db) => releaseAttempt(db, key, token),
      async () => undefined,
    );
  }

  fail(key: string, limit: number, now: number, windowMs: number, lockMs: number): Promise<boolean> {
    return this.guarded(
      "counting a failure",
      async (db) => {
        const locked = await recordFailure(db, key, limit, now, windowMs, lockMs);
        await this.purgeNowAndThen(db, now, windowMs);
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

  private async purgeNowAndThen(db: Kysely<ConsoleDatabase>, now: number, windowMs: number): Promise<void> {
    if (now - this.lastPurge <= PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await purgeAttempts(db, now, windowMs);
  }
}
