// Scheduled upgrade batches in the embedded upstream (spec 3 §2.5–§2.8, §3, §4, §5, §7, §8, §9;
// spec 2 §7), driven through the request path on a clock the test moves: domain validation and
// its roles, the batch request (its Costa Rica date rule, also around midnight UTC, and the
// approval mail), approval (superadmin only), the scheduler in fast mode (runs a few seconds after
// approval: versions raised, per-LMS results and totals, UPGERR making it partial) and real mode
// (from 00:00 Costa Rica of its day; `not_executed_by_time` when the day passes), and the report's
// list, date filter and seeded history.
import { api } from "@/lib/contract";
import { BATCH_STATUSES, BOTH_DATES_REQUIRED_MESSAGE, SCHEDULING_MESSAGES } from "@/lib/domain/scheduling";
import { compareVersions } from "@/lib/domain/versions";
import type { Sim } from "@/lib/sim";
import { UPGRADE_FAILS_MARKER } from "@/lib/sim/machine/processMarkers";
import { LATEST_MOODLE } from "@/lib/sim/machine/upgradeSite";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { callForm, clockedSim, REGION, rows, type Clock, type Row } from "./opsHelpers";
import { creationForm, outbox } from "./processHelpers";

/** FIXED_NOW (opsHelpers) is 2026-03-10T09:00Z: 03:00 of 2026-03-10 in Costa Rica (UTC-6). */
const TODAY_CR = "2026-03-10";
/** A default LMS upgrade lasts processMs (45 s) ± a third: at most 60 s. */
const LONGEST_LMS_MS = 60_000;
const HOUR_MS = 3_600_000;

// Each test signs in several times and walks the clock through many requests; under a full,
// parallel jest run that can pass the default 5 s.

interface Volume {
  instanceId: string;
  deploymentType: "shared" | "dedicated";
  volumeId: string;
  domain: string;
  lms: string;
  version: string | null;
  client: string;
}

interface BatchLms {
  instanceId: string;
  deploymentType: string;
  domain: string;
  volumeId: string | null;
  client?: string | null;
  name?: string | null;
  status?: string | null;
  error?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  duration?: number | null;
}

interface Batch {
  batchId: string;
  scheduledTime: string;
  requestedBy: string;
  approvedBy: string | null;
  status: string;
  totalProcessed: number;
  successful: number;
  failed: number;
  startTime: string | null;
  endTime: string | null;
  duration: number | null;
  lmsList: BatchLms[];
}

/** Tokens for each role, signed in again whenever the clock has moved past their lifetime. */
async function tokens(sim: Sim) {
  return {
    manager: await signInVerified(sim, ACCOUNTS.manager),
    admin: await signInVerified(sim, ACCOUNTS.admin),
    superadmin: await signInVerified(sim, ACCOUNTS.superadmin),
  };
}

async function server(sim: Sim, token: string, name: string): Promise<Row> {
  const found = (await rows(sim, token)).find((r) => r.name === name && r.deploymentType === "shared");
  if (!found) throw new Error(`no shared server ${name} in ${REGION}`);
  return found;
}

async function volumesOf(sim: Sim, token: string, instanceId: string): Promise<Volume[]> {
  const res = await call(sim, "GET", `/instances/${instanceId}/volumes?region=${REGION}`, { token });
  expect(res.status).toBe(200);
  return res.body.volumes as Volume[];
}

/** Moodle sites an upgrade may raise: a known version from 4.3.3, below the newest. */
const upgradable = (v: Volume) => v.lms === "Moodle" && v.domain !== "" && !!v.version && compareVersions(v.version, "4.3.3") >= 0 && compareVersions(v.version, LATEST_MOODLE) < 0;

const target = (v: Volume) => ({ instanceId: v.instanceId, deploymentType: v.deploymentType, domain: v.domain, volumeId: v.volumeId });

async function batches(sim: Sim, token: string, query = ""): Promise<Batch[]> {
  const res = await call(sim, "GET", `/instances/scheduled-upgrade${query}`, { token });
  expect(res.status).toBe(200);
  expect(api.scheduledUpgrades.response.safeParse(res.body).success).toBe(true);
  return res.body.data as Batch[];
}

