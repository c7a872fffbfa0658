// Saved views in the console's database, on both of its backends like the audit store
// itself: the embedded PGlite and a throwaway PostgreSQL 15 server. Listed by name per user, a
// name saved again replaces its address, the per-user limit holds for new names only, and a
// user deletes only their own rows. Views shared with the team are one list for everyone, with
// names unique among them (an own view may bear the same name), a limit of their own, and they
// outlive the account that shared them.
import { AuditStore } from "@/lib/audit/store";
import { migrateDatabase } from "@/lib/db/database";
import {
  deleteSavedView,
  deleteSavedViewsOf,
  deleteSharedView,
  findSharedView,
  listSavedViews,
  listSharedViews,
  saveSavedView,
  saveSharedView,
} from "@/lib/db/savedViews";
import { storeBackends } from "./pgCluster";

const ADMIN = "admin@example.com";
const MANAGER = "manager@example.com";

describe.each(storeBackends())("saved views on %s", (_name, open) => {
  let store: AuditStore;
  beforeAll(async () => {
    store = await open();
    await store.db.deleteFrom("saved_view").execute();
  });
  afterAll(() => store.close());

  it("lists a user's views by name, and only theirs", async () => {
    const saved = await saveSavedView(store.db, { username: ADMIN, name: "Running", url: "/home/instances?state=running" }, 50);
    expect(saved).toMatchObject({ saved: true, view: { name: "Running", url: "/home/instances?state=running" } });
    if (!saved.saved) throw new Error("not saved");
    expect(saved.view.id).toMatch(/^\d+$/);
    expect(saved.view.createdAt).toBeInstanceOf(Date);
    await saveSavedView(store.db, { username: ADMIN, name: "Dedicated", url: "/home/instances?deploy=dedicated" }, 50);
    await saveSavedView(store.db, { username: MANAGER, name: "Mine", url: "/home/instances?lms=Moodle" }, 50);
    expect((await listSavedViews(store.db, ADMIN)).map((v) => v.name)).toEqual(["Dedicated", "Running"]);
    expect((await listSavedViews(store.db, MANAGER)).map((v) => v.name)).toEqual(["Mine"]);
    expect(await listSavedViews(store.db, "nobody@example.com")).toEqual([]);
  });

  it("saving a name again replaces its address and keeps its id", async () => {
    const before = (await listSavedViews(store.db, ADMIN)).find((v) => v.name === "Running")!;
    const again = await saveSavedView(store.db, { username: ADMIN, name: "Running", url: "/home/instances?state=running&sort=-name" }, 50);
    expect(again).toMatchObject({ saved: true, view: { id: before.id, url: "/home/instances?state=running&sort=-name" } });
    expect((await listSavedViews(store.db, ADMIN)).map((v) => [v.name, v.url])).toEqual([
      ["Dedicated", "/home/instances?deploy=dedicated"],
      ["Running", "/home/instances?state=running&sort=-name"],
    ]);
  });

  it("refuses a new name past the limit, but still replaces an existing one", async () => {
    // The admin holds two views: with a limit of two a third name has no room.
    expect(await saveSavedView(store.db, { username: ADMIN, name: "Third", url: "/home/instances" }, 2)).toEqual({ saved: false, reason: "full" });
    expect(await saveSavedView(store.db, { username: ADMIN, name: "Dedicated", url: "/home/instances?deploy=shared" }, 2)).toMatchObject({ saved: true });
    // Another user's views do not count against this one's.
    expect(await saveSavedView(store.db, { username: MANAGER, name: "Second", url: "/home/instances" }, 2)).toMatchObject({ saved: true });
    expect((await listSavedViews(store.db, ADMIN)).map((v) => v.name)).toEqual(["Dedicated", "Running"]);
  });

  it("deletes by id only for the user who saved it", async () => {
    const [dedicated] = await listSavedViews(store.db, ADMIN);
    expect(await deleteSavedView(store.db, MANAGER, dedicated.id)).toBeNull();
    expect((await listSavedViews(store.db, ADMIN)).map((v) => v.name)).toEqual(["Dedicated", "Running"]);
    expect(await deleteSavedView(store.db, ADMIN, dedicated.id)).toBe("Dedicated");
    expect(await deleteSavedView(store.db, ADMIN, dedicated.id)).toBeNull();
    expect((await listSavedViews(store.db, ADMIN)).map((v) => v.name)).toEqual(["Running"]);
  });

  it("shares a view with everyone: apart from each user's own, a shared name replaced whoever saves it", async () => {
    const shared = await saveSharedView(store.db, { username: ADMIN, name: "Running", url: "/home/instances?state=running&deploy=shared" }, 50);
    expect(shared).toMatchObject({ saved: true, view: { name: "Running", shared: true, username: ADMIN } });
    if (!shared.saved) throw new Error("not shared");
    // The admin's own "Running" is untouched, and not among the shared ones.
    expect((await listSavedViews(store.db, ADMIN)).map((v) => [v.name, v.shared])).toEqual([["Running", false]]);
    expect((await listSharedViews(store.db)).map((v) => [v.name, v.url, v.username])).toEqual([["Running", "/home/instances?state=running&deploy=shared", ADMIN]]);

    const again = await saveSharedView(store.db, { username: "super@example.com", name: "Running", url: "/home/instances?state=stopped" }, 50);
    expect(again).toMatchObject({ saved: true, view: { id: shared.view.id, url: "/home/instances?state=stopped", username: "super@example.com" } });
    expect(await listSharedViews(store.db)).toHaveLength(1);
    expect(await findSharedView(store.db, shared.view.id)).toMatchObject({ name: "Running", shared: true });
    // An own view's id is no shared view.
    const [own] = await listSavedViews(store.db, ADMIN);
    expect(await findSharedView(store.db, own.id)).toBeNull();
  });

  it("refuses a new shared name past the team's limit; own views do not count", async () => {
    expect(await saveSharedView(store.db, { username: ADMIN, name: "Second", url: "/home/instances" }, 1)).toEqual({ saved: false, reason: "full" });
    expect(await saveSharedView(store.db, { username: ADMIN, name: "Running", url: "/home/instances?state=running" }, 1)).toMatchObject({ saved: true });
    expect((await listSharedViews(store.db)).map((v) => v.name)).toEqual(["Running"]);
  });

  it("deletes a shared view only as a shared one, and a deleted account's own views leave it", async () => {
    const [shared] = await listSharedViews(store.db);
    // Deleting an own view by its id never reaches a shared row, whoever saved it.
    expect(await deleteSavedView(store.db, "super@example.com", shared.id)).toBeNull();
    expect(await deleteSavedViewsOf(store.db, "SUPER@example.com")).toBe(0);
    expect(await listSharedViews(store.db)).toHaveLength(1);
    const [own] = await listSavedViews(store.db, ADMIN);
    expect(await deleteSharedView(store.db, own.id)).toBeNull();

    expect(await deleteSharedView(store.db, shared.id)).toBe("Running");
    expect(await deleteSharedView(store.db, shared.id)).toBeNull();
    expect(await listSharedViews(store.db)).toEqual([]);
    expect((await listSavedViews(store.db, ADMIN)).map((v) => v.name)).toEqual(["Running"]);
  });

  it("migrating again changes nothing", async () => {
    await migrateDatabase(store.db);
    expect((await listSavedViews(store.db, ADMIN)).map((v) => v.name)).toEqual(["Running"]);
  });
});
