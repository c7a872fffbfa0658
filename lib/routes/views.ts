// GET and POST /api/views, DELETE /api/views/{id}: the saved views of the instance list, kept in
// the console's own database (lib/db/savedViews), never sent upstream: the signed-in user's own,
// and the views shared with the team, which every console user reads and only admin and up save,
// replace or delete. The gates are the BFF's: a cross-origin change is 403, no fully signed-in
// session (two-factor passed, live on the server) is 401, a body is read within a small bound and
// checked by zod (400 with field errors, by the schemas of lib/contract/console). Whose own views
// is always the session's username, never anything the request says. A change of a shared view
// is judged by the role read from the upstream now (the BFF's session steps, lib/bff/sessionGate):
// a lower role is the console's 403, and nothing changes. Shared views' changes, and refusals
// for want of a role, are recorded in the audit trail: they change what every engineer sees.
// With the audit trail off there is no database to keep views in: 503, saying so.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { JWT } from "next-auth/jwt";
import type { Kysely } from "kysely";
import { api, isRole } from "@/lib/contract";
import { recordConsoleChange } from "@/lib/audit/recordConsoleChange";
import { checkSessionRoleNow } from "@/lib/bff/sessionGate";
import { readSession, clearSession } from "@/lib/session/sessionToken";
import { consoleDatabase } from "@/lib/db/processDatabase";
import type { ConsoleDatabase } from "@/lib/db/schema";
import {
  deleteSavedView,
  deleteSharedView,
  findSharedView,
  listSavedViews,
  listSharedViews,
  saveSavedView,
  saveSharedView,
  type SavedViewRow,
} from "@/lib/db/savedViews";
import { consoleApi } from "@/lib/contract/console";
import { bffError, MESSAGES } from "@/lib/http/respond";
import { logger } from "@/lib/observe/logger";
import { isSameOrigin } from "@/lib/http/sameOrigin";
import { canEditSharedViews, SAVED_VIEW_MESSAGES, SAVED_VIEWS_MAX, SHARED_VIEWS_MAX, type SavedView } from "@/lib/domain/savedViews";
import { consoleBody, readJsonBody } from "./consoleInput";

/** A name and an address are well under this; anything bigger is not a saved view. */
const MAX_BODY_BYTES = 16_000;
const NO_STORE = { "cache-control": "no-store" };

function answer(row: SavedViewRow): SavedView {
  return { id: row.id, name: row.name, url: row.url, createdAt: row.createdAt.toISOString(), shared: row.shared, savedBy: row.shared ? row.username : null };
}

interface Gated {
  ok: true;
  username: string;
  session: JWT;
  db: Kysely<ConsoleDatabase>;
  /** performance.now() when the route began (the trail's duration). */
  startedAt: number;
}

type Gate = Gated | { ok: false; res: Response };

/** The checks every call meets, in the BFF's order; on success the user and the database. */
async function gate(req: NextRequest, change: boolean): Promise<Gate> {
  const startedAt = performance.now();
  if (change && !isSameOrigin(req)) return { ok: false, res: bffError(403, MESSAGES.crossOrigin) };
  const session: JWT | null = await readSession(req);
  if (!session?.twoFactorVerified || typeof session.username !== "string" || session.username === "") return { ok: false, res: bffError(401, MESSAGES.signIn) };
  const database = consoleDatabase();
  if (!database.enabled) return { ok: false, res: bffError(503, SAVED_VIEW_MESSAGES.unavailable) };
  try {
    return { ok: true, username: session.username, session, db: await database.open(), startedAt };
  } catch (err) {
    logger().error({ reason: err instanceof Error ? err.message : String(err) }, "the saved views' store cannot be opened");
    return { ok: false, res: bffError(503, SAVED_VIEW_MESSAGES.notReadable) };
  }
}

type Editor = { ok: true; role: string } | { ok: false; res: Response };

