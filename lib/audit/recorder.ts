// Records audit rows without ever delaying or failing the call they describe: rows are queued
// and written in batches after the answer has gone, by one writer per process. When the store
// cannot be opened or written, the rows are dropped, the miss is logged and counted, and the
// console carries on. Old rows are purged on start and daily (AUDIT_RETENTION_DAYS). Rows
// queued, written and dropped, and the queue's depth, are in /metrics (lib/observe).
import "server-only";
import { databaseConfig, type DatabaseConfig } from "@/lib/db/config";
import { consoleDatabase } from "@/lib/db/processDatabase";
import type { NewAuditRow } from "@/lib/db/schema";
import { logger } from "@/lib/observe/logger";
import { consoleMetrics } from "@/lib/observe/metrics";
import { onShutdown } from "@/lib/process/lifecycle";
import { processSingleton } from "@/lib/process/singleton";
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
  /** The store on the database as last opened. */
  #store: AuditStore | null = null;
  /** Rows still being built (their answer's body is read first). */
  #pending = new Set<Promise<void>>();
  // Private fields (#), not properties: the state stays the recorder's own wherever it is held.
  readonly stats: AuditStats = { recorded: 0, missed: 0 };

  constructor(private readonly config: DatabaseConfig) {}

  /** False when AUDIT_TRAIL=off: nothing is recorded, so nothing can be read back either. */
  get enabled(): boolean {
    return this.config.enabled;
  }

  /** The store on the console's database (opened and migrated once, lib/db; a failed open is
   * tried again later), whose old rows the database purges on open and daily. */
  store(): Promise<AuditStore> {
    const database = consoleDatabase();
    database.purgeDaily("audit-trail", {
      label: "audit",
      run: (db) => new AuditStore(db).purge(new Date(Date.now() - this.config.retentionDays * DAY_MS)),
    });
    return database.open().then((db) => {
      if (this.#store?.db !== db) this.#store = new AuditStore(db);
      return this.#store;
    });
  }

  record(row: NewAuditRow): void {
    if (!this.config.enabled) return;
    if (this.#queue.length >= MAX_QUEUE) {
      this.missed(1, new Error("the queue is full"));
      return;
    }
    this.#queue.push(row);
    const metrics = consoleMetrics();
    metrics.auditRowsQueued.inc();
    metrics.auditQueueDepth.inc();
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
    await consoleDatabase().close();
  }

  private async write(): Promise<void> {
    const batch = this.#queue.splice(0);
    if (batch.length === 0) return;
    try {
      await (await this.store()).insert(batch);
      this.stats.recorded += batch.length;
      consoleMetrics().auditRowsWritten.inc(batch.length);
    } catch (err) {
      this.missed(batch.length, err);
    } finally {
      consoleMetrics().auditQueueDepth.dec(batch.length);
    }
  }

  private missed(count: number, err: unknown): void {
    this.stats.missed += count;
    consoleMetrics().auditRowsFailed.inc(count);
    logger().error({ rows: count, missedInAll: this.stats.missed, reason: err instanceof Error ? err.message : String(err) }, `${count} audit row(s) not recorded`);
  }
}

/** The process's recorder (one queue and writer whichever bundle records), configured from the
 * environment on first use; its queue is written when the server shuts down
 * (lib/process/lifecycle), before the database closes. */
export function auditRecorder(): AuditRecorder {
  return processSingleton("audit-recorder", () => {
    const made = new AuditRecorder(databaseConfig());
    onShutdown("audit", "flush", () => made.flush());
    return made;
  });
}
