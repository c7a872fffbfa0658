// Views shared with the team through the console's own routes, as callers see them: an admin
// shares a view and every console user, manager included, reads it marked shared beside their
// own; a manager's attempt to share, replace or delete one is the console's 403 and changes
// nothing; the role is the one the upstream gives now, not the cookie's; names are unique among
// shared views and apart from a user's own; the team's limit holds; each change, and each refusal
// for want of a role, is in the audit trail; and an account deleted through the console leaves
// the views it shared.
import { api, type Role } from "@/lib/contract";
import { auditRecorder } from "@/lib/audit/recorder";
import { consoleDatabase } from "@/lib/db/processDatabase";
import { saveSharedView } from "@/lib/db/savedViews";
import type { AuditRow } from "@/lib/db/schema";
import { MESSAGES } from "@/lib/http/messages";
import { SAVED_VIEW_MESSAGES, SHARED_VIEWS_MAX, type SavedView } from "@/lib/domain/savedViews";
import { handleDeleteView, handleListViews, handleSaveView } from "@/lib/routes/views";
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import { anotherSignIn, answerSession, callBff, createUser, consoleRequest, sessionFor, withAuditTrail, type TestSession } from "./harness";

let admin: TestSession;
let manager: TestSession;
let superadmin: TestSession;

withAuditTrail();
beforeAll(async () => {
  [admin, manager, superadmin] = await Promise.all([sessionFor("admin"), sessionFor("manager"), sessionFor("superadmin")]);
});

beforeEach(async () => {
  const db = await consoleDatabase().open();
  await db.deleteFrom("saved_view").execute();
});

function list(session: TestSession): Promise<Response> {
  return handleListViews(consoleRequest("/api/views", session));
}

function save(session: TestSession, body: unknown): Promise<Response> {
  return handleSaveView(consoleRequest("/api/views", session, { method: "POST", body }));
}

function remove(session: TestSession, id: string): Promise<Response> {
  return handleDeleteView(consoleRequest(`/api/views/${id}`, session, { method: "DELETE" }), id);
}

async function views(session: TestSession): Promise<SavedView[]> {
  const res = await list(session);
  expect(res.status).toBe(200);
  return ((await res.json()) as { views: SavedView[] }).views;
}

async function share(session: TestSession, name: string, url = "/home/instances?state=running"): Promise<SavedView> {
  const res = await save(session, { name, url, shared: true });
  expect(res.status).toBe(200);
  return ((await res.json()) as { view: SavedView }).view;
}

/** The trail's rows of one action about shared views, newest first. */
async function trail(action: "saveSharedView" | "deleteSharedView"): Promise<AuditRow[]> {
  await auditRecorder().flush();
  return (await (await auditRecorder().store()).page({ action }, { limit: 50 })).rows;
}

test("an admin shares a view: every console user lists it, marked shared, after their own", async () => {
  expect((await save(manager, { name: "Mine", url: "/home/instances?lms=Moodle" })).status).toBe(200);
  const view = await share(admin, "  Morning check ", "/home/instances?state=stopped&evil=1");
  expect(view).toMatchObject({ name: "Morning check", url: "/home/instances?state=stopped", shared: true, savedBy: SEED_ACCOUNT_BY_ROLE.admin.username });

  expect((await views(manager)).map((v) => [v.name, v.shared, v.savedBy])).toEqual([
    ["Mine", false, null],
    ["Morning check", true, SEED_ACCOUNT_BY_ROLE.admin.username],
  ]);
  expect((await views(superadmin)).map((v) => [v.name, v.shared])).toEqual([["Morning check", true]]);
  // Shared is not the admin's own: their list holds it once, as shared.
  expect((await views(admin)).map((v) => [v.name, v.shared])).toEqual([["Morning check", true]]);
});

