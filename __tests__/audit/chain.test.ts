// The audit trail's hash chain on both databases (lib/audit/chain, lib/audit/verify): rows written
// in turns form one chain even when several writers append at once; editing a row makes the
// verification name it; a removed or inserted row breaks the chain at the next one; a purge by the
// retention rule keeps the chain verifiable; a check from a checkpoint reads only newer rows.
import { sql } from "kysely";
import type { AuditStore } from "@/lib/audit/store";
import { verifyChain } from "@/lib/audit/verify";
import type { NewAuditRow } from "@/lib/db/schema";
import { storeBackends } from "./pgCluster";

const T0 = new Date("2026-11-20T10:00:00.000Z");

function row(n: number, over: Partial<NewAuditRow> = {}): NewAuditRow {
  return {
    at: new Date(T0.getTime() + n * 60_000),
    request_id: `req-${n}`,
    username: "admin@example.com",
    role: "admin",
    action: "instanceAction",
    label: "Start, stop or reboot an instance",
    target_kind: "instance",
    target_id: `i-${n}`,
    target_name: `MDL_${n}`,
    instance_id: `i-${n}`,
    instance_name: `MDL_${n}`,
    region: "us-west-2",
    motive: "Monthly patch window agreed with the client",
    status: 200,
    outcome: "ok",
    message: null,
    duration_ms: 12,
    client_address: "203.0.113.9",
    summary: JSON.stringify({ query: { region: "us-west-2" }, body: { action: "stop", reason: "Monthly patch", nested: { z: 1, a: [1, "two"] } } }),
    ...over,
  };
}

async function ids(store: AuditStore): Promise<string[]> {
  const rows = await store.db.selectFrom("audit_event").select("id").orderBy("id").execute();
  return rows.map((r) => String(r.id));
}

describe.each(storeBackends())("the audit chain on %s", (_name, open) => {
  let store: AuditStore;
  beforeAll(async () => {
    store = await open();
  });
  beforeEach(async () => {
    await sql`truncate audit_event`.execute(store.db);
  });
  afterAll(() => store.close());

  it("rows written by writers at the same time form one chain that verifies", async () => {
    // Four writers at once (on PostgreSQL, four pool connections): the lock makes them take turns.
    await Promise.all([0, 1, 2, 3].map((w) => Promise.all(Array.from({ length: 10 }, (_, i) => store.insert([row(w * 10 + i)])))));
    await store.insert([row(100), row(101), row(102)]);
    const report = await verifyChain(store.db);
    expect(report).toMatchObject({ ok: true, complete: true, checked: 43, unchained: 0, broken: null });
    expect(report.checkpoint?.id).toBe((await ids(store)).at(-1));
  });

  it("editing one row makes the verification name that row", async () => {
    await store.insert(Array.from({ length: 8 }, (_, i) => row(i)));
    const [, , third] = await ids(store);
    await sql`update audit_event set motive = 'Nothing happened here' where id = ${third}`.execute(store.db);
    const report = await verifyChain(store.db);
    expect(report).toMatchObject({ ok: false, checked: 2, broken: { id: third, problem: "altered" } });
    expect(report.broken?.message).toContain(`#${third}`);
  });

  it("editing the summary (a JSON field) or the time is found as well", async () => {
    await store.insert([row(1), row(2), row(3)]);
    const [first, second] = await ids(store);
    await sql`update audit_event set summary = jsonb_set(summary, '{body,action}', '"start"') where id = ${second}`.execute(store.db);
    expect((await verifyChain(store.db)).broken).toMatchObject({ id: second, problem: "altered" });
    await sql`update audit_event set at = at + interval '1 second' where id = ${first}`.execute(store.db);
    expect((await verifyChain(store.db)).broken).toMatchObject({ id: first, problem: "altered" });
  });

  it("a deleted row breaks the chain at the row after it", async () => {
    await store.insert(Array.from({ length: 5 }, (_, i) => row(i)));
    const all = await ids(store);
    await sql`delete from audit_event where id = ${all[2]}`.execute(store.db);
    expect((await verifyChain(store.db)).broken).toMatchObject({ id: all[3], problem: "missing" });
  });

  it("deleting the oldest rows by hand is found; a purge by the retention rule is not a break", async () => {
    await store.insert(Array.from({ length: 6 }, (_, i) => row(i)));
    const all = await ids(store);
    await sql`delete from audit_event where id in (${all[0]}, ${all[1]})`.execute(store.db);
    expect((await verifyChain(store.db)).broken).toMatchObject({ id: all[2], problem: "missing" });

    await sql`truncate audit_event`.execute(store.db);
    await store.insert(Array.from({ length: 6 }, (_, i) => row(i)));
    expect(await store.purge(new Date(T0.getTime() + 2.5 * 60_000))).toBe(3);
    const report = await verifyChain(store.db);
    expect(report).toMatchObject({ ok: true, checked: 4 });
  });

  it("a row inserted without its place in the chain is named", async () => {
    await store.insert([row(1), row(2)]);
    await store.db.insertInto("audit_event").values({ ...row(3), prev_hash: null, row_hash: null }).execute();
    await store.insert([row(4)]);
    const all = await ids(store);
    expect((await verifyChain(store.db)).broken).toMatchObject({ id: all[2], problem: "unhashed" });
  });

  it("rows written before the chain are counted, not failed", async () => {
    await store.db.insertInto("audit_event").values([{ ...row(1) }, { ...row(2) }]).execute();
    await store.insert([row(3), row(4)]);
    expect(await verifyChain(store.db)).toMatchObject({ ok: true, checked: 2, unchained: 2 });
  });

  it("from a checkpoint only newer rows are read, and the checkpoint row is checked again", async () => {
    await store.insert(Array.from({ length: 4 }, (_, i) => row(i)));
    const first = await verifyChain(store.db, { maxRows: 2 });
    expect(first).toMatchObject({ ok: true, complete: false, checked: 2 });
    await store.insert([row(10)]);
    const rest = await verifyChain(store.db, { from: first.checkpoint });
    expect(rest).toMatchObject({ ok: true, complete: true, checked: 5 });
    await sql`update audit_event set username = 'someone@example.com' where id = ${rest.checkpoint?.id}`.execute(store.db);
    expect((await verifyChain(store.db, { from: rest.checkpoint })).broken).toMatchObject({ id: rest.checkpoint?.id, problem: "altered" });
  });
});