/**
 * Whether the caller may change the team's shared views, by the role the upstream gives now. A
 * refusal for want of a role is recorded (as the BFF records one) under `action`, naming `target`.
 */
async function sharedEditor(req: NextRequest, gated: Gated, action: string, target: { params: Record<string, string>; body?: unknown }): Promise<Editor> {
  const checked = await checkSessionRoleNow(req, api.listInstances, gated.session);
  if (!checked.ok) {
    const res = bffError(checked.status, checked.message || MESSAGES.signIn);
    if (checked.status === 401) clearSession(res);
    return { ok: false, res };
  }
  const role = checked.session.role;
  if (isRole(role) && canEditSharedViews(role)) return { ok: true, role };
  await recordConsoleChange({ action, req, username: gated.username, role: typeof role === "string" ? role : null, status: 403, message: MESSAGES.forbidden, startedAt: gated.startedAt, ...target });
  return { ok: false, res: bffError(403, MESSAGES.forbidden) };
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
    const [own, shared] = await Promise.all([listSavedViews(gated.db, gated.username), listSharedViews(gated.db)]);
    return NextResponse.json({ views: [...own, ...shared].map(answer) }, { headers: NO_STORE });
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
  const { name, url, shared } = parsed.value;
  if (!shared) {
    try {
      const result = await saveSavedView(gated.db, { username: gated.username, name, url }, SAVED_VIEWS_MAX);
      if (!result.saved) return bffError(409, SAVED_VIEW_MESSAGES.tooMany);
      return NextResponse.json({ view: answer(result.view) }, { headers: NO_STORE });
    } catch (err) {
      return storeFailed(err);
    }
  }
  const editor = await sharedEditor(req, gated, "saveSharedView", { params: {}, body: { name, url, shared } });
  if (!editor.ok) return editor.res;
  let result;
  try {
    result = await saveSharedView(gated.db, { username: gated.username, name, url }, SHARED_VIEWS_MAX);
  } catch (err) {
    return storeFailed(err);
  }
  if (!result.saved) return bffError(409, SAVED_VIEW_MESSAGES.tooManyShared);
  await recordConsoleChange({
    action: "saveSharedView",
    req,
    username: gated.username,
    role: editor.role,
    status: 200,
    params: { id: result.view.id },
    body: { name, url, shared },
    startedAt: gated.startedAt,
  });
  return NextResponse.json({ view: answer(result.view) }, { headers: NO_STORE });
}

export async function handleDeleteView(req: NextRequest, rawId: string): Promise<Response> {
  const gated = await gate(req, true);
  if (!gated.ok) return gated.res;
  const params = consoleApi.deleteView.params.safeParse({ id: rawId });
  if (!params.success) return bffError(400, MESSAGES.invalid, { id: SAVED_VIEW_MESSAGES.notFound });
  const id = params.data.id;
  let sharedView: SavedViewRow | null;
  try {
    const name = await deleteSavedView(gated.db, gated.username, id);
    if (name !== null) return NextResponse.json({ id, name }, { headers: NO_STORE });
    sharedView = await findSharedView(gated.db, id);
  } catch (err) {
    return storeFailed(err);
  }
  // Another user's own view answers as one that does not exist: its id tells the caller nothing.
  if (sharedView === null) return bffError(404, SAVED_VIEW_MESSAGES.notFound);
  const target = { params: { id, name: sharedView.name } };
  const editor = await sharedEditor(req, gated, "deleteSharedView", target);
  if (!editor.ok) return editor.res;
  let name: string | null;
  try {
    name = await deleteSharedView(gated.db, id);
  } catch (err) {
    return storeFailed(err);
  }
  // Deleted by someone else meanwhile.
  if (name === null) return bffError(404, SAVED_VIEW_MESSAGES.notFound);
  await recordConsoleChange({ action: "deleteSharedView", req, username: gated.username, role: editor.role, status: 200, startedAt: gated.startedAt, params: { id, name } });
  return NextResponse.json({ id, name }, { headers: NO_STORE });
}