test("a manager's attempt to share, replace or delete a shared view is the console's 403, and nothing changes", async () => {
  const view = await share(admin, "Team", "/home/instances?state=running");

  for (const body of [
    { name: "Team", url: "/home/instances?state=stopped", shared: true },
    { name: "Another", url: "/home/instances", shared: true },
  ]) {
    const refused = await save(manager, body);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: MESSAGES.forbidden });
    expect(refused.headers.get("x-console-refusal")).toBe("gate");
    // The session stays: a refusal by the console is not a sign-out.
    expect(await answerSession(refused)).toBeUndefined();
  }
  const refusedDelete = await remove(manager, view.id);
  expect(refusedDelete.status).toBe(403);
  expect(await refusedDelete.json()).toEqual({ message: MESSAGES.forbidden });

  expect((await views(manager)).map((v) => [v.id, v.name, v.url, v.shared])).toEqual([[view.id, "Team", "/home/instances?state=running", true]]);

  // The refusals are in the trail, as the BFF records a change refused for want of a role.
  const refusedSaves = (await trail("saveSharedView")).filter((r) => r.outcome === "refused");
  expect(refusedSaves.map((r) => [r.username, r.role, r.status, r.target_kind, r.target_name]).sort()).toEqual([
    [SEED_ACCOUNT_BY_ROLE.manager.username, "manager", 403, "sharedView", "Another"],
    [SEED_ACCOUNT_BY_ROLE.manager.username, "manager", 403, "sharedView", "Team"],
  ]);
  const refusedDeletes = (await trail("deleteSharedView")).filter((r) => r.outcome === "refused");
  expect(refusedDeletes.map((r) => [r.username, r.target_id, r.target_name, r.message])).toEqual([[SEED_ACCOUNT_BY_ROLE.manager.username, view.id, "Team", MESSAGES.forbidden]]);
});

test("a manager still saves and deletes their own views; shared: false is the default", async () => {
  const res = await save(manager, { name: "Mine", url: "/home/instances", shared: false });
  expect(res.status).toBe(200);
  const { view } = (await res.json()) as { view: SavedView };
  expect(view).toMatchObject({ shared: false, savedBy: null });
  expect((await remove(manager, view.id)).status).toBe(200);
  expect((await save(manager, { name: "Mine", url: "/home/instances", shared: "yes" })).status).toBe(400);
});

test("an admin replaces and deletes a shared view; each change is in the audit trail", async () => {
  const first = await share(admin, "Team", "/home/instances?state=running");
  const replaced = await share(superadmin, "Team", "/home/instances?state=stopped");
  expect(replaced).toMatchObject({ id: first.id, url: "/home/instances?state=stopped", savedBy: SEED_ACCOUNT_BY_ROLE.superadmin.username });
  expect((await views(manager)).filter((v) => v.shared)).toHaveLength(1);

  const deleted = await remove(admin, first.id);
  expect(deleted.status).toBe(200);
  expect(await deleted.json()).toEqual({ id: first.id, name: "Team" });
  expect(await views(manager)).toEqual([]);
  expect((await remove(admin, first.id)).status).toBe(404);

  const saves = (await trail("saveSharedView")).filter((r) => r.target_id === first.id);
  expect(saves.map((r) => [r.username, r.role, r.outcome, r.label, r.target_kind, r.target_name, r.instance_id])).toEqual([
    [SEED_ACCOUNT_BY_ROLE.superadmin.username, "superadmin", "ok", "Share a saved view with the team", "sharedView", "Team", null],
    [SEED_ACCOUNT_BY_ROLE.admin.username, "admin", "ok", "Share a saved view with the team", "sharedView", "Team", null],
  ]);
  expect(saves[0].summary).toEqual({ body: { name: "Team", url: "/home/instances?state=stopped", shared: true } });
  const deletes = (await trail("deleteSharedView")).filter((r) => r.target_id === first.id);
  expect(deletes.map((r) => [r.username, r.outcome, r.status, r.label, r.target_name])).toEqual([
    [SEED_ACCOUNT_BY_ROLE.admin.username, "ok", 200, "Delete a view shared with the team", "Team"],
  ]);
});