async function results(sim: Sim, token: string, batchId: string): Promise<Batch> {
  const res = await call(sim, "GET", `/instances/scheduled-upgrade-results/${batchId}`, { token });
  expect(res.status).toBe(200);
  expect(api.scheduledUpgradeResults.response.safeParse(res.body).success).toBe(true);
  return res.body.data as Batch;
}

/** Requests a batch and returns the answer and the id of the batch it added (found in the list). */
async function requestBatch(sim: Sim, token: string, instanceId: string, scheduledTime: string, lms: Volume[]) {
  const before = new Set((await batches(sim, token)).map((b) => b.batchId));
  const res = await call(sim, "POST", `/instances/${instanceId}/upgrade-batch-request`, {
    token,
    body: { scheduledTime, deploymentType: "shared", lmsList: lms.map((v) => ({ domain: v.domain, volumeId: v.volumeId })) },
  });
  const added = (await batches(sim, token)).filter((b) => !before.has(b.batchId));
  return { res, added, batchId: added[0]?.batchId };
}

const approve = (sim: Sim, token: string, batchId: string, scheduledTime: string, lms: Volume[]) =>
  call(sim, "POST", `/instances/scheduled-upgrade/${batchId}`, {
    token,
    body: { attributes: { scheduledTime, approvalStatus: "approved", lmsList: lms.map(target) } },
  });

/** Two upgradable Moodle sites of MDL_MOODLE01 (a running shared server). */
async function twoSites(sim: Sim, token: string) {
  const silo = await server(sim, token, "MDL_MOODLE01");
  const sites = (await volumesOf(sim, token, silo.instanceId)).filter(upgradable).slice(0, 2);
  expect(sites).toHaveLength(2);
  return { silo, sites };
}

const ms = (iso: string | null | undefined) => Date.parse(iso ?? "");

/** Start, end and duration agree for each LMS and the batch; the LMSs ran one after the other. */
function expectConsistentTimes(batch: Batch): void {
  for (const [i, lms] of batch.lmsList.entries()) {
    expect(ms(lms.startTime)).not.toBeNaN();
    expect(ms(lms.endTime)).toBeGreaterThan(ms(lms.startTime));
    expect(lms.duration).toBe(Math.round((ms(lms.endTime) - ms(lms.startTime)) / 1000));
    if (i > 0) expect(ms(lms.startTime)).toBeGreaterThanOrEqual(ms(batch.lmsList[i - 1].endTime));
  }
  expect(ms(batch.startTime)).toBeLessThanOrEqual(ms(batch.lmsList[0].startTime));
  expect(ms(batch.endTime)).toBeGreaterThanOrEqual(ms(batch.lmsList.at(-1)!.endTime));
  expect(batch.duration).toBe(Math.round((ms(batch.endTime) - ms(batch.startTime)) / 1000));
  const successful = batch.lmsList.filter((l) => l.status === "completed").length;
  const failed = batch.lmsList.filter((l) => l.status === "failed").length;
  expect(batch).toMatchObject({ successful, failed, totalProcessed: successful + failed });
}

