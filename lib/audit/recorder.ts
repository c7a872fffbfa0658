// Records audit rows durably: each row is inserted, chained by hash (lib/audit/chain), and the
// insert awaited before the call it describes is answered, so a row acknowledged to the user
// survives the process being killed. A failed write is logged and counted; the caller decides
// what it means (the BFF fails a destructive call closed). Old rows are purged on start and
// daily (AUDIT_RETENTION_DAYS). Rows written and failed are in /metrics (lib/observe).
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

export interface AuditStats {
  recorded: number;
  missed: number;
}

export class AuditRecorder {
  /** The store on the database as last opened. */
  #store: AuditStore | null = null;
  /** Writes not yet settled (flush waits for them). */
  #pending = new Set<Promise<boolean>>();
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

  /** Whether rows can be written now (the store opens): asked before a destructive call is forwarded. */
  async ready(): Promise<boolean> {
    if (!this.config.enabled) return true;
    try {
      await this.store();
      return true;
    } catch (err) {
      logger().error({ reason: err instanceof Error ? err.message : String(err) }, "the audit trail cannot be opened");
      return false;
    }
  }

  /** Writes the row and resolves once it is stored (true) or counted as missed (false). With
   * AUDIT_TRAIL=off nothing is written and the answer is true. */
  write(row: NewAuditRow): Promise<boolean> {
    if (!this.config.enabled) return Promise.resolve(true);
    const metrics = consoleMetrics();
    metrics.auditRowsQueued.inc();
    metrics.auditQueueDepth.inc();
    const done: Promise<boolean> = this.store()
      .then((store) => store.insert([row]))
      .then(
        () => {
          this.stats.recorded++;
          metrics.auditRowsWritten.inc();
          return true;
        },
        (err: unknown) => {
          this.missed(1, err);
          return false;
        },
      )
      .finally(() => {
        metrics.auditQueueDepth.dec();
        this.#pending.delete(done);
      });
    this.#pending.add(done);
    return done;
  }

  /** Resolves once every write begun so far has settled. */
  async flush(): Promise<void> {
    await Promise.all([...this.#pending]);
  }

  /** Waits for the writes begun and closes the console's database (a later call opens it again).
   * The embedded database keeps the process alive until it is closed: test suites call this when done. */
  async close(): Promise<void> {
    await this.flush();
    await consoleDatabase().close();
  }

  private missed(count: number, err: unknown): void {
    this.stats.missed += count;
    consoleMetrics().auditRowsFailed.inc(count);
    logger().error({ rows: count, missedInAll: this.stats.missed, reason: err instanceof Error ? err.message : String(err) }, `${count} audit row(s) not recorded`);
  }
}

/** The process's recorder (whichever bundle records), configured from the environment on first
 * use; writes still in progress settle when the server shuts down (lib/process/lifecycle), before
 * the database closes. */
export function auditRecorder(): AuditRecorder {
  return processSingleton("audit-recorder", () => {
    const made = new AuditRecorder(databaseConfig());
    onShutdown("audit", "flush", () => made.flush());
    return made;
  });
}
