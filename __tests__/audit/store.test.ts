// The audit store on both of its databases, in the same run: the embedded PGlite and a real
// PostgreSQL 15 server started for the test. The same schema and migrations, the same filters,
// newest first with keyset pages, purging by age (which leaves a row saying so), and migrations
// that apply once.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AuditStore } from "@/lib/audit/store";
import { migrateDatabase } from "@/lib/db/database";
import type { NewAuditRow } from "@/lib/db/schema";
import { storeBackends } from "./pgCluster";

const T0 = new Date("2026-11-20T10:00:00.000Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

function row(n: number, over: Partial<NewAuditRow> = {}): NewAuditRow {
  return {
    at: minutes(n),
    request_id: `req-${n}`,
    username: "admin@example.com",
    role: "admin",
    action: "instanceAction",
    label: "Start, stop or reboot an instance",
    target_kind: "instance",
    target_id: "i-0abc",
    target_name: "MDL_CAMPUS01",
    region: "us-west-2",
    motive: "Monthly patch window agreed with the client",
    status: 200,
    outcome: "ok",
    message: null,
    duration_ms: 12,
    client_address: "203.0.113.9",
    summary: JSON.stringify({ action: "stop" }),
    ...over,
  };
}

describe.each(storeBackends())("the audit store on %s", (_name, open) => {
  let store: AuditStore;
  beforeAll(async () => {
    store = await open();
    await store.insert([
      row(1),
      row(2, { username: "manager@example.com", role: "manager", action: "dbInstanceAction", target_kind: "dbInstance", target_id: "mdl-shared-rds-01", target_name: "mdl-shared-rds-01" }),
      row(3, { status: 409, outcome: "refused", message: "The instance is already stopped." }),
      row(4, { region: "eu-central-1", target_id: "i-0eu", target_name: "MDL_BERLIN" }),
      row(5, { action: "signIn", label: "Sign in", target_kind: null, target_id: null, target_name: null, region: null, motive: null }),
    ]);
  });
  afterAll(() => store.close());

  it("keeps what was recorded, newest first, with the JSON summary as an object", async () => {
    const { rows, next } = await store.page({}, { limit: 10 });
    expect(rows.map((r) => r.request_id)).toEqual(["req-5", "req-4", "req-3", "req-2", "req-1"]);
    expect(next).toBeNull();
    expect(rows[4]).toMatchObject({ username: "admin@example.com", motive: "Monthly patch window agreed with the client", summary: { action: "stop" }, status: 200 });
    expect(rows[4].at).toEqual(minutes(1));
  });

  it("filters by user, action, target (part of an id or name, any case), motive (part of it, any case), region, outcome and dates", async () => {
    const ids = async (filter: Parameters<AuditStore["page"]>[0]) => (await store.page(filter, { limit: 10 })).rows.map((r) => r.request_id);
    expect(await ids({ username: "manager@example.com" })).toEqual(["req-2"]);
    expect(await ids({ action: "signIn" })).toEqual(["req-5"]);
    expect(await ids({ target: "campus" })).toEqual(["req-3", "req-1"]);
    expect(await ids({ target: "rds-01" })).toEqual(["req-2"]);
    expect(await ids({ target: "100%_" })).toEqual([]);
    expect(await ids({ motive: "PATCH window" })).toEqual(["req-4", "req-3", "req-2", "req-1"]);
    expect(await ids({ motive: "nothing like it" })).toEqual([]);
    expect(await ids({ region: "eu-central-1" })).toEqual(["req-4"]);
    expect(await ids({ outcome: "refused" })).toEqual(["req-3"]);
    expect(await ids({ from: minutes(2), to: minutes(4) })).toEqual(["req-4", "req-3", "req-2"]);
  });

  it("pages by the last row shown, so every row is seen once", async () => {
    const first = await store.page({}, { limit: 2 });
    const second = await store.page({}, { limit: 2, before: first.next });
    const third = await store.page({}, { limit: 2, before: second.next });
    expect([...first.rows, ...second.rows, ...third.rows].map((r) => r.request_id)).toEqual(["req-5", "req-4", "req-3", "req-2", "req-1"]);
    expect(third.next).toBeNull();
  });

  it("purges rows older than a date, and migrating again changes nothing", async () => {
    await migrateDatabase(store.db);
    expect(await store.purge(minutes(2))).toBe(1);
    // The four kept, and the purge's own row naming the first row kept.
    expect(await store.count()).toBe(5);
    expect((await store.page({}, { limit: 1 })).rows[0]).toMatchObject({ action: "trailPurged", outcome: "ok" });
  });
});

test("PGlite in a directory whose parents do not exist yet (a fresh deployment's .local): made, and what it kept is there after a restart", async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), "audit-fresh-"));
  const dataDir = path.join(root, "deploy", ".local", "audit-db");
  try {
    const first = await AuditStore.open({ dataDir });
    await first.insert([row(1)]);
    await first.close();
    const again = await AuditStore.open({ dataDir });
    expect((await again.page({}, { limit: 10 })).rows.map((r) => r.request_id)).toEqual(["req-1"]);
    await again.close();
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