describe("validate-domains", () => {
  it("calls a shared server's upgradable Moodle sites valid, a Totara site invalid naming Totara, a wrong or unknown volume invalid", async () => {
    const { sim } = clockedSim();
    const t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const totaraServer = await server(sim, t.admin, "MDL_TOTARA01");
    const totara = (await volumesOf(sim, t.admin, totaraServer.instanceId)).find((v) => v.lms === "Totara" && v.domain !== "")!;
    const wrongVolume = { ...target(sites[0]), volumeId: sites[1].volumeId, domain: sites[0].domain };
    const unknownVolume = { ...target(sites[1]), volumeId: "vol-0000000000000dead" };

    const res = await call(sim, "POST", "/instances/validate-domains", {
      token: t.admin,
      body: { lmsList: [...sites.map(target), target(totara), wrongVolume, unknownVolume] },
    });
    expect(res.status).toBe(200);
    expect(api.validateDomains.response.safeParse(res.body).success).toBe(true);
    expect(res.body.success).toBe(true);
    expect(res.body.validDomains).toEqual(sites.map((s) => s.domain));
    const invalid = res.body.invalidDomains as { domain: string; error: string }[];
    expect(invalid).toHaveLength(3);
    expect(invalid[0]).toMatchObject({ domain: totara.domain, error: expect.stringContaining("Totara") });
    expect(invalid[1]).toMatchObject({ domain: sites[0].domain, error: expect.any(String) });
    expect(invalid[2]).toMatchObject({ domain: sites[1].domain, error: expect.any(String) });
    for (const item of invalid.slice(1)) {
      expect(item.error.length).toBeGreaterThan(0);
      expect(item.error).not.toContain("Totara");
    }
    expect(silo.state).toBe("running");
  });

  it("calls a stopped site invalid with a message, and valid again once it runs", async () => {
    const { sim } = clockedSim();
    const t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const site = sites[0];
    const action = (what: "start" | "stop") =>
      call(sim, "POST", `/instances/${silo.instanceId}/volumes/${site.volumeId}/action`, {
        token: t.admin,
        body: { instanceIp: silo.publicIpAddress, domain: site.domain, action: what, region: REGION },
      });
    const validate = () => call(sim, "POST", "/instances/validate-domains", { token: t.admin, body: { lmsList: [target(site)] } });

    expect((await action("stop")).status).toBe(200);
    const stopped = await validate();
    expect(stopped).toMatchObject({ status: 200, body: { success: true, validDomains: [], invalidDomains: [{ domain: site.domain, error: expect.stringMatching(/stopped/i) }] } });

    expect((await action("start")).status).toBe(200);
    expect(await validate()).toMatchObject({ status: 200, body: { validDomains: [site.domain], invalidDomains: [] } });
  });

  it("calls the sites of a stopped shared server invalid", async () => {
    const { sim } = clockedSim();
    const t = await tokens(sim);
    const stoppedServer = (await rows(sim, t.admin)).find((r) => r.deploymentType === "shared" && r.state === "stopped")!;
    const site = (await volumesOf(sim, t.admin, stoppedServer.instanceId)).find((v) => v.lms === "Moodle" && !!v.version && compareVersions(v.version, "4.3.3") >= 0)!;
    const res = await call(sim, "POST", "/instances/validate-domains", { token: t.admin, body: { lmsList: [target(site)] } });
    expect(res).toMatchObject({ status: 200, body: { validDomains: [], invalidDomains: [{ domain: site.domain, error: expect.stringMatching(/stopped/i) }] } });
  });

  it("refuses a manager (403) and answers an admin and a superadmin", async () => {
    const { sim } = clockedSim();
    const t = await tokens(sim);
    const { sites } = await twoSites(sim, t.admin);
    const body = { lmsList: [target(sites[0])] };
    expect(api.validateDomains.minRole).toBe("admin");
    expect((await call(sim, "POST", "/instances/validate-domains", { token: t.manager, body })).status).toBe(403);
    expect((await call(sim, "POST", "/instances/validate-domains", { token: t.admin, body })).status).toBe(200);
    expect((await call(sim, "POST", "/instances/validate-domains", { token: t.superadmin, body })).status).toBe(200);
  });
});

