// Records audit rows without ever delaying or failing the call they describe: rows are queued
// and written in batches after the answer has gone, by one writer per process. When the store
// cannot be opened or written, the rows are dropped, the miss is logged and counted, and the
// console carries on. Old rows are purged on start and daily (AUDIT_RETENTION_DAYS).
import "server-only";
import { databaseConfig, type DatabaseConfig } from "@/lib/db/config";
import { consoleDatabase } from "@/lib/db/processDatabase";
import type { NewAuditRow } from "@/lib/db/schema";
import { onShutdown } from "@/lib/process/lifecycle";
import { AuditStore } from "./store";

const DAY_MS = 86_400_000;
const MAX_QUEUE = 10_000;

export interface AuditStats {
  recorded: number;
  missed: number;
}

export class AuditRecorder {
  #queue: NewAuditRow[] = [];
  #scheduled = false;
  #writing: Promise<void> = Promise.resolve();
  #opened: Promise<AuditStore> | null = null;
  #purgeTimer: ReturnType<typeof setInterval> | null = null;
  /** Rows still being built (their answer's body is read first). */
  #pending = new Set<Promise<void>>();
  // Private fields (#), not properties: the state stays the recorder's own wherever it is held.
  readonly stats: AuditStats = { recorded: 0, missed: 0 };

  constructor(private readonly config: DatabaseConfig) {}

  /** False when AUDIT_TRAIL=off: nothing is recorded, so nothing can be read back either. */
  get enabled(): boolean {
    return this.config.enabled;
  }

  /** The store on the console's database (opened and migrated once, lib/db), purged once opened;
   * a failed open is tried again later. */
  store(): Promise<AuditStore> {
    this.#opened ??= consoleDatabase()
      .open()
      .then(
        (db) => {
          const store = new AuditStore(db);
          this.purgeOld(store);
          if (this.#purgeTimer) clearInterval(this.#purgeTimer);
          this.#purgeTimer = setInterval(() => this.purgeOld(store), DAY_MS);
          this.#purgeTimer.unref();
          return store;
        },
        (err: unknown) => {
          this.#opened = null;
          throw err;
        },
      );
    return this.#opened;
  }

  private purgeOld(store: AuditStore): void {
    store.purge(new Date(Date.now() - this.config.retentionDays * DAY_MS)).catch((err: unknown) => console.error("[audit] purge failed:", err));
  }

  record(row: NewAuditRow): void {
    if (!this.config.enabled) return;
    if (this.#queue.length >= MAX_QUEUE) {
      this.missed(1, new Error("the queue is full"));
      return;
    }
    this.#queue.push(row);
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#writing = this.#writing.then(() => this.write());
    });
  }

  /** Records the row `build` resolves to, once it does (null: nothing to record). */
  recordLater(build: Promise<NewAuditRow | null>): void {
    if (!this.config.enabled) return;
    const done = build
      .then((row) => {
        if (row) this.record(row);
      })
      .catch((err: unknown) => this.missed(1, err))
      .finally(() => this.#pending.delete(done));
    this.#pending.add(done);
  }

  /** Resolves once every row recorded so far is written (or counted as missed). */
  async flush(): Promise<void> {
    await Promise.all([...this.#pending]);
    this.#writing = this.#writing.then(() => this.write());
    await this.#writing;
  }

  /** Writes what is queued and closes the console's database (a later call opens it again). The
   * embedded database keeps the process alive until it is closed: test suites call this when done. */
  async close(): Promise<void> {
    await this.flush();
    this.#opened = null;
    if (this.#purgeTimer) clearInterval(this.#purgeTimer);
    this.#purgeTimer = null;
    await consoleDatabase().close();
  }

  private async write(): Promise<void> {
    const batch = this.#queue.splice(0);
    if (batch.length === 0) return;
    try {
      await (await this.store()).insert(batch);
      this.stats.recorded += batch.length;
    } catch (err) {
      this.missed(batch.length, err);
    }
  }

  private missed(count: number, err: unknown): void {
    this.stats.missed += count;
    console.error(`[audit] ${count} row(s) not recorded (${this.stats.missed} in all):`, err instanceof Error ? err.message : err);
  }
}

const KEY = Symbol.for("lms-console.audit-recorder");
const holder = globalThis as unknown as Record<symbol, AuditRecorder | undefined>;

/** The process's recorder, configured from the environment on first use; its queue is written
 * when the server shuts down (lib/process/lifecycle), before the database closes. */
export function auditRecorder(): AuditRecorder {
  let recorder = holder[KEY];
  if (!recorder) {
    const made = new AuditRecorder(databaseConfig());
    onShutdown("audit", "flush", () => made.flush());
    recorder = holder[KEY] = made;
  }
  return recorder;
}
