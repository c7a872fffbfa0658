// Saved views of the instance list in the console's database: read, saved and deleted always for
// one username, so no call can reach another user's rows. The rules for names and addresses are
// lib/domain/savedViews; these functions take values already checked and normalised.
import { sql, type Kysely } from "kysely";
import type { ConsoleDatabase } from "./schema";

export interface SavedViewRow {
  id: string;
  name: string;
  url: string;
  createdAt: Date;
}

export type SaveResult = { saved: true; view: SavedViewRow } | { saved: false; reason: "full" };

type Db = Kysely<ConsoleDatabase>;

const COLUMNS = ["id", "name", "url", "created_at"] as const;

function toRow(row: { id: string | number | bigint; name: string; url: string; created_at: Date }): SavedViewRow {
  return { id: String(row.id), name: row.name, url: row.url, createdAt: row.created_at };
}

/** The user's saved views, by name. */
export async function listSavedViews(db: Db, username: string): Promise<SavedViewRow[]> {
  const rows = await db.selectFrom("saved_view").select(COLUMNS).where("username", "=", username).orderBy("name").orderBy("id").execute();
  return rows.map(toRow);
}

/**
 * Saves `url` under `name` for the user: a new row, or the same name's address replaced. A new
 * name is refused ("full") when the user already has `max` views. One statement, so the check and
 * the write see the same rows: the INSERT … SELECT yields no row when the others are too many.
 */
export async function saveSavedView(db: Db, view: { username: string; name: string; url: string }, max: number): Promise<SaveResult> {
  const { username, name, url } = view;
  const row = await db
    .insertInto("saved_view")
    .columns(["username", "name", "url"])
    .expression(
      db
        .selectNoFrom([sql<string>`${username}::text`.as("username"), sql<string>`${name}::text`.as("name"), sql<string>`${url}::text`.as("url")])
        .where((eb) =>
          eb(db.selectFrom("saved_view").select(sql<number>`count(*)`.as("n")).where("username", "=", username).where("name", "<>", name), "<", max),
        ),
    )
    .onConflict((oc) => oc.columns(["username", "name"]).doUpdateSet((eb) => ({ url: eb.ref("excluded.url") })))
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? { saved: true, view: toRow(row) } : { saved: false, reason: "full" };
}

/** Deletes the user's view `id`; returns its name, or null when the user has no such view. */
export async function deleteSavedView(db: Db, username: string, id: string): Promise<string | null> {
  const row = await db.deleteFrom("saved_view").where("id", "=", id).where("username", "=", username).returning("name").executeTakeFirst();
  return row?.name ?? null;
}

/** Deletes every view of `username` (a deleted account's), whatever its case; returns how many. */
export async function deleteSavedViewsOf(db: Db, username: string): Promise<number> {
  const rows = await db.deleteFrom("saved_view").where(sql<string>`lower(username)`, "=", username.trim().toLowerCase()).returning("id").execute();
  return rows.length;
}