describe("a batch request", () => {
  it("creates a pending batch in the list and readable by id, and mails the approval link", async () => {
    const { sim } = clockedSim();
    const t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const mailsBefore = (await outbox(sim)).length;

    const { res, added, batchId } = await requestBatch(sim, t.admin, silo.instanceId, "2026-03-12", sites);
    expect(res).toMatchObject({ status: 200, body: { success: true, message: SCHEDULING_MESSAGES.batchRequested } });
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      scheduledTime: "2026-03-12",
      requestedBy: ACCOUNTS.admin.username,
      approvedBy: null,
      status: "pending",
      totalProcessed: 0,
      successful: 0,
      failed: 0,
    });
    expect(added[0].lmsList.map((l) => [l.instanceId, l.domain, l.volumeId])).toEqual(sites.map((s) => [silo.instanceId, s.domain, s.volumeId]));

    const read = await call(sim, "GET", `/instances/scheduled-upgrade/${batchId}`, { token: t.superadmin });
    expect(read.status).toBe(200);
    expect(api.scheduledBatch.response.safeParse(read.body).success).toBe(true);
    expect(read.body).toMatchObject({ success: true, scheduledTime: "2026-03-12", requestedBy: ACCOUNTS.admin.username });
    expect(read.body.lmsList).toEqual(
      sites.map((s) => expect.objectContaining({ instanceId: silo.instanceId, deploymentType: "shared", domain: s.domain, volumeId: s.volumeId, client: s.client })),
    );

    const mails = (await outbox(sim)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toContain(ACCOUNTS.superadmin.username);
    expect(mails[0].links).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`/scheduled-upgrade/approve/${batchId}\\?region=${REGION}$`))]));

    expect((await call(sim, "GET", "/instances/scheduled-upgrade/batch-nope", { token: t.admin })).status).toBe(404);
  });

  it(`refuses a date before today in Costa Rica with the spec's message, and accepts today (CR)`, async () => {
    const { sim } = clockedSim();
    const t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const past = await requestBatch(sim, t.admin, silo.instanceId, "2026-03-09", sites);
    expect(past.res).toMatchObject({ status: 400, body: { message: SCHEDULING_MESSAGES.pastDate(TODAY_CR) } });
    expect(past.added).toHaveLength(0);
    const today = await requestBatch(sim, t.admin, silo.instanceId, TODAY_CR, sites);
    expect(today.res.status).toBe(200);
    expect(today.added).toHaveLength(1);
  });

  it("reads the day in Costa Rica around midnight UTC: at 03:00 UTC the CR day is still the previous one", async () => {
    const { sim, clock } = clockedSim();
    // 2026-03-11T03:00Z is 2026-03-10 21:00 in Costa Rica.
    clock.t = Date.parse("2026-03-11T03:00:00Z");
    const t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const previous = await requestBatch(sim, t.admin, silo.instanceId, "2026-03-09", sites);
    expect(previous.res).toMatchObject({ status: 400, body: { message: "The selected date is in the past for Costa Rica. Today (CR) is 2026-03-10." } });
    const todayCr = await requestBatch(sim, t.admin, silo.instanceId, "2026-03-10", sites);
    expect(todayCr.res).toMatchObject({ status: 200, body: { success: true } });
    expect(todayCr.added[0]).toMatchObject({ scheduledTime: "2026-03-10", status: "pending" });
    const utcToday = await requestBatch(sim, t.admin, silo.instanceId, "2026-03-11", sites);
    expect(utcToday.res.status).toBe(200);
  });

  it("refuses a manager and a missing date", async () => {
    const { sim } = clockedSim();
    const t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    expect((await requestBatch(sim, t.manager, silo.instanceId, "2026-03-12", sites)).res.status).toBe(403);
    expect((await requestBatch(sim, t.admin, silo.instanceId, "", sites)).res.status).toBe(400);
  });
});

describe("approval", () => {
  it("is for a superadmin (an admin is refused), records approvedBy, and refuses a past date", async () => {
    const { sim } = clockedSim();
    const t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const { batchId } = await requestBatch(sim, t.admin, silo.instanceId, "2026-03-12", sites);

    expect((await approve(sim, t.admin, batchId, "2026-03-12", sites)).status).toBe(403);
    expect((await results(sim, t.admin, batchId)).approvedBy).toBeNull();
    const past = await approve(sim, t.superadmin, batchId, "2026-03-09", sites);
    expect(past).toMatchObject({ status: 400, body: { message: SCHEDULING_MESSAGES.pastDate(TODAY_CR) } });

    const ok = await approve(sim, t.superadmin, batchId, "2026-03-12", sites);
    expect(ok).toMatchObject({ status: 200, body: { success: true, message: "The scheduled upgrade request has been approved successfully!" } });
    expect(await results(sim, t.admin, batchId)).toMatchObject({ approvedBy: ACCOUNTS.superadmin.username, status: "pending", scheduledTime: "2026-03-12" });
  });
});

/** Runs a fast-mode batch to its end; returns the results at approval+1 s, +3 s and at the end. */
async function runFast(sim: Sim, clock: Clock, t: Awaited<ReturnType<typeof tokens>>, instanceId: string, lms: Volume[]) {
  const { batchId } = await requestBatch(sim, t.admin, instanceId, "2026-03-20", lms);
  const approvedAt = clock.t;
  expect((await approve(sim, t.superadmin, batchId, "2026-03-20", lms)).status).toBe(200);
  clock.t = approvedAt + 1000;
  const waiting = await results(sim, t.admin, batchId);
  clock.t = approvedAt + 3000;
  const started = await results(sim, t.admin, batchId);
  clock.t = approvedAt + 3000 + lms.length * LONGEST_LMS_MS + 1000;
  const done = await results(sim, t.admin, batchId);
  return { batchId, approvedAt, waiting, started, done };
}

