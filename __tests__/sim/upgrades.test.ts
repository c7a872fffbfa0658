// Manual upgrades in the embedded upstream (spec 2 §2.7–§2.9, §3 "Upgrade request", §4, §7, §8):
// the request mails the upgrade link, the link's details, the upgrade's output and status, the
// version raised in the instance list, the rollback link mailed after it restoring the version,
// the UPGERR marker ending in error, refusals, and cancel.
import { api } from "@/lib/contract";
import type { Sim } from "@/lib/sim";
import { UPGRADE_FAILS_MARKER } from "@/lib/sim/machine/processMarkers";
import { LATEST_MOODLE } from "@/lib/sim/machine/upgradeSite";
import { compareVersions } from "@/lib/domain/versions";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { callForm, clockedSim, REGION, rows, type Clock } from "./opsHelpers";
import { creationForm, outbox } from "./processHelpers";

/** Longest run: processMs (45 s by default) + 1/3. */
const LONGEST_MS = 60_000;

interface VersionRow {
  instanceId: string;
  name: string;
  lms: string;
  version: string | null;
  deploymentType: string;
  state: string;
  domain: string;
}

async function versionRows(sim: Sim, token: string): Promise<VersionRow[]> {
  return (await call(sim, "GET", `/instances?region=${REGION}`, { token })).body.instances as VersionRow[];
}

async function linkOf(sim: Sim, kind: "upgrade" | "rollback") {
  const link = (await outbox(sim)).flatMap((m) => m.links).filter((l) => l.includes(`/home/${kind}/`)).at(-1)!;
  const [, token, action, region] = new RegExp(`/home/${kind}/([^/]+)/([^?]+)\\?region=(.+)$`).exec(link)!;
  return { token, action, region };
}

const details = (sim: Sim, token: string, link: { token: string; action: string }, process: string) =>
  call(sim, "GET", `/instances/upgrade-details?region=${REGION}&token=${link.token}&action=${link.action}&process=${process}`, { token });

async function run(sim: Sim, clock: Clock, token: string, instanceId: string, path: "upgrade-lms" | "upgrade-rollback-lms", body: Record<string, unknown>) {
  const started = await call(sim, "POST", `/instances/${instanceId}/${path}`, { token, body });
  expect(started).toMatchObject({ status: 200, body: { success: true, outputFileId: expect.any(String) } });
  const id = started.body.outputFileId as string;
  const info = () => call(sim, "GET", `/instances/${instanceId}/upgrade-process-info?outputFileId=${id}`, { token });
  const running = await info();
  expect(running.body).toMatchObject({ processStatus: "inProgress" });
  clock.t += LONGEST_MS;
  const done = await info();
  expect(api.upgradeProcessInfo.response.safeParse(done.body).success).toBe(true);
  return done.body as { content: string; processStatus: string };
}

