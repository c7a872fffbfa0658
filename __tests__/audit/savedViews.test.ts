// Saved views in the console's database, on both of its backends like the audit store
// itself: the embedded PGlite and a throwaway PostgreSQL 15 server. Listed by name per user, a
// name saved again replaces its address, the per-user limit holds for new names only, and a
// user deletes only their own rows.
import { AuditStore } from "@/lib/audit/store";
import { migrateDatabase } from "@/lib/db/database";
import { deleteSavedView, listSavedViews, saveSavedView } from "@/lib/db/savedViews";
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

  it("migrating again changes nothing", async () => {
    await migrateDatabase(store.db);
    expect((await listSavedViews(store.db, ADMIN)).map((v) => v.name)).toEqual(["Running"]);
  });
});
