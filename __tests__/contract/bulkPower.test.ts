// Bulk start, stop and reboot through POST /api/bulk/power: one motive, each server's
// call made through the BFF's own pipeline and recorded with that motive, the outcomes answered
// one NDJSON line per server as they come and a summary line; a failure of one server does not
// stop the others; at most four calls are upstream at once; a malformed, cross-origin or
// signed-out request is refused before anything is forwarded.
import { api, type ResponseOf } from "@/lib/contract";
import { auditRecorder } from "@/lib/audit/recorder";
import { handleBulkPower } from "@/lib/routes/bulkPower";
import type { BulkLine } from "@/lib/domain/bulkPower";
import { getEmbeddedSim } from "@/lib/sim";
import { callBff, consoleRequest, inProcess, ORIGIN, sessionFor, withAuditTrail, type TestSession } from "./harness";

let admin: TestSession;
const MOTIVE = "Monthly kernel patching agreed with the clients";

withAuditTrail();
beforeAll(async () => {
  admin = await sessionFor("admin");
});

function bulk(session: TestSession | null, body: unknown, origin: string | null = ORIGIN): Promise<Response> {
  return handleBulkPower(consoleRequest("/api/bulk/power", session, { method: "POST", body, origin }));
}

async function lines(res: Response): Promise<BulkLine[]> {
  return (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as BulkLine);
}

async function running(n: number): Promise<string[]> {
  const res = await callBff(admin, { method: "GET", path: "/instances?region=us-west-2" });
  const { instances } = (await res.json()) as ResponseOf<typeof api.listInstances>;
  return instances.filter((i) => i.state === "running").slice(0, n).map((i) => i.instanceId);
}

async function failOnce(id: string) {
  const res = await getEmbeddedSim().handle(new Request("http://embedded.sim/__sim/fail-next", { method: "POST", body: JSON.stringify({ endpoint: "instanceAction", id }) }));
  expect(res.status).toBe(200);
}

test("three servers stopped with one motive: a line each as it comes, the failure with its message, and a summary", async () => {
  const ids = await running(3);
  await failOnce(ids[1]);
  await inProcess.clearLog();
  const res = await bulk(admin, { kind: "instance", action: "stop", region: "us-west-2", reason: MOTIVE, ids });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
  const got = await lines(res);
  const items = got.filter((l) => l.type === "item");
  expect(items.map((l) => l.id).sort()).toEqual([...ids].sort());
  expect(items.find((l) => l.id === ids[1])).toMatchObject({ status: 503, outcome: "failed", message: expect.stringContaining(ids[1]) });
  for (const id of [ids[0], ids[2]]) expect(items.find((l) => l.id === id)).toMatchObject({ status: 200, outcome: "ok" });
  expect(got.at(-1)).toEqual({ type: "done", ok: 2, refused: 0, failed: 1 });

  // Each was a call of its own upstream, and each is in the trail with the motive.
  expect((await inProcess.log()).filter((e) => e.endpointId === "instanceAction")).toHaveLength(3);
  await auditRecorder().flush();
  const store = await auditRecorder().store();
  const rows = (await store.page({ action: "instanceAction" }, { limit: 20 })).rows.filter((r) => ids.includes(r.target_id ?? ""));
  expect(rows.map((r) => [r.target_id, r.motive, r.outcome]).sort()).toEqual(
    [
      [ids[0], MOTIVE, "ok"],
      [ids[1], MOTIVE, "failed"],
      [ids[2], MOTIVE, "ok"],
    ].sort(),
  );
});

test("never more than four calls upstream at once", async () => {
  const sim = getEmbeddedSim();
  const ids = await running(10);
  expect(ids).toHaveLength(10);
  const original = sim.handle.bind(sim);
  let inFlight = 0;
  let most = 0;
  const spy = jest.spyOn(sim, "handle").mockImplementation(async (request: Request) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return await original(request);
    } finally {
      inFlight -= 1;
    }
  });
  try {
    const got = await lines(await bulk(admin, { kind: "instance", action: "reboot", region: "us-west-2", reason: MOTIVE, ids }));
    expect(got.at(-1)).toMatchObject({ type: "done", ok: 10 });
  } finally {
    spy.mockRestore();
  }
  expect(most).toBeGreaterThan(1);
  expect(most).toBeLessThanOrEqual(4);
});

test("refused before anything is forwarded: a short motive, no servers, a server twice, another origin, no session", async () => {
  const [id] = await running(1);
  await inProcess.clearLog();
  const short = await bulk(admin, { kind: "instance", action: "stop", region: "us-west-2", reason: "too short", ids: [id] });
  expect(short.status).toBe(400);
  expect(((await short.json()) as { fields: Record<string, string> }).fields.reason).toBeTruthy();
  expect((await bulk(admin, { kind: "instance", action: "stop", region: "us-west-2", reason: MOTIVE, ids: [] })).status).toBe(400);
  const twice = await bulk(admin, { kind: "instance", action: "stop", region: "us-west-2", reason: MOTIVE, ids: [id, id] });
  expect(((await twice.json()) as { fields: Record<string, string> }).fields.ids).toBe("A server is listed twice.");
  expect((await bulk(admin, { kind: "instance", action: "stop", region: "us-west-2", reason: MOTIVE, ids: [id] }, "https://evil.example")).status).toBe(403);
  expect((await bulk(null, { kind: "instance", action: "stop", region: "us-west-2", reason: MOTIVE, ids: [id] })).status).toBe(401);
  expect(await inProcess.log()).toEqual([]);
});

test("per server the single call's rules hold: a manager's bulk stop goes through where a manager may stop", async () => {
  const manager = await sessionFor("manager");
  const [id] = await running(1);
  const got = await lines(await bulk(manager, { kind: "instance", action: "stop", region: "us-west-2", reason: MOTIVE, ids: [id, "i-doesnotexist0000"] }));
  expect(got.find((l) => l.type === "item" && l.id === id)).toMatchObject({ outcome: "ok" });
  expect(got.find((l) => l.type === "item" && l.id === "i-doesnotexist0000")).toMatchObject({ outcome: "refused", status: 404 });
  expect(got.at(-1)).toEqual({ type: "done", ok: 1, refused: 1, failed: 0 });
});
