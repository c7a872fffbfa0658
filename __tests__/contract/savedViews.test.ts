// Saved views through the console's own routes, as a caller sees them: signed out is
// 401 and a cross-origin change 403 (before anything is read or written); a bad name or an
// address with a host is 400 with field errors; a saved view comes back in the list with its
// address normalised; one user never sees nor deletes another's; a 51st view is refused; an
// account deleted through the console takes its views along; and with the audit trail off the
// routes say the feature is unavailable.
import { consoleDatabase } from "@/lib/db/processDatabase";
import { deleteSavedViewsOf, listSavedViews, saveSavedView } from "@/lib/db/savedViews";
import { MESSAGES } from "@/lib/http/messages";
import { SAVED_VIEW_MESSAGES, SAVED_VIEWS_MAX, type SavedView } from "@/lib/domain/savedViews";
import { handleDeleteView, handleListViews, handleSaveView } from "@/lib/routes/views";
import { callBff, createUser, consoleRequest, ORIGIN, sessionFor, withAuditTrail, type TestSession } from "./harness";

let admin: TestSession;
let manager: TestSession;
let anonymous: TestSession;
let pending: TestSession;

withAuditTrail();
beforeAll(async () => {
  [admin, manager, anonymous, pending] = await Promise.all([sessionFor("admin"), sessionFor("manager"), sessionFor("anonymous"), sessionFor("pending")]);
});

function list(session: TestSession): Promise<Response> {
  return handleListViews(consoleRequest("/api/views", session));
}

function save(session: TestSession, body: unknown, origin: string | null = ORIGIN): Promise<Response> {
  return handleSaveView(consoleRequest("/api/views", session, { method: "POST", body, origin }));
}

function remove(session: TestSession, id: string, origin: string | null = ORIGIN): Promise<Response> {
  return handleDeleteView(consoleRequest(`/api/views/${id}`, session, { method: "DELETE", origin }), id);
}

async function views(session: TestSession): Promise<SavedView[]> {
  const res = await list(session);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return ((await res.json()) as { views: SavedView[] }).views;
}

async function clear(session: TestSession): Promise<void> {
  for (const view of await views(session)) expect((await remove(session, view.id)).status).toBe(200);
}

beforeEach(async () => {
  await clear(admin);
  await clear(manager);
});

test("signed out, or before the two-factor code, every route is 401", async () => {
  for (const who of [anonymous, pending]) {
    const answers = [await list(who), await save(who, { name: "Mine", url: "/home/instances" }), await remove(who, "1")];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: MESSAGES.signIn });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  }
});

test("a change from another origin, or without an Origin, is 403 and changes nothing", async () => {
  expect((await save(admin, { name: "Mine", url: "/home/instances" }, "https://evil.example")).status).toBe(403);
  expect((await save(admin, { name: "Mine", url: "/home/instances" }, null)).status).toBe(403);
  expect(await views(admin)).toEqual([]);

  const saved = await save(admin, { name: "Mine", url: "/home/instances" });
  const { view } = (await saved.json()) as { view: SavedView };
  const refused = await remove(admin, view.id, "https://evil.example");
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ message: MESSAGES.crossOrigin });
  expect((await views(admin)).map((v) => v.name)).toEqual(["Mine"]);
});

test("a bad name, or an address with a host, is 400 with the field's message", async () => {
  const badName = await save(admin, { name: "  ", url: "/home/instances" });
  expect(badName.status).toBe(400);
  expect(await badName.json()).toEqual({ message: MESSAGES.invalid, fields: { name: SAVED_VIEW_MESSAGES.nameRequired } });

  const long = await save(admin, { name: "x".repeat(61), url: "/home/instances" });
  expect(await long.json()).toMatchObject({ fields: { name: SAVED_VIEW_MESSAGES.nameTooLong } });

  for (const url of ["https://evil.example/home/instances?state=running", "//evil.example/home/instances", "/home/dbinstances"]) {
    const res = await save(admin, { name: "Elsewhere", url });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: MESSAGES.invalid, fields: { url: SAVED_VIEW_MESSAGES.urlInvalid } });
  }

  const extra = await save(admin, { name: "Mine", url: "/home/instances", username: "manager@example.com" });
  expect(extra.status).toBe(400);
  const notJson = await handleSaveView(consoleRequest("/api/views", admin, { method: "POST", text: "{" }));
  expect(notJson.status).toBe(400);
  const huge = await save(admin, { name: "Mine", url: `/home/instances?q=${"a".repeat(20_000)}` });
  expect(huge.status).toBe(413);
  expect(await views(admin)).toEqual([]);
});