describe("fast mode (SIM_SCHEDULER=fast)", () => {
  it("runs an approved batch a few seconds after approval: pending → in_progress → completed, versions raised, results consistent", async () => {
    const { sim, clock } = clockedSim({ scheduler: "fast" });
    const t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const { approvedAt, waiting, started, done } = await runFast(sim, clock, t, silo.instanceId, sites);

    expect(waiting).toMatchObject({ status: "pending", startTime: null, totalProcessed: 0 });
    expect(started.status).toBe("in_progress");
    expect(ms(started.startTime)).toBeGreaterThanOrEqual(approvedAt + 3000);
    expect(started.lmsList[0].status).toBe("in_progress");
    expect(started.lmsList[1].status).toBe("pending");

    expect(done).toMatchObject({ status: "completed", totalProcessed: 2, successful: 2, failed: 0, approvedBy: ACCOUNTS.superadmin.username });
    expect(done.lmsList.map((l) => [l.domain, l.status, l.error ?? null])).toEqual(sites.map((s) => [s.domain, "completed", null]));
    expectConsistentTimes(done);
    expect(done.startTime).toBe(started.startTime);

    const after = await volumesOf(sim, t.admin, silo.instanceId);
    for (const site of sites) expect(after.find((v) => v.volumeId === site.volumeId)?.version).toBe(LATEST_MOODLE);
    const listed = (await batches(sim, t.admin)).find((b) => b.batchId === done.batchId);
    expect(listed).toMatchObject({ status: "completed", totalProcessed: 2, successful: 2, failed: 0 });
  });

  it(`ends partially_completed when one site is an ${UPGRADE_FAILS_MARKER} site: that LMS failed with an error, its version kept`, async () => {
    const { sim, clock } = clockedSim({ scheduler: "fast" });
    let t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const created = await callForm(sim, "POST", "/instance", t.admin, creationForm({
      installationType: "silo", installationInstance: silo.instanceId, domain: "upgerrbatch", client: `Academia ${UPGRADE_FAILS_MARKER}`, installationPackage: "moodle-4.4.4.tgz", volumeSize: "30",
    }));
    expect(created.status).toBe(200);
    clock.t += LONGEST_LMS_MS + 1000;
    t = await tokens(sim);
    const marked = (await volumesOf(sim, t.admin, silo.instanceId)).find((v) => v.domain === "https://upgerrbatch.example")!;
    expect(marked).toMatchObject({ lms: "Moodle", version: "4.4.4" });
    const lms = [sites[0], marked];
    const validation = await call(sim, "POST", "/instances/validate-domains", { token: t.admin, body: { lmsList: lms.map(target) } });
    expect(validation.body).toMatchObject({ validDomains: lms.map((l) => l.domain), invalidDomains: [] });

    const { done } = await runFast(sim, clock, t, silo.instanceId, lms);
    expect(done).toMatchObject({ status: "partially_completed", totalProcessed: 2, successful: 1, failed: 1 });
    expect(done.lmsList[0]).toMatchObject({ domain: sites[0].domain, status: "completed" });
    expect(done.lmsList[1]).toMatchObject({ domain: marked.domain, status: "failed", error: expect.any(String) });
    expect(done.lmsList[1].error!.length).toBeGreaterThan(0);
    expectConsistentTimes(done);

    const after = await volumesOf(sim, t.admin, silo.instanceId);
    expect(after.find((v) => v.volumeId === sites[0].volumeId)?.version).toBe(LATEST_MOODLE);
    expect(after.find((v) => v.volumeId === marked.volumeId)?.version).toBe("4.4.4");
  });

  it("marks an approved batch not_executed_by_time when no request comes within its window", async () => {
    const { sim, clock } = clockedSim({ scheduler: "fast" });
    let t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const { batchId } = await requestBatch(sim, t.admin, silo.instanceId, "2026-03-20", sites);
    expect((await approve(sim, t.superadmin, batchId, "2026-03-20", sites)).status).toBe(200);
    clock.t += 2 * HOUR_MS;
    t = await tokens(sim);
    expect(await results(sim, t.admin, batchId)).toMatchObject({ status: "not_executed_by_time", startTime: null });
    const after = await volumesOf(sim, t.admin, silo.instanceId);
    for (const site of sites) expect(after.find((v) => v.volumeId === site.volumeId)?.version).toBe(site.version);
  });

  it("does not run an unapproved batch", async () => {
    const { sim, clock } = clockedSim({ scheduler: "fast" });
    const t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const { batchId } = await requestBatch(sim, t.admin, silo.instanceId, "2026-03-20", sites);
    clock.t += 10 * 60_000;
    expect(await results(sim, t.admin, batchId)).toMatchObject({ status: "pending", startTime: null });
  });
});

