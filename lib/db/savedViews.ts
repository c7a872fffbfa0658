// Saved views of the instance list in the console's database. A user's own views are read,
// saved and deleted always for one username, so no call can reach another user's own rows;
// views shared with the team are one set for everyone (who may change them is the route's
// check, lib/routes/views). The rules for names and addresses are lib/domain/savedViews; these
// functions take values already checked and normalised.
import { sql, type Kysely } from "kysely";
import type { ConsoleDatabase } from "./schema";

export interface SavedViewRow {
  id: string;
  name: string;
  url: string;
  createdAt: Date;
  shared: boolean;
  /** The owner of an own view; who last saved a shared one. */
  username: string;
}

export type SaveResult = { saved: true; view: SavedViewRow } | { saved: false; reason: "full" };

type Db = Kysely<ConsoleDatabase>;

const COLUMNS = ["id", "name", "url", "created_at", "shared", "username"] as const;

// The predicates of the two partial unique indexes (migration 2026-12-06-012), written as they
// are so that ON CONFLICT finds its index.
const OWN = sql<boolean>`not shared`;
const SHARED = sql<boolean>`shared`;

function toRow(row: { id: string | number | bigint; name: string; url: string; created_at: Date; shared: boolean; username: string }): SavedViewRow {
  return { id: String(row.id), name: row.name, url: row.url, createdAt: row.created_at, shared: row.shared, username: row.username };
}

/** The user's own views, by name. */
export async function listSavedViews(db: Db, username: string): Promise<SavedViewRow[]> {
  const rows = await db.selectFrom("saved_view").select(COLUMNS).where("username", "=", username).where(OWN).orderBy("name").orderBy("id").execute();
  return rows.map(toRow);
}

/** The views shared with the team, by name. */
export async function listSharedViews(db: Db): Promise<SavedViewRow[]> {
  const rows = await db.selectFrom("saved_view").select(COLUMNS).where(SHARED).orderBy("name").orderBy("id").execute();
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
          eb(db.selectFrom("saved_view").select(sql<number>`count(*)`.as("n")).where("username", "=", username).where(OWN).where("name", "<>", name), "<", max),
        ),
    )
    .onConflict((oc) => oc.columns(["username", "name"]).where(OWN).doUpdateSet((eb) => ({ url: eb.ref("excluded.url") })))
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? { saved: true, view: toRow(row) } : { saved: false, reason: "full" };
}

/**
 * Shares `url` with the team under `name`: a new shared view, or the shared view of that name
 * replaced (its address, and who saved it last). A new name is refused ("full") when the team
 * already has `max` shared views; one statement, as for a user's own.
 */
export async function saveSharedView(db: Db, view: { username: string; name: string; url: string }, max: number): Promise<SaveResult> {
  const { username, name, url } = view;
  const row = await db
    .insertInto("saved_view")
    .columns(["username", "name", "url", "shared"])
    .expression(
      db
        .selectNoFrom([
          sql<string>`${username}::text`.as("username"),
          sql<string>`${name}::text`.as("name"),
          sql<string>`${url}::text`.as("url"),
          sql<boolean>`true`.as("shared"),
        ])
        .where((eb) => eb(db.selectFrom("saved_view").select(sql<number>`count(*)`.as("n")).where(SHARED).where("name", "<>", name), "<", max)),
    )
    .onConflict((oc) => oc.column("name").where(SHARED).doUpdateSet((eb) => ({ url: eb.ref("excluded.url"), username: eb.ref("excluded.username") })))
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? { saved: true, view: toRow(row) } : { saved: false, reason: "full" };
}

/** Deletes the user's own view `id`; returns its name, or null when the user has no such view. */
export async function deleteSavedView(db: Db, username: string, id: string): Promise<string | null> {
  const row = await db.deleteFrom("saved_view").where("id", "=", id).where("username", "=", username).where(OWN).returning("name").executeTakeFirst();
  return row?.name ?? null;
}

/** The shared view `id`, or null when there is none. */
export async function findSharedView(db: Db, id: string): Promise<SavedViewRow | null> {
  const row = await db.selectFrom("saved_view").select(COLUMNS).where("id", "=", id).where(SHARED).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Deletes the shared view `id`; returns its name, or null when there is none. */
export async function deleteSharedView(db: Db, id: string): Promise<string | null> {
  const row = await db.deleteFrom("saved_view").where("id", "=", id).where(SHARED).returning("name").executeTakeFirst();
  return row?.name ?? null;
}

/** Deletes every own view of `username` (a deleted account's), whatever its case; returns how
 * many. The views the account shared stay: they are the team's. */
export async function deleteSavedViewsOf(db: Db, username: string): Promise<number> {
  const rows = await db.deleteFrom("saved_view").where(sql<string>`lower(username)`, "=", username.trim().toLowerCase()).where(OWN).returning("id").execute();
  return rows.length;
}
