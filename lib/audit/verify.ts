// Walks the audit trail's hash chain in id order and reports the first row that breaks it: a row
// whose content no longer matches its hash (altered), a row whose previous hash is not the hash of
// the row before it (a row before it missing, or this one inserted), a row without a hash after
// the chain began, or a first row that neither starts the chain nor is where the last purge said
// the kept rows begin. From a checkpoint (a row already verified, whose hash is checked again) it
// reads only the rows after it: the activity page's check stays cheap.
import type { Kysely } from "kysely";
import type { AuditRow, ConsoleDatabase } from "@/lib/db/schema";
import { GENESIS_HASH, PURGE_ACTION, rowIntact } from "./chain";

const PAGE = 1000;

export interface ChainCheckpoint {
  id: string;
  hash: string;
  /** Chained rows verified up to and including this one. */
  checked: number;
  /** Rows before the chain began (written before it existed). */
  unchained: number;
}

export type ChainProblem = "altered" | "missing" | "unhashed";

export interface ChainBreak {
  id: string;
  at: string;
  problem: ChainProblem;
  message: string;
}

export interface ChainReport {
  /** True when every row read so far holds; `complete` says whether that is every row. */
  ok: boolean;
  complete: boolean;
  checked: number;
  unchained: number;
  /** The last row verified (the next check starts after it); null when no chained row yet. */
  checkpoint: ChainCheckpoint | null;
  broken: ChainBreak | null;
}

function breakAt(row: Pick<AuditRow, "id" | "at">, problem: ChainProblem, message: string): ChainBreak {
  return { id: String(row.id), at: new Date(row.at).toISOString(), problem, message };
}

/** Where the newest purge said the kept rows begin, if a purge happened. */
async function purgeStart(db: Kysely<ConsoleDatabase>): Promise<{ markerId: string; firstKeptId: string | null } | null> {
  const marker = await db.selectFrom("audit_event").select(["id", "summary"]).where("action", "=", PURGE_ACTION).orderBy("id", "desc").limit(1).executeTakeFirst();
  if (!marker) return null;
  const kept = marker.summary?.firstKeptId;
  return { markerId: String(marker.id), firstKeptId: typeof kept === "string" ? kept : null };
}

/** Whether the chain may begin at this row: it starts it, or a purge removed what came before. */
async function validStart(db: Kysely<ConsoleDatabase>, row: AuditRow): Promise<boolean> {
  if (row.prev_hash === GENESIS_HASH) return true;
  const purge = await purgeStart(db);
  if (!purge) return false;
  return purge.firstKeptId === String(row.id) || (purge.firstKeptId === null && purge.markerId === String(row.id));
}

export interface VerifyOptions {
  /** Start after this verified row (its hash is checked again first). */
  from?: ChainCheckpoint | null;
  /** Stop after reading this many rows (the report is then not complete). */
  maxRows?: number;
}

export async function verifyChain(db: Kysely<ConsoleDatabase>, { from = null, maxRows = Number.POSITIVE_INFINITY }: VerifyOptions = {}): Promise<ChainReport> {
  let checkpoint = from;
  let checked = from?.checked ?? 0;
  let unchained = from?.unchained ?? 0;
  const report = (broken: ChainBreak | null, complete: boolean): ChainReport => ({ ok: broken === null, complete: complete || broken !== null, checked, unchained, checkpoint, broken });

  if (from) {
    const row = await db.selectFrom("audit_event").selectAll().where("id", "=", from.id).executeTakeFirst();
    if (!row) return report({ id: from.id, at: "", problem: "missing", message: `Row #${from.id}, verified before, is missing.` }, true);
    if (row.row_hash !== from.hash || !rowIntact(row)) return report(breakAt(row, "altered", `Row #${from.id} was altered after it was verified.`), true);
  }

  let read = 0;
  let after = from?.id ?? null;
  for (;;) {
    let query = db.selectFrom("audit_event").selectAll().orderBy("id", "asc").limit(PAGE);
    if (after !== null) query = query.where("id", ">", after);
    const rows = await query.execute();
    for (const row of rows) {
      if (read >= maxRows) return report(null, false);
      read++;
      const id = String(row.id);
      if (row.row_hash === null || row.prev_hash === null) {
        if (checkpoint === null) {
          unchained++;
          continue;
        }
        return report(breakAt(row, "unhashed", `Row #${id} has no hash, but rows before it are chained.`), true);
      }
      if (checkpoint === null) {
        if (!(await validStart(db, row))) return report(breakAt(row, "missing", `Rows before #${id} are missing: it does not start the chain and no purge removed what came before it.`), true);
      } else if (row.prev_hash !== checkpoint.hash) {
        return report(breakAt(row, "missing", `Row #${id} does not follow row #${checkpoint.id}: a row between them is missing, or one was inserted or altered.`), true);
      }
      if (!rowIntact(row)) return report(breakAt(row, "altered", `Row #${id} was altered: its content does not match its hash.`), true);
      checked++;
      checkpoint = { id, hash: row.row_hash, checked, unchained };
    }
    if (rows.length < PAGE) return report(null, true);
    after = String(rows[rows.length - 1].id);
  }
}