describe("real mode (the default)", () => {
  it("runs an approved batch for a future day from 00:00 in Costa Rica (06:00 UTC), not before", async () => {
    const { sim, clock } = clockedSim();
    let t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const { batchId } = await requestBatch(sim, t.admin, silo.instanceId, "2026-03-12", sites);
    expect((await approve(sim, t.superadmin, batchId, "2026-03-12", sites)).status).toBe(200);

    // Still 2026-03-11 in Costa Rica at 23:59:59 (05:59:59 UTC on the 12th).
    for (const at of ["2026-03-10T09:05:00Z", "2026-03-11T12:00:00Z", "2026-03-12T00:00:00Z", "2026-03-12T05:59:59Z"]) {
      clock.t = Date.parse(at);
      t = await tokens(sim);
      expect(await results(sim, t.admin, batchId)).toMatchObject({ status: "pending", startTime: null });
    }
    const untouched = await volumesOf(sim, t.admin, silo.instanceId);
    for (const site of sites) expect(untouched.find((v) => v.volumeId === site.volumeId)?.version).toBe(site.version);

    clock.t = Date.parse("2026-03-12T06:00:00Z");
    const started = await results(sim, t.admin, batchId);
    expect(started).toMatchObject({ status: "in_progress", startTime: "2026-03-12T06:00:00.000Z" });

    clock.t += sites.length * LONGEST_LMS_MS + 1000;
    t = await tokens(sim);
    const done = await results(sim, t.admin, batchId);
    expect(done).toMatchObject({ status: "completed", totalProcessed: 2, successful: 2, failed: 0 });
    expectConsistentTimes(done);
    const after = await volumesOf(sim, t.admin, silo.instanceId);
    for (const site of sites) expect(after.find((v) => v.volumeId === site.volumeId)?.version).toBe(LATEST_MOODLE);
  });

  it("marks a batch whose day passed unapproved not_executed_by_time", async () => {
    const { sim, clock } = clockedSim();
    let t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const { batchId } = await requestBatch(sim, t.admin, silo.instanceId, "2026-03-11", sites);
    // 23:59:59 of 2026-03-11 in Costa Rica: the day has not ended.
    clock.t = Date.parse("2026-03-12T05:59:59Z");
    t = await tokens(sim);
    expect((await results(sim, t.admin, batchId)).status).toBe("pending");
    clock.t = Date.parse("2026-03-12T06:00:00Z");
    expect(await results(sim, t.admin, batchId)).toMatchObject({ status: "not_executed_by_time", startTime: null, totalProcessed: 0 });
    const after = await volumesOf(sim, t.admin, silo.instanceId);
    for (const site of sites) expect(after.find((v) => v.volumeId === site.volumeId)?.version).toBe(site.version);
  });

  it("marks an approved batch whose whole day passed without a run not_executed_by_time", async () => {
    const { sim, clock } = clockedSim();
    let t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const { batchId } = await requestBatch(sim, t.admin, silo.instanceId, "2026-03-11", sites);
    expect((await approve(sim, t.superadmin, batchId, "2026-03-11", sites)).status).toBe(200);
    // Nothing asks the upstream during 2026-03-11 (CR): the next request comes after the day ended.
    clock.t = Date.parse("2026-03-12T07:00:00Z");
    t = await tokens(sim);
    expect(await results(sim, t.admin, batchId)).toMatchObject({ status: "not_executed_by_time", approvedBy: ACCOUNTS.superadmin.username, startTime: null });
    const after = await volumesOf(sim, t.admin, silo.instanceId);
    for (const site of sites) expect(after.find((v) => v.volumeId === site.volumeId)?.version).toBe(site.version);
  });

  it("runs a batch approved during its own day at once", async () => {
    const { sim, clock } = clockedSim();
    const t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const { batchId } = await requestBatch(sim, t.admin, silo.instanceId, TODAY_CR, sites);
    expect((await approve(sim, t.superadmin, batchId, TODAY_CR, sites)).status).toBe(200);
    clock.t += 1000;
    expect((await results(sim, t.admin, batchId)).status).toBe("in_progress");
    clock.t += sites.length * LONGEST_LMS_MS + 1000;
    expect((await results(sim, t.superadmin, batchId)).status).toBe("completed");
  });
});