test("names are unique among shared views, and apart from a user's own", async () => {
  const own = await save(admin, { name: "Running", url: "/home/instances?state=running" });
  expect(own.status).toBe(200);
  const shared = await share(admin, "Running", "/home/instances?state=running&deploy=shared");
  expect((await views(admin)).map((v) => [v.name, v.shared, v.url])).toEqual([
    ["Running", false, "/home/instances?state=running"],
    ["Running", true, "/home/instances?state=running&deploy=shared"],
  ]);
  // Deleting the own view by its id leaves the shared one, and the reverse.
  const { view: ownView } = (await own.json()) as { view: SavedView };
  expect((await remove(admin, ownView.id)).status).toBe(200);
  expect((await views(admin)).map((v) => v.id)).toEqual([shared.id]);
});

test(`the team keeps at most ${SHARED_VIEWS_MAX} shared views: the next new name is refused with a message`, async () => {
  const db = await consoleDatabase().open();
  for (let i = 0; i < SHARED_VIEWS_MAX; i += 1) await saveSharedView(db, { username: "someone@example.com", name: `Team ${i}`, url: "/home/instances" }, SHARED_VIEWS_MAX);
  const refused = await save(admin, { name: "One more", url: "/home/instances", shared: true });
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({ message: SAVED_VIEW_MESSAGES.tooManyShared });
  // Replacing one still works, and the admin's own views have their own room.
  expect((await save(admin, { name: "Team 3", url: "/home/instances?state=running", shared: true })).status).toBe(200);
  expect((await save(admin, { name: "One more", url: "/home/instances" })).status).toBe(200);
  expect((await views(manager)).filter((v) => v.shared)).toHaveLength(SHARED_VIEWS_MAX);
});

test("an account deleted through the console takes its own views along and leaves the ones it shared", async () => {
  const id = "rosa.team@example.com";
  const created = await createUser(superadmin, { id, firstName: "Rosa", lastName: "Team", type: "admin" });
  expect(created.status).toBe(200);
  const db = await consoleDatabase().open();
  await saveSharedView(db, { username: id, name: "Rosa's team view", url: "/home/instances?state=running" }, SHARED_VIEWS_MAX);
  await db.insertInto("saved_view").values({ username: id, name: "Rosa's own", url: "/home/instances" }).execute();

  expect((await callBff(superadmin, { method: "DELETE", path: `/users/${encodeURIComponent(id)}` })).status).toBe(200);
  const left = await db.selectFrom("saved_view").select(["name", "shared"]).where("username", "=", id).execute();
  expect(left).toEqual([{ name: "Rosa's team view", shared: true }]);
  expect((await views(manager)).map((v) => v.name)).toEqual(["Rosa's team view"]);
});

// Last: the demotion ends the admin's console sessions above manager.
test("the role is the one the upstream gives now: an admin demoted behind the console's back cannot share", async () => {
  const account = SEED_ACCOUNT_BY_ROLE.admin;
  const setRole = (type: Role) =>
    upstreamJson(
      { endpoint: api.updateUser, params: { userId: account.username }, body: { firstName: account.firstName, lastName: account.lastName, type } },
      { sid: superadmin.jwt!.sid, accessToken: superadmin.jwt!.accessToken, refreshToken: superadmin.jwt!.refreshToken },
    );
  // A sign-in of its own, its role read a moment ago: the cookie still says admin.
  const session = await anotherSignIn(admin);
  await setRole("manager");
  try {
    const res = await save(session, { name: "Demoted", url: "/home/instances", shared: true });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: MESSAGES.sessionEnded });
    expect(await answerSession(res)).toBeNull();
    expect(await views(manager)).toEqual([]);
  } finally {
    await setRole("admin");
  }
});
