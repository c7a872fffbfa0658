// The audit trail's store: the rows of the audit_event table in the console's database (lib/db),
// written in batches, read newest first one page at a time, purged when old.
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { openDatabase, type DatabaseOptions } from "@/lib/db/database";
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

export class AuditStore {
  constructor(readonly db: Kysely<ConsoleDatabase>) {}

  /** Opens a database of its own for the trail (tests and the bench; the console's process uses
   * lib/db's shared handle through the recorder). */
  static async open(options: DatabaseOptions): Promise<AuditStore> {
    return new AuditStore((await openDatabase(options)).db);
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
