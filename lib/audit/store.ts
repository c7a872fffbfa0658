// The audit trail's store: the rows of the audit_event table in the console's database (lib/db),
// written chained by hash (lib/audit/chain) one writer at a time, read newest first one page at a
// time, purged when old (a purge leaves a chained row saying where the kept rows begin).
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { openDatabase, type DatabaseOptions } from "@/lib/db/database";
import { actionLabel } from "@/lib/domain/auditActions";
import { chainRows, GENESIS_HASH, PURGE_ACTION } from "./chain";
import type { ConsoleDatabase, AuditRow, NewAuditRow } from "@/lib/db/schema";

export type AuditOutcome = AuditRow["outcome"];

export interface AuditFilter {
  username?: string;
  action?: string;
  /** An id or a name, matched in part and without regard to case. */
  target?: string;
  /** Part of the motive, without regard to case. */
  motive?: string;
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

type AuditQuery = SelectQueryBuilder<ConsoleDatabase, "audit_event", AuditRow>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The advisory lock's key that serialises writers of the chain ("audit" in ASCII). */
const CHAIN_LOCK = 0x6175646974;

export class AuditStore {
  constructor(readonly db: Kysely<ConsoleDatabase>) {}

  /** Opens a database of its own for the trail (tests and the bench; the console's process uses
   * lib/db's shared handle through the recorder). */
  static async open(options: DatabaseOptions): Promise<AuditStore> {
    return new AuditStore((await openDatabase(options)).db);
  }

  /**
   * Appends the rows to the chain, in order, in one transaction. The transaction-level advisory
   * lock makes writers (every replica's, on one PostgreSQL database) take turns, so each row's id
   * follows the row its previous hash names and two writers never fork the chain.
   */
  async insert(rows: readonly NewAuditRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`.execute(trx);
      const last = await trx.selectFrom("audit_event").select("row_hash").where("row_hash", "is not", null).orderBy("id", "desc").limit(1).executeTakeFirst();
      for (const row of chainRows(last?.row_hash ?? GENESIS_HASH, rows)) await trx.insertInto("audit_event").values(row).execute();
    });
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
    if (filter.motive) query = query.where("motive", "ilike", `%${escapeLike(filter.motive)}%`);
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

  /** Deletes rows older than `before`; returns how many went. A chained row then records the
   * first row kept, so that verification tells a purge from rows removed by hand. */
  async purge(before: Date): Promise<number> {
    const result = await this.db.deleteFrom("audit_event").where("at", "<", before).executeTakeFirst();
    const removed = Number(result.numDeletedRows);
    if (removed === 0) return 0;
    const first = await this.db.selectFrom("audit_event").select("id").where("row_hash", "is not", null).orderBy("id", "asc").limit(1).executeTakeFirst();
    await this.insert([
      {
        at: new Date(),
        request_id: `purge-${Date.now()}`,
        username: null,
        role: null,
        action: PURGE_ACTION,
        label: actionLabel(PURGE_ACTION),
        target_kind: null,
        target_id: null,
        target_name: null,
        region: null,
        motive: null,
        status: 200,
        outcome: "ok",
        message: `${removed} row(s) older than ${before.toISOString()} removed by the retention rule.`,
        duration_ms: 0,
        client_address: null,
        summary: JSON.stringify({ removed, before: before.toISOString(), firstKeptId: first ? String(first.id) : null }),
      },
    ]);
    return removed;
  }

  async count(): Promise<number> {
    const { n } = await this.db.selectFrom("audit_event").select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow();
    return Number(n);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
