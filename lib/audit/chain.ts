// The audit trail's hash chain: each row's hash covers its content and the hash of the row
// before it, so changing, removing or inserting a row breaks the chain at that row. The content
// is hashed in one canonical form, the same whether it is computed from the row about to be
// written or from the row read back (jsonb reorders keys; timestamps come back as Dates).
import { createHash } from "node:crypto";
import type { AuditRow, NewAuditRow } from "@/lib/db/schema";

/** The previous hash of the trail's first chained row. */
export const GENESIS_HASH = "0".repeat(64);

/** The action of the row a purge leaves: where the kept rows begin (lib/audit/store). */
export const PURGE_ACTION = "trailPurged";

type HashedFields = Omit<NewAuditRow, "prev_hash" | "row_hash" | "summary" | "at"> & { at: Date | string; summary?: unknown };

/** JSON with object keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
}

function summaryValue(summary: unknown): unknown {
  if (typeof summary !== "string") return summary ?? null;
  try {
    return JSON.parse(summary) as unknown;
  } catch {
    return summary;
  }
}

/** The row's content in the form that is hashed (everything but the id and the hashes). */
export function rowContent(row: HashedFields): string {
  return canonicalJson([
    new Date(row.at).toISOString(),
    row.request_id,
    row.username ?? null,
    row.role ?? null,
    row.action,
    row.label,
    row.target_kind ?? null,
    row.target_id ?? null,
    row.target_name ?? null,
    row.instance_id ?? null,
    row.instance_name ?? null,
    row.region ?? null,
    row.motive ?? null,
    row.status,
    row.outcome,
    row.message ?? null,
    row.duration_ms,
    row.client_address ?? null,
    summaryValue(row.summary),
  ]);
}

/** SHA-256 (hex) of the previous hash and the row's content. */
export function rowHash(prevHash: string, row: HashedFields): string {
  return createHash("sha256").update(prevHash).update("\n").update(rowContent(row)).digest("hex");
}

/** The rows with their place in the chain after `prevHash`, in order. */
export function chainRows(prevHash: string, rows: readonly NewAuditRow[]): NewAuditRow[] {
  let prev = prevHash;
  return rows.map((row) => {
    const at = new Date(row.at);
    const hash = rowHash(prev, { ...row, at });
    const chained = { ...row, at, prev_hash: prev, row_hash: hash };
    prev = hash;
    return chained;
  });
}

/** Whether a stored row's hash still matches its content. */
export function rowIntact(row: AuditRow): boolean {
  return row.prev_hash !== null && row.row_hash !== null && rowHash(row.prev_hash, row) === row.row_hash;
}
