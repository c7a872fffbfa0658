// The audit trail's store: PostgreSQL through Kysely — a PostgreSQL server when DATABASE_URL is
// set (several console replicas then share one trail), else PGlite, PostgreSQL compiled to
// WebAssembly and embedded in the process, in a directory under .local/ (nothing to install).
// The same schema and migrations (Kysely's Migrator) serve both.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { Kysely, PGliteDialect, PostgresDialect, sql, type SelectQueryBuilder } from "kysely";
import { Migrator } from "kysely/migration";
import { auditMigrations } from "./migrations";
import type { AuditDatabase, AuditRow, NewAuditRow } from "./schema";

export type AuditOutcome = AuditRow["outcome"];

export interface AuditFilter {
  username?: string;
  action?: string;
  /** An id or a name, matched in part and without regard to case. */
  target?: string;
  region?: string;
  /** Rows about this server or one of its sites. */
  instanceId?: string;
  outcome?: AuditOutcome;
  /** Inclusive bounds on `at`. */
  from?: Date;
  to?: Date;
}

/** Where the next page starts: the last row shown (rows are newest first, ties by id). */
export interface AuditCursor {
  at: Date;
  id: string;
}

export interface AuditPage {
  rows: AuditRow[];
  next: AuditCursor | null;
}

export interface AuditStoreOptions {
  /** postgres://… : a PostgreSQL server. */
  databaseUrl?: string | null;
  /** PGlite's data directory; null keeps the database in memory (tests). */
  dataDir?: string | null;
}

type AuditQuery = SelectQueryBuilder<AuditDatabase, "audit_event", AuditRow>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class AuditStore {
  private constructor(
    readonly db: Kysely<AuditDatabase>,
    /** Which database holds the trail, for logs and the README's wording. */
    readonly kind: "postgres" | "pglite",
  ) {}

  /** Opens the database and brings its schema up to date. */
  static async open(options: AuditStoreOptions): Promise<AuditStore> {
    let store: AuditStore;
    if (options.databaseUrl) {
      const { Pool } = await import("pg");
      store = new AuditStore(new Kysely<AuditDatabase>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: options.databaseUrl, max: 4 }) }) }), "postgres");
    } else {
      const [{ PGlite }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/contrib/pg_trgm")]);
      // PGlite makes its own directory but not the ones above it: on a fresh deployment nothing
      // else may have made .local (the session secret given, the upstream a real one).
      if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
      // pg_trgm: the activity page's "part of an id or name" filter reads a trigram index.
      const pglite = new PGlite({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions: { pg_trgm } });
      store = new AuditStore(new Kysely<AuditDatabase>({ dialect: new PGliteDialect({ pglite }) }), "pglite");
    }
    await store.migrate();
    return store;
  }

  async migrate(): Promise<void> {
    const { error } = await new Migrator({ db: this.db, provider: auditMigrations }).migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
  }

  async insert(rows: readonly NewAuditRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insertInto("audit_event").values([...rows]).execute();
  }

  private filtered(filter: AuditFilter): AuditQuery {
    let query = this.db.selectFrom("audit_event").selectAll() as AuditQuery;
    if (filter.username) query = query.where("username", "=", filter.username);
    if (filter.action) query = query.where("action", "=", filter.action);
    if (filter.region) query = query.where("region", "=", filter.region);
    if (filter.instanceId) query = query.where("instance_id", "=", filter.instanceId);
    if (filter.outcome) query = query.where("outcome", "=", filter.outcome);
    if (filter.from) query = query.where("at", ">=", filter.from);
    if (filter.to) query = query.where("at", "<=", filter.to);
    if (filter.target) {
      const pattern = `%${escapeLike(filter.target)}%`;
      query = query.where((eb) => eb.or([eb("target_id", "ilike", pattern), eb("target_name", "ilike", pattern)]));
    }
    return query;
  }

  /** Newest first, `limit` rows after `before` (keyset paging: as fast on the last page as the first). */
  async page(filter: AuditFilter, { limit, before }: { limit: number; before?: AuditCursor | null }): Promise<AuditPage> {
    let query = this.filtered(filter);
    if (before) query = query.where((eb) => eb.or([eb("at", "<", before.at), eb.and([eb("at", "=", before.at), eb("id", "<", before.id)])]));
    const rows = await query.orderBy("at", "desc").orderBy("id", "desc").limit(limit + 1).execute();
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return { rows: shown, next: rows.length > limit && last ? { at: last.at, id: String(last.id) } : null };
  }

  /** Deletes rows older than `before`; returns how many went. */
  async purge(before: Date): Promise<number> {
    const result = await this.db.deleteFrom("audit_event").where("at", "<", before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async count(): Promise<number> {
    const { n } = await this.db.selectFrom("audit_event").select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow();
    return Number(n);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
