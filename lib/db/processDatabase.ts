// The process's one handle on the console's database, configured from the environment
// (lib/db/config) and kept once per process (lib/process), so every bundle of the server (route
// handlers, the custom server's BFF path, instrumentation) shares it. Opened and migrated on first
// use; a failed open is tried again on the next. What is kept only for a while is purged on open
// and daily, by the purges its users register (purgeDaily): a session's refreshed token here
// (sessions last 12 hours, so a day at most), the audit trail's old rows in lib/audit.
import "server-only";
import type { Kysely } from "kysely";
import { logger } from "@/lib/observe/logger";
import { onShutdown } from "@/lib/process/lifecycle";
import { processSingleton } from "@/lib/process/singleton";
import { databaseConfig, type DatabaseConfig } from "./config";
import { openDatabase, type OpenedDatabase } from "./database";
import type { ConsoleDatabase } from "./schema";
import { purgeSessionRefresh } from "./sessionRefresh";

const DAY_MS = 86_400_000;

/** Deletes what is too old to keep; `label` names it in the log when it fails. */
export interface DailyPurge {
  label: string;
  run(db: Kysely<ConsoleDatabase>): Promise<unknown>;
}

const SESSION_REFRESH_PURGE: DailyPurge = {
  label: "session",
  run: (db) => purgeSessionRefresh(db, new Date(Date.now() - DAY_MS)),
};

export class ProcessDatabase {
  #opened: Promise<Kysely<ConsoleDatabase>> | null = null;
  /** The database once open (purges registered later run on it at once). */
  #db: Kysely<ConsoleDatabase> | null = null;
  #purgeTimer: ReturnType<typeof setInterval> | null = null;
  readonly #purges = new Map<string, DailyPurge>([["session-refresh", SESSION_REFRESH_PURGE]]);

  constructor(
    readonly config: DatabaseConfig,
    private readonly opener: (config: DatabaseConfig) => Promise<Pick<OpenedDatabase, "db">> = openDatabase,
  ) {}

  /** False when AUDIT_TRAIL=off: the console keeps no database, and what needs one says so. */
  get enabled(): boolean {
    return this.config.enabled;
  }

  /** The database, opened (and migrated) once. */
  open(): Promise<Kysely<ConsoleDatabase>> {
    this.#opened ??= this.opener(this.config).then(
      ({ db }) => {
        this.#db = db;
        for (const purge of this.#purges.values()) this.purge(purge, db);
        if (this.#purgeTimer) clearInterval(this.#purgeTimer);
        this.#purgeTimer = setInterval(() => {
          for (const purge of this.#purges.values()) this.purge(purge, db);
        }, DAY_MS);
        this.#purgeTimer.unref();
        return db;
      },
      (err: unknown) => {
        this.#opened = null;
        throw err;
      },
    );
    return this.#opened;
  }

  /** Runs `purge` whenever the database opens and daily while it is open (once per `name`):
   * at once when it is open already. */
  purgeDaily(name: string, purge: DailyPurge): void {
    if (this.#purges.has(name)) return;
    this.#purges.set(name, purge);
    if (this.#db) this.purge(purge, this.#db);
  }

  private purge(purge: DailyPurge, db: Kysely<ConsoleDatabase>): void {
    purge.run(db).catch((err: unknown) => logger().error({ err, purge: purge.label }, "a purge of old rows failed"));
  }

  /** Closes the database (a later open() opens it again). The embedded database keeps the process
   * alive until it is closed: test suites call this when done. */
  async close(): Promise<void> {
    const opened = this.#opened;
    this.#opened = null;
    this.#db = null;
    if (this.#purgeTimer) clearInterval(this.#purgeTimer);
    this.#purgeTimer = null;
    if (opened) await (await opened.catch(() => null))?.destroy();
  }
}

/** The process's database handle, configured from the environment on first use; closed when
 * the server shuts down (lib/process/lifecycle), after the audit queue is written. */
export function consoleDatabase(): ProcessDatabase {
  return processSingleton("console-database", () => {
    const made = new ProcessDatabase(databaseConfig());
    onShutdown("database", "close", () => made.close());
    return made;
  });
}