describe("the report", () => {
  it("covers every status in the seeded history, newest first", async () => {
    const { sim } = clockedSim();
    const t = await tokens(sim);
    const list = await batches(sim, t.manager);
    expect(new Set(list.map((b) => b.status))).toEqual(new Set(BATCH_STATUSES));
    const dates = list.map((b) => b.scheduledTime);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const b of list.filter((x) => ["completed", "failed", "partially_completed"].includes(x.status))) {
      expectConsistentTimes(b);
      expect(b.totalProcessed).toBe(b.lmsList.length);
    }
    for (const b of list.filter((x) => x.status === "failed")) expect(b.successful).toBe(0);
    for (const b of list.filter((x) => x.status === "partially_completed")) {
      expect(b.successful).toBeGreaterThan(0);
      expect(b.failed).toBeGreaterThan(0);
      for (const l of b.lmsList.filter((x) => x.status === "failed")) expect(l.error).toEqual(expect.any(String));
    }
    for (const b of list.filter((x) => x.status === "completed")) expect(b.failed).toBe(0);
    const running = list.find((b) => b.status === "in_progress")!;
    expect((await results(sim, t.admin, running.batchId)).status).toBe("in_progress");
  });

  it("narrows the list to the startDate–endDate range, inclusive", async () => {
    const { sim } = clockedSim();
    const t = await tokens(sim);
    const all = await batches(sim, t.admin);
    const oldest = all.at(-1)!.scheduledTime;
    const sorted = all.map((b) => b.scheduledTime).sort();
    const [startDate, endDate] = [sorted[2], sorted[sorted.length - 3]];
    const expected = all.filter((b) => b.scheduledTime >= startDate && b.scheduledTime <= endDate).map((b) => b.batchId);
    const narrowed = await batches(sim, t.admin, `?startDate=${startDate}&endDate=${endDate}`);
    expect(narrowed.map((b) => b.batchId)).toEqual(expected);
    expect(narrowed.length).toBeLessThan(all.length);
    expect(narrowed.map((b) => b.scheduledTime)).toEqual(expect.arrayContaining([startDate, endDate]));

    const oneDay = await batches(sim, t.admin, `?startDate=${oldest}&endDate=${oldest}`);
    expect(oneDay.map((b) => b.scheduledTime)).toEqual(all.filter((b) => b.scheduledTime === oldest).map((b) => b.scheduledTime));
    expect(await batches(sim, t.admin, "?startDate=2020-01-01&endDate=2020-01-31")).toEqual([]);

    const half = await call(sim, "GET", `/instances/scheduled-upgrade?startDate=${startDate}`, { token: t.admin });
    expect(half.status).toBe(400);
    expect(JSON.stringify(half.body)).toContain(BOTH_DATES_REQUIRED_MESSAGE);
  });

  it("lists a new batch within a range holding its date", async () => {
    const { sim } = clockedSim();
    const t = await tokens(sim);
    const { silo, sites } = await twoSites(sim, t.admin);
    const { batchId } = await requestBatch(sim, t.admin, silo.instanceId, "2026-04-30", sites);
    expect((await batches(sim, t.admin, "?startDate=2026-04-30&endDate=2026-05-01")).map((b) => b.batchId)).toEqual([batchId]);
    expect((await batches(sim, t.admin, "?startDate=2026-05-01&endDate=2026-05-02")).map((b) => b.batchId)).not.toContain(batchId);
  });
});