describe("a manual upgrade of a dedicated Moodle", () => {
  it("mails the link, shows the details, raises the version, mails a rollback link that restores it", async () => {
    const { sim, clock } = clockedSim();
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const row = (await versionRows(sim, admin)).find(
      (r) => r.deploymentType === "dedicated" && r.lms === "Moodle" && r.state === "running" && !!r.version && compareVersions(r.version, "4.3.3") >= 0 && compareVersions(r.version, LATEST_MOODLE) < 0 && !!r.domain,
    )!;
    const before = row.version;

    const asked = await call(sim, "POST", `/instances/${row.instanceId}/upgrade-request`, { token: admin, body: { parameters: { name: row.name }, deployment: "dedicated" } });
    expect(asked).toMatchObject({ status: 200, body: { success: true } });
    const link = await linkOf(sim, "upgrade");
    expect(link).toMatchObject({ action: "upgrade-instance", region: REGION });
    expect((await details(sim, superadmin, link, "rollback")).status).toBe(409);

    const shown = await details(sim, superadmin, link, "upgrade");
    expect(api.upgradeDetails.response.safeParse(shown.body).success).toBe(true);
    const request = (shown.body as { request: Record<string, string | null> }).request;
    expect(request).toMatchObject({ instanceId: row.instanceId, instanceName: row.name, volumeId: null, lms: "Moodle", dbName: expect.stringMatching(/^moodle_/) });
    expect(request.dbInstanceId).toMatch(/^mdl-[a-z0-9-]+\.[a-z0-9]+\.us-west-2\.rds\.amazonaws\.com$/);
    expect(request.moodledataDirectory).toMatch(/^\/var\/moodledata\//);

    const upgraded = await run(sim, clock, superadmin, row.instanceId, "upgrade-lms", { token: link.token, parameters: request, deployment: "dedicated" });
    expect(upgraded.processStatus).toBe("success");
    expect(upgraded.content).toContain(`Moodle ${before} -> ${LATEST_MOODLE}`);
    expect((await versionRows(sim, admin)).find((r) => r.instanceId === row.instanceId)?.version).toBe(LATEST_MOODLE);
    expect((await details(sim, superadmin, link, "upgrade")).status).toBe(410);

    const back = await linkOf(sim, "rollback");
    expect(back.token).toBe(link.token);
    const rollbackShown = await details(sim, superadmin, back, "rollback");
    expect(rollbackShown.status).toBe(200);
    const rollbackRequest = (rollbackShown.body as { request: Record<string, string | null> }).request;
    expect(rollbackRequest.moodledataDirectory).toBeNull();
    const rolled = await run(sim, clock, superadmin, row.instanceId, "upgrade-rollback-lms", { token: back.token, parameters: rollbackRequest });
    expect(rolled.processStatus).toBe("success");
    expect((await versionRows(sim, admin)).find((r) => r.instanceId === row.instanceId)?.version).toBe(before);
    expect((await details(sim, superadmin, back, "rollback")).status).toBe(410);
  });

  it(`ends in error for a server named with ${UPGRADE_FAILS_MARKER}, saying a rollback follows, and keeps the version`, async () => {
    const { sim, clock } = clockedSim();
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const name = `MDL_${UPGRADE_FAILS_MARKER}1`;
    const created = await callForm(sim, "POST", "/instance", admin, creationForm({ instanceName: name, domain: "upgerrsite", installationPackage: "moodle-4.4.4.tgz" }));
    expect(created.status).toBe(200);
    clock.t += LONGEST_MS;
    const row = (await versionRows(sim, admin)).find((r) => r.name === name)!;
    expect(row.version).toBe("4.4.4");

    await call(sim, "POST", `/instances/${row.instanceId}/upgrade-request`, { token: admin, body: { parameters: { name }, deployment: "dedicated" } });
    const link = await linkOf(sim, "upgrade");
    const request = ((await details(sim, superadmin, link, "upgrade")).body as { request: Record<string, unknown> }).request;
    const result = await run(sim, clock, superadmin, row.instanceId, "upgrade-lms", { token: link.token, parameters: request, deployment: "dedicated" });
    expect(result.processStatus).toBe("error");
    expect(result.content).toContain("[Errors]");
    expect(result.content).toMatch(/rollback/i);
    expect((await versionRows(sim, admin)).find((r) => r.instanceId === row.instanceId)?.version).toBe("4.4.4");
    expect((await outbox(sim)).at(-1)!.subject).toMatch(/^Upgrade failed/);
  });

  it("refuses what cannot be upgraded, and cancels a pending request", async () => {
    const { sim } = clockedSim();
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const list = await versionRows(sim, admin);
    const totara = list.find((r) => r.deploymentType === "dedicated" && r.lms === "Totara")!;
    const notMoodle = await call(sim, "POST", `/instances/${totara.instanceId}/upgrade-request`, { token: admin, body: { parameters: { name: totara.name }, deployment: "dedicated" } });
    expect(notMoodle).toMatchObject({ status: 400, body: { message: "This LMS cannot be upgraded because it is not Moodle." } });
    const old = list.find((r) => r.deploymentType === "dedicated" && r.lms === "Moodle" && !!r.version && compareVersions(r.version, "4.3") < 0)!;
    const lower = await call(sim, "POST", `/instances/${old.instanceId}/upgrade-request`, { token: admin, body: { parameters: { name: old.name }, deployment: "dedicated" } });
    expect(lower).toMatchObject({ status: 400, body: { message: "This LMS cannot be upgraded because its version is lower than 4.3" } });

    const ok = list.find((r) => r.deploymentType === "dedicated" && r.lms === "Moodle" && !!r.version && compareVersions(r.version, "4.3.3") >= 0)!;
    await call(sim, "POST", `/instances/${ok.instanceId}/upgrade-request`, { token: admin, body: { parameters: { name: ok.name }, deployment: "dedicated" } });
    const link = await linkOf(sim, "upgrade");
    expect((await call(sim, "DELETE", `/instances/${ok.instanceId}/upgrade-request?token=${link.token}&status=canceled`, { token: admin })).status).toBe(403);
    const canceled = await call(sim, "DELETE", `/instances/${ok.instanceId}/upgrade-request?token=${link.token}&status=canceled`, { token: superadmin });
    expect(canceled).toMatchObject({ status: 200, body: { success: true, message: "The upgrade request has been successfully canceled." } });
    expect((await details(sim, superadmin, link, "upgrade")).status).toBe(410);
    expect((await details(sim, superadmin, { ...link, token: "nope" }, "upgrade")).status).toBe(404);
  });

  it("mails an upgrade-lms link for a site on a shared server and raises the volume's version", async () => {
    const { sim, clock } = clockedSim();
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const servers = (await rows(sim, admin)).filter((r) => r.deploymentType === "shared" && r.state === "running");
    for (const server of servers) {
      const volumes = (await call(sim, "GET", `/instances/${server.instanceId}/volumes?region=${REGION}`, { token: admin })).body.volumes as { volumeId: string; lms: string | null; version: string | null; client: string }[];
      const volume = volumes.find((v) => v.lms === "Moodle" && !!v.version && compareVersions(v.version, "4.3.3") >= 0 && compareVersions(v.version, LATEST_MOODLE) < 0);
      if (!volume) continue;
      const asked = await call(sim, "POST", `/instances/${server.instanceId}/upgrade-request`, { token: admin, body: { parameters: { name: volume.client, volumeId: volume.volumeId }, deployment: "shared" } });
      if (asked.status !== 200) continue;
      const link = await linkOf(sim, "upgrade");
      expect(link.action).toBe("upgrade-lms");
      const request = ((await details(sim, superadmin, link, "upgrade")).body as { request: Record<string, unknown> }).request;
      expect(request).toMatchObject({ volumeId: volume.volumeId, volumeName: volume.client });
      const result = await run(sim, clock, superadmin, server.instanceId, "upgrade-lms", { token: link.token, parameters: request, deployment: "shared" });
      expect(result.processStatus).toBe("success");
      const after = (await call(sim, "GET", `/instances/${server.instanceId}/volumes?region=${REGION}`, { token: admin })).body.volumes as { volumeId: string; version: string }[];
      expect(after.find((v) => v.volumeId === volume.volumeId)?.version).toBe(LATEST_MOODLE);
      return;
    }
    throw new Error("the fleet has no upgradable shared site");
  });
});