test("saved, then listed by name with the address normalised; the same name saved again replaces it", async () => {
  const res = await save(admin, { name: "  Running dedicated ", url: "/home/instances?deploy=dedicated&state=running&evil=1&region=us-west-2" });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const { view } = (await res.json()) as { view: SavedView };
  expect(view).toMatchObject({ name: "Running dedicated", url: "/home/instances?state=running&deploy=dedicated&region=us-west-2" });
  await save(admin, { name: "A first", url: "/home/instances?sort=-name" });

  expect((await views(admin)).map((v) => [v.name, v.url])).toEqual([
    ["A first", "/home/instances?sort=-name"],
    ["Running dedicated", "/home/instances?state=running&deploy=dedicated&region=us-west-2"],
  ]);

  await save(admin, { name: "Running dedicated", url: "/home/instances?state=running" });
  const after = await views(admin);
  expect(after.find((v) => v.name === "Running dedicated")).toMatchObject({ id: view.id, url: "/home/instances?state=running" });
  expect(after).toHaveLength(2);
});

test("one user neither sees nor deletes another's views", async () => {
  const { view } = (await (await save(admin, { name: "Admin's", url: "/home/instances?state=stopped" })).json()) as { view: SavedView };
  expect(await views(manager)).toEqual([]);

  const refused = await remove(manager, view.id);
  expect(refused.status).toBe(404);
  expect(await refused.json()).toEqual({ message: SAVED_VIEW_MESSAGES.notFound });
  expect((await views(admin)).map((v) => v.id)).toEqual([view.id]);

  expect((await remove(admin, "not-an-id")).status).toBe(400);
  const deleted = await remove(admin, view.id);
  expect(deleted.status).toBe(200);
  expect(await deleted.json()).toEqual({ id: view.id, name: "Admin's" });
  expect(await views(admin)).toEqual([]);
});

test(`a user keeps at most ${SAVED_VIEWS_MAX} views: the next new name is refused with a message`, async () => {
  for (let i = 0; i < SAVED_VIEWS_MAX; i += 1) expect((await save(admin, { name: `View ${i}`, url: "/home/instances" })).status).toBe(200);
  const refused = await save(admin, { name: "One more", url: "/home/instances" });
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({ message: SAVED_VIEW_MESSAGES.tooMany });
  expect((await save(admin, { name: "View 7", url: "/home/instances?state=running" })).status).toBe(200);
  expect(await views(admin)).toHaveLength(SAVED_VIEWS_MAX);
});

test("an account deleted through the console takes its saved views along; a deletion the upstream refuses keeps them", async () => {
  const superadmin = await sessionFor("superadmin");
  const db = await consoleDatabase().open();
  const id = "ines.lopez@example.com";
  const stranger = "nobody.here@example.com";
  const created = await createUser(superadmin, { id, firstName: "Ines", lastName: "Lopez", type: "manager" });
  expect(created.status).toBe(200);
  await saveSavedView(db, { username: id, name: "Mine", url: "/home/instances?state=running" }, SAVED_VIEWS_MAX);
  await saveSavedView(db, { username: stranger, name: "Kept", url: "/home/instances" }, SAVED_VIEWS_MAX);
  try {
    // No such account upstream: the refusal changes nothing here either.
    expect((await callBff(superadmin, { method: "DELETE", path: `/users/${encodeURIComponent(stranger)}` })).status).toBe(404);
    expect((await listSavedViews(db, stranger)).map((v) => v.name)).toEqual(["Kept"]);

    expect((await callBff(superadmin, { method: "DELETE", path: `/users/${encodeURIComponent(id)}` })).status).toBe(200);
    // An account created again under the same address starts with none.
    expect(await listSavedViews(db, id)).toEqual([]);
  } finally {
    await deleteSavedViewsOf(db, stranger);
    await deleteSavedViewsOf(db, id);
  }
});

test("with the audit trail off, the routes answer 503 and say why", async () => {
  const enabled = jest.spyOn(consoleDatabase(), "enabled", "get").mockReturnValue(false);
  try {
    const res = await list(admin);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: SAVED_VIEW_MESSAGES.unavailable });
    expect((await save(admin, { name: "Mine", url: "/home/instances" })).status).toBe(503);
  } finally {
    enabled.mockRestore();
  }
});
