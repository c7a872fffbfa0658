// Opens the console's own database through Kysely: a PostgreSQL server when a URL is given
// (several console replicas then share it), else PGlite, PostgreSQL compiled to WebAssembly and
// embedded in the process, in a directory under .local/ (nothing to install) or in memory.
// The same schema and migrations (Kysely's Migrator) serve both.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import { Migrator } from "kysely/migration";
import { consoleMigrations } from "./migrations";
import type { ConsoleDatabase } from "./schema";

export interface DatabaseOptions {
  /** postgres://… : a PostgreSQL server. */
  databaseUrl?: string | null;
  /** PGlite's data directory; null keeps the database in memory (tests). */
  dataDir?: string | null;
}

export interface OpenedDatabase {
  db: Kysely<ConsoleDatabase>;
  /** Which database it is, for logs. */
  kind: "postgres" | "pglite";
}

/** Brings the schema up to date. */
export async function migrateDatabase(db: Kysely<ConsoleDatabase>): Promise<void> {
  const { error } = await new Migrator({ db, provider: consoleMigrations }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  let opened: OpenedDatabase;
  if (options.databaseUrl) {
    const { Pool } = await import("pg");
    opened = { db: new Kysely<ConsoleDatabase>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: options.databaseUrl, max: 4 }) }) }), kind: "postgres" };
  } else {
    const [{ PGlite }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/contrib/pg_trgm")]);
    // PGlite makes its own directory but not the ones above it: on a fresh deployment nothing
    // else may have made .local (the session secret given, the upstream a real one).
    if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
    // pg_trgm: the activity page's "part of an id or name" filter reads a trigram index.
    const pglite = new PGlite({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions: { pg_trgm } });
    opened = { db: new Kysely<ConsoleDatabase>({ dialect: new PGliteDialect({ pglite }) }), kind: "pglite" };
  }
  await migrateDatabase(opened.db);
  return opened;
}
