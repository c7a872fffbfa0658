// GET and POST /api/views, DELETE /api/views/{id}: the signed-in user's saved views of the
// instance list, kept in the console's own database (lib/db/savedViews), never sent
// upstream. The gates are the BFF's: a cross-origin change is 403, no fully signed-in session
// (two-factor passed) is 401, a body is read within a small bound and checked by zod (400 with
// field errors, by the schemas of lib/contract/console). Whose views is always the session's
// username, never anything the request says.
// With the audit trail off there is no database to keep them in: 503, saying so.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { JWT } from "next-auth/jwt";
import type { Kysely } from "kysely";
import { readSession } from "@/lib/session/sessionToken";
import { consoleDatabase } from "@/lib/db/processDatabase";
import type { ConsoleDatabase } from "@/lib/db/schema";
import { deleteSavedView, listSavedViews, saveSavedView, type SavedViewRow } from "@/lib/db/savedViews";
import { consoleApi } from "@/lib/contract/console";
import { bffError, MESSAGES } from "@/lib/http/respond";
import { logger } from "@/lib/observe/logger";
import { isSameOrigin } from "@/lib/http/sameOrigin";
import { SAVED_VIEW_MESSAGES, SAVED_VIEWS_MAX, type SavedView } from "@/lib/domain/savedViews";
import { consoleBody, readJsonBody } from "./consoleInput";

/** A name and an address are well under this; anything bigger is not a saved view. */
const MAX_BODY_BYTES = 16_000;
const NO_STORE = { "cache-control": "no-store" };

function answer(row: SavedViewRow): SavedView {
  return { id: row.id, name: row.name, url: row.url, createdAt: row.createdAt.toISOString() };
}

type Gate = { ok: true; username: string; db: Kysely<ConsoleDatabase> } | { ok: false; res: Response };

/** The checks every call meets, in the BFF's order; on success the user and the database. */
async function gate(req: NextRequest, change: boolean): Promise<Gate> {
  if (change && !isSameOrigin(req)) return { ok: false, res: bffError(403, MESSAGES.crossOrigin) };
  const session: JWT | null = await readSession(req);
  if (!session?.twoFactorVerified || typeof session.username !== "string" || session.username === "") return { ok: false, res: bffError(401, MESSAGES.signIn) };
  const database = consoleDatabase();
  if (!database.enabled) return { ok: false, res: bffError(503, SAVED_VIEW_MESSAGES.unavailable) };
  try {
    return { ok: true, username: session.username, db: await database.open() };
  } catch (err) {
    logger().error({ reason: err instanceof Error ? err.message : String(err) }, "the saved views' store cannot be opened");
    return { ok: false, res: bffError(503, SAVED_VIEW_MESSAGES.notReadable) };
  }
}

/** A failure of the database itself: logged, and the user told to try again. */
function storeFailed(err: unknown): Response {
  logger().error({ reason: err instanceof Error ? err.message : String(err) }, "the saved views' store failed");
  return bffError(503, SAVED_VIEW_MESSAGES.notReadable);
}

export async function handleListViews(req: NextRequest): Promise<Response> {
  const gated = await gate(req, false);
  if (!gated.ok) return gated.res;
  try {
    const views = await listSavedViews(gated.db, gated.username);
    return NextResponse.json({ views: views.map(answer) }, { headers: NO_STORE });
  } catch (err) {
    return storeFailed(err);
  }
}

export async function handleSaveView(req: NextRequest): Promise<Response> {
  const gated = await gate(req, true);
  if (!gated.ok) return gated.res;
  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (!body.ok) return body.res;
  const parsed = consoleBody(consoleApi.saveView, body.value);
  if (!parsed.ok) return parsed.res;
  try {
    const result = await saveSavedView(gated.db, { username: gated.username, ...parsed.value }, SAVED_VIEWS_MAX);
    if (!result.saved) return bffError(409, SAVED_VIEW_MESSAGES.tooMany);
    return NextResponse.json({ view: answer(result.view) }, { headers: NO_STORE });
  } catch (err) {
    return storeFailed(err);
  }
}

export async function handleDeleteView(req: NextRequest, rawId: string): Promise<Response> {
  const gated = await gate(req, true);
  if (!gated.ok) return gated.res;
  const params = consoleApi.deleteView.params.safeParse({ id: rawId });
  if (!params.success) return bffError(400, MESSAGES.invalid, { id: SAVED_VIEW_MESSAGES.notFound });
  const id = params.data.id;
  try {
    const name = await deleteSavedView(gated.db, gated.username, id);
    // Another user's view answers as one that does not exist: its id tells the caller nothing.
    if (name === null) return bffError(404, SAVED_VIEW_MESSAGES.notFound);
    return NextResponse.json({ id, name }, { headers: NO_STORE });
  } catch (err) {
    return storeFailed(err);
  }
}
