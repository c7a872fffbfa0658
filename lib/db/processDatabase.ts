// The process's one handle on the console's database, configured from the environment
// (lib/db/config) and kept on globalThis, so every bundle of the server (route handlers, the
// custom server's BFF path, instrumentation) shares it. Opened and migrated on first use; a failed
// open is tried again on the next. Rows of use for a day at most (a session's refreshed token:
// sessions last 12 hours) are purged on open and daily.
import "server-only";
import type { Kysely } from "kysely";
import { onShutdown } from "@/lib/process/lifecycle";
import { databaseConfig, type DatabaseConfig } from "./config";
import { openDatabase } from "./database";
import type { ConsoleDatabase } from "./schema";
import { purgeSessionRefresh } from "./sessionRefresh";

const DAY_MS = 86_400_000;

export class ProcessDatabase {
  #opened: Promise<Kysely<ConsoleDatabase>> | null = null;
  #purgeTimer: ReturnType<typeof setInterval> | null = null;

  constructor(readonly config: DatabaseConfig) {}

  /** False when AUDIT_TRAIL=off: the console keeps no database, and what needs one says so. */
  get enabled(): boolean {
    return this.config.enabled;
  }

  /** The database, opened (and migrated) once. */
  open(): Promise<Kysely<ConsoleDatabase>> {
    this.#opened ??= openDatabase(this.config).then(
      ({ db }) => {
        this.purgeOld(db);
        if (this.#purgeTimer) clearInterval(this.#purgeTimer);
        this.#purgeTimer = setInterval(() => this.purgeOld(db), DAY_MS);
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

  private purgeOld(db: Kysely<ConsoleDatabase>): void {
    purgeSessionRefresh(db, new Date(Date.now() - DAY_MS)).catch((err: unknown) => console.error("[session] purge failed:", err));
  }

  /** Closes the database (a later open() opens it again). The embedded database keeps the process
   * alive until it is closed: test suites call this when done. */
  async close(): Promise<void> {
    const opened = this.#opened;
    this.#opened = null;
    if (this.#purgeTimer) clearInterval(this.#purgeTimer);
    this.#purgeTimer = null;
    if (opened) await (await opened.catch(() => null))?.destroy();
  }
}

const KEY = Symbol.for("lms-ops-console.console-database");
const holder = globalThis as unknown as Record<symbol, ProcessDatabase | undefined>;

/** The process's database handle, configured from the environment on first use; closed when
 * the server shuts down (lib/process/lifecycle), after the audit queue is written. */
export function consoleDatabase(): ProcessDatabase {
  let database = holder[KEY];
  if (!database) {
    const made = new ProcessDatabase(databaseConfig());
    onShutdown("database", "close", () => made.close());
    database = holder[KEY] = made;
  }
  return database;
}
