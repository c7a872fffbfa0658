// The pre-flight facts as the console's route gives them, against the embedded
// upstream: a running shared server's sites with their users right now (the same figures the
// upstream's concurrency reads give), a stopped server's sites as not serving, the newest backup
// through the console in the last 24 hours from the trail, and refusals: no session, no region.
import { api, type ResponseOf } from "@/lib/contract";
import type { PreflightFacts } from "@/lib/domain/preflight";
import { handlePreflight } from "@/lib/routes/preflight";
import { callBff, consoleRequest, inProcess, sessionFor, withAuditTrail, type TestSession } from "./harness";

let admin: TestSession;

withAuditTrail();
beforeAll(async () => {
  admin = await sessionFor("admin");
});

function preflight(session: TestSession | null, instanceId: string, query: string): Promise<Response> {
  return handlePreflight(consoleRequest(`/api/preflight/${instanceId}?${query}`, session), instanceId);
}

async function facts(instanceId: string, query = "region=us-west-2"): Promise<PreflightFacts> {
  const res = await preflight(admin, instanceId, query);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return (await res.json()) as PreflightFacts;
}

async function listed() {
  const res = await callBff(admin, { method: "GET", path: "/instances?region=us-west-2" });
  return ((await res.json()) as ResponseOf<typeof api.listInstances>).instances;
}

async function upstreamRead<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await callBff(admin, { method: "GET", path });
  return { status: res.status, body: (await res.json()) as T };
}

/** The embedded upstream's users and concurrency change from one minute to the next. */
const minuteNow = () => Math.floor(Date.now() / 60_000);

test("a running shared server: every site, with the users and concurrency the upstream gives for it now", async () => {
  const server = (await listed()).find((i) => i.deploymentType === "shared" && i.state === "running")!;
  // The facts and the upstream's own answers read within one minute, so both see the same figures.
  let read: PreflightFacts;
  let answers: { status: number; body: ResponseOf<typeof api.concurrency> }[];
  let minute: number;
  do {
    minute = minuteNow();
    read = await facts(server.instanceId, `region=us-west-2&ip=${server.publicIpAddress ?? ""}`);
    answers = [];
    for (const site of read.sites ?? []) {
      answers.push(await upstreamRead<ResponseOf<typeof api.concurrency>>(`/instances/${server.instanceId}/${encodeURIComponent(site.domain)}/concurrency`));
    }
  } while (minuteNow() !== minute);

  const { body: volumes } = await upstreamRead<ResponseOf<typeof api.listVolumes>>(`/instances/${server.instanceId}/volumes?region=us-west-2`);
  const sites = volumes.volumes.filter((v) => v.domain.trim() !== "");
  expect(sites.length).toBeGreaterThan(1);
  expect(read.sites?.map((s) => s.client)).toEqual(sites.map((v) => v.client.trim()));
  (read.sites ?? []).forEach((site, i) => {
    const answer = answers[i]!;
    if (answer.status === 200) expect(site).toMatchObject({ state: "read", activeUsers: Number(answer.body.activeUsers), concurrency: Number(answer.body.concurrency) });
    else expect(site).toMatchObject({ state: "stopped", activeUsers: null });
  });
  expect(read.sites?.some((s) => s.state === "read")).toBe(true);
});

test("a stopped server's sites are not serving, so nobody is on them", async () => {
  const server = (await listed()).find((i) => i.state === "stopped")!;
  const read = await facts(server.instanceId);
  expect(read.sites?.length).toBeGreaterThan(0);
  expect(read.sites?.every((s) => s.state === "stopped" && s.activeUsers === null)).toBe(true);
});

test("a backup through the console shows as the last one in 24 hours", async () => {
  const server = (await listed()).find((i) => i.deploymentType === "dedicated" && i.state === "running")!;
  const before = await facts(server.instanceId);
  expect(before).toMatchObject({ backupKnown: true, lastBackupAt: null });

  const { body: info } = await upstreamRead<ResponseOf<typeof api.serverInfo>>(`/server-info/${server.instanceId}?region=us-west-2`);
  const started = Date.now();
  const res = await callBff(admin, {
    method: "POST",
    path: `/backup/${server.instanceId}`,
    body: JSON.stringify({ region: "us-west-2", instanceName: server.name, instanceData: info.instanceData }),
    contentType: "application/json",
  });
  expect(res.status).toBe(200);
  const after = await facts(server.instanceId);
  expect(after.backupKnown).toBe(true);
  expect(Date.parse(after.lastBackupAt ?? "")).toBeGreaterThanOrEqual(started - 1000);
});

test("refused without a signed-in session, and without a region, before anything is read upstream", async () => {
  await inProcess.clearLog();
  expect((await preflight(null, "i-0a1b2c3d4e5f60718", "region=us-west-2")).status).toBe(401);
  const bad = await preflight(admin, "i-0a1b2c3d4e5f60718", "region=mars");
  expect(bad.status).toBe(400);
  expect(await bad.json()).toMatchObject({ fields: { region: "Choose a region." } });
  expect(await inProcess.log()).toEqual([]);
});
