// The information modal's volumes through the simulator's request path (spec 1 §2, §3 "Volume",
// §4, §7; spec 2 §2.4, §2.11, §7): the list and each volume's data, resizing (vol- only, only
// larger, the root device needs a reboot), LMS start/stop of one site, and a deletion request
// for one LMS volume. Status codes and bodies as a caller sees them.
import { api } from "@/lib/contract";
import type { Sim } from "@/lib/sim";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, REGION, rows, savedSim, withStateFile, type Row } from "./opsHelpers";

interface Volume {
  instanceId: string;
  volumeId: string;
  partition: string;
  lms: string;
  domain: string;
  version: string | null;
  client: string;
  size: number | null;
  usage: number | string | null;
  sslState: number | string | null;
}

async function volumesOf(sim: Sim, token: string, row: Row): Promise<Volume[]> {
  const res = await call(sim, "GET", `/instances/${row.instanceId}/volumes?region=${REGION}&instanceIp=${row.publicIpAddress}`, { token });
  expect(res.status).toBe(200);
  expect(api.listVolumes.response.safeParse(res.body).success).toBe(true);
  return res.body.volumes as Volume[];
}

const sites = (volumes: Volume[]) => volumes.filter((v) => v.domain !== "");

function dataPath(row: Row, volume: Volume, overrides: Record<string, string> = {}): string {
  if (row.deploymentType === "dedicated") {
    const query = new URLSearchParams({ region: REGION, ip: row.publicIpAddress, volumeDeviceName: volume.partition, ...overrides });
    return `/instances/${row.instanceId}/volumes/${volume.volumeId}/data-volume-dedicated?${query}`;
  }
  const query = new URLSearchParams({ region: REGION, ip: row.publicIpAddress, lms: volume.lms || row.lms, deployment: "shared", volumeDeviceName: volume.partition });
  if (volume.domain) query.set("domain", volume.domain);
  for (const [key, value] of Object.entries(overrides)) query.set(key, value);
  return `/instances/${row.instanceId}/volumes/${volume.volumeId}/data-volume?${query}`;
}

function resizeBody(row: Row, volume: Volume, size: number) {
  return { ip: row.publicIpAddress, size, deviceName: volume.partition, region: REGION };
}

function actionBody(row: Row, volume: Volume, action: "start" | "stop") {
  return { instanceIp: row.publicIpAddress, domain: volume.domain.replace(/^https:\/\//, ""), action, region: REGION };
}

describe("volume list and volume data", () => {
  let sim: Sim;
  let token: string;
  let list: Row[];
  beforeAll(async () => {
    ({ sim } = clockedSim());
    token = await signInVerified(sim, ACCOUNTS.manager);
    list = await rows(sim, token);
  });

  const running = (kind: Row["deploymentType"]) => {
    const found = list.find((r) => r.deploymentType === kind && r.state === "running");
    if (!found) throw new Error(`no running ${kind} server`);
    return found;
  };

  it("lists a shared server's root device and its client sites, on block volumes and NFS shares", async () => {
    const shared = list.filter((r) => r.deploymentType === "shared" && r.state === "running");
    const all = (await Promise.all(shared.map((row) => volumesOf(sim, token, row)))).flat();
    for (const row of shared) {
      const volumes = all.filter((v) => v.instanceId === row.instanceId);
      expect(volumes[0]).toMatchObject({ partition: "/dev/xvda", domain: "", sslState: null });
      expect(sites(volumes).length).toBeGreaterThanOrEqual(3);
    }
    const shares = all.filter((v) => !v.volumeId.startsWith("vol-"));
    const blocks = sites(all).filter((v) => v.volumeId.startsWith("vol-"));
    expect(shares.length).toBeGreaterThan(0);
    expect(blocks.length).toBeGreaterThan(0);
    // An NFS share has no fixed size; a block volume has one. Usage is used GiB, within the size.
    for (const v of shares) expect({ id: v.volumeId, size: v.size, usage: typeof v.usage }).toEqual({ id: v.volumeId, size: null, usage: "number" });
    for (const v of blocks) {
      expect(typeof v.size).toBe("number");
      expect(v.usage as number).toBeLessThanOrEqual(v.size as number);
    }
    // Every site has a certificate state: days or NO SSL.
    for (const v of sites(all)) expect(typeof v.sslState === "number" || v.sslState === "NO SSL").toBe(true);
    expect(sites(all).some((v) => v.sslState === "NO SSL")).toBe(true);
  });

  it("lists a dedicated server's volumes with its site on the moodledata volume", async () => {
    const row = running("dedicated");
    const volumes = await volumesOf(sim, token, row);
    expect(volumes[0].partition).toBe("/dev/xvda");
    expect(sites(volumes)).toEqual([expect.objectContaining({ domain: row.domain, lms: row.lms })]);
    const manual = await call(sim, "GET", `/instances/${row.instanceId}/volume?region=${REGION}`, { token });
    expect(manual.status).toBe(200);
    expect((manual.body.volumes as Volume[]).map((v) => v.volumeId)).toEqual(volumes.map((v) => v.volumeId));
  });

  it("refuses an unknown server, another address, and the dedicated-only list for a shared server", async () => {
    const unknown = await call(sim, "GET", `/instances/i-00000000000000000/volumes?region=${REGION}`, { token });
    expect(unknown).toMatchObject({ status: 404, body: { success: false, message: "Instance not found" } });
    const row = running("shared");
    const elsewhere = await call(sim, "GET", `/instances/${row.instanceId}/volumes?region=${REGION}&instanceIp=192.0.2.255`, { token });
    expect(elsewhere).toMatchObject({ status: 400, body: { success: false } });
    const dedicatedList = await call(sim, "GET", `/instances/${row.instanceId}/volume?region=${REGION}`, { token });
    expect(dedicatedList).toMatchObject({ status: 400, body: { success: false, message: expect.stringContaining("shared") } });
  });

  it("answers a shared site's data like its row, and refuses a device, address or domain that is not the volume's", async () => {
    const row = running("shared");
    const volumes = await volumesOf(sim, token, row);
    const [site, other] = sites(volumes);
    const res = await call(sim, "GET", dataPath(row, site), { token });
    expect(res.status).toBe(200);
    expect(api.volumeData.response.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({ storage: site.usage, version: site.version, sslDaysRemaining: site.sslState, state: "running" });

    const wrongDevice = await call(sim, "GET", dataPath(row, site, { volumeDeviceName: other.partition }), { token });
    expect(wrongDevice).toMatchObject({ status: 400, body: { message: expect.stringContaining(site.partition) } });
    const wrongIp = await call(sim, "GET", dataPath(row, site, { ip: "192.0.2.255" }), { token });
    expect(wrongIp.status).toBe(400);
    const wrongDomain = await call(sim, "GET", dataPath(row, site, { domain: other.domain }), { token });
    expect(wrongDomain).toMatchObject({ status: 400, body: { fields: { domain: expect.any(String) } } });
    const unknownVolume = await call(sim, "GET", dataPath(row, { ...site, volumeId: "vol-00000000000000000" }), { token });
    expect(unknownVolume.status).toBe(404);
    const dedicatedCall = await call(sim, "GET", dataPath({ ...row, deploymentType: "dedicated" }, site), { token });
    expect(dedicatedCall).toMatchObject({ status: 400, body: { message: "This instance is shared: use data-volume." } });
  });

  it("answers a dedicated volume's data, and NO SSL for the root device", async () => {
    const row = running("dedicated");
    const volumes = await volumesOf(sim, token, row);
    const [site] = sites(volumes);
    const res = await call(sim, "GET", dataPath(row, site), { token });
    expect(res).toMatchObject({ status: 200, body: { storage: site.usage, version: site.version, sslDaysRemaining: site.sslState, state: "running" } });
    const root = await call(sim, "GET", dataPath(row, volumes[0]), { token });
    expect(root).toMatchObject({ status: 200, body: { sslDaysRemaining: "NO SSL", version: null } });
  });

  it("cannot read used space on a stopped server, except on an NFS share", async () => {
    const stopped = list.find((r) => r.deploymentType === "shared" && r.state === "stopped") ?? list.find((r) => r.state === "stopped");
    if (!stopped) throw new Error("no stopped server");
    const volumes = await volumesOf(sim, token, stopped);
    for (const v of volumes) expect({ id: v.volumeId, usage: v.usage === null }).toEqual({ id: v.volumeId, usage: v.volumeId.startsWith("vol-") });
    const block = volumes.find((v) => v.volumeId.startsWith("vol-") && v.domain !== "") ?? volumes[0];
    const data = await call(sim, "GET", dataPath(stopped, block), { token });
    expect(data).toMatchObject({ status: 200, body: { storage: null, state: "stopped" } });
  });
});

describe("resizing a volume", () => {
  it("grows a vol- volume for an admin, and the list and data show the new size", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const row = (await rows(sim, token)).find((r) => r.deploymentType === "shared" && r.state === "running")!;
    const site = sites(await volumesOf(sim, token, row)).find((v) => v.volumeId.startsWith("vol-"))!;
    const size = (site.size as number) + 10;

    const res = await call(sim, "PUT", `/instances/${row.instanceId}/volumes/${site.volumeId}`, { token, body: resizeBody(row, site, size) });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: expect.stringContaining(`${size} GiB`) } });
    expect(res.body.message).not.toMatch(/reboot/i);
    const after = (await volumesOf(sim, token, row)).find((v) => v.volumeId === site.volumeId);
    expect(after).toMatchObject({ size, usage: site.usage });
    const data = await call(sim, "GET", dataPath(row, site), { token });
    expect(data.body.storage).toBe(site.usage);

    // Growing it again works too (AWS's six-hour wait is not simulated).
    const again = await call(sim, "PUT", `/instances/${row.instanceId}/volumes/${site.volumeId}`, { token, body: resizeBody(row, site, size + 5) });
    expect(again.status).toBe(200);
  });

  it("says a root device resize needs a reboot", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const row = (await rows(sim, token)).find((r) => r.deploymentType === "dedicated" && r.state === "running")!;
    const root = (await volumesOf(sim, token, row))[0];
    expect(root.partition).toBe("/dev/xvda");
    const res = await call(sim, "PUT", `/instances/${row.instanceId}/volumes/${root.volumeId}`, { token, body: resizeBody(row, root, (root.size as number) + 5) });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: expect.stringMatching(/instance must be rebooted/) } });
  });

  it("refuses an NFS share, a size that is not larger, another device, a manager and more than 16 TiB", async () => {
    const { sim } = clockedSim();
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const manager = await signInVerified(sim, ACCOUNTS.manager);
    const shared = (await rows(sim, admin)).filter((r) => r.deploymentType === "shared" && r.state === "running");
    const all = (await Promise.all(shared.map(async (row) => (await volumesOf(sim, admin, row)).map((v) => ({ row, v }))))).flat();
    const share = all.find(({ v }) => !v.volumeId.startsWith("vol-"))!;
    const block = all.find(({ v, row }) => v.volumeId.startsWith("vol-") && v.domain !== "" && row === share.row) ?? all.find(({ v }) => v.volumeId.startsWith("vol-") && v.domain !== "")!;
    const put = (target: { row: Row; v: Volume }, body: unknown, token = admin) =>
      call(sim, "PUT", `/instances/${target.row.instanceId}/volumes/${target.v.volumeId}`, { token, body });

    const nfs = await put(share, resizeBody(share.row, share.v, 500));
    expect(nfs).toMatchObject({ status: 400, body: { message: expect.stringContaining("nfs4") } });
    const same = await put(block, resizeBody(block.row, block.v, block.v.size as number));
    expect(same).toMatchObject({ status: 400, body: { fields: { size: expect.stringContaining("larger") } } });
    const smaller = await put(block, resizeBody(block.row, block.v, (block.v.size as number) - 5));
    expect(smaller.status).toBe(400);
    const otherDevice = await put(block, { ...resizeBody(block.row, block.v, 999), deviceName: "/dev/xvda" });
    expect(otherDevice).toMatchObject({ status: 400, body: { fields: { deviceName: expect.any(String) } } });
    const huge = await put(block, resizeBody(block.row, block.v, 16385));
    expect(huge.status).toBe(400);
    const byManager = await put(block, resizeBody(block.row, block.v, (block.v.size as number) + 5), manager);
    expect(byManager).toMatchObject({ status: 403, body: { message: "You do not have permission to perform this action." } });
    // Nothing changed.
    const after = (await volumesOf(sim, admin, block.row)).find((v) => v.volumeId === block.v.volumeId);
    expect(after?.size).toBe(block.v.size);
  });

  it("keeps the new size over a restart", async () => {
    await withStateFile(async (file) => {
      const { sim } = await savedSim(file);
      const token = await signInVerified(sim, ACCOUNTS.admin);
      const row = (await rows(sim, token)).find((r) => r.deploymentType === "dedicated" && r.state === "running")!;
      const site = sites(await volumesOf(sim, token, row))[0];
      const size = (site.size as number) + 20;
      expect((await call(sim, "PUT", `/instances/${row.instanceId}/volumes/${site.volumeId}`, { token, body: resizeBody(row, site, size) })).status).toBe(200);
      await sim.close();

      const { sim: restarted } = clockedSim({ stateFile: file });
      const again = await signInVerified(restarted, ACCOUNTS.admin);
      expect((await volumesOf(restarted, again, row)).find((v) => v.volumeId === site.volumeId)?.size).toBe(size);
      await restarted.close();
    });
  });
});

describe("LMS start and stop", () => {
  it("stops one site of a shared server and starts it again; its data and users follow", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const row = (await rows(sim, token)).find((r) => r.deploymentType === "shared" && r.state === "running")!;
    const [site, neighbour] = sites(await volumesOf(sim, token, row));
    const act = (action: "start" | "stop", volume = site) =>
      call(sim, "POST", `/instances/${row.instanceId}/volumes/${volume.volumeId}/action`, { token, body: actionBody(row, volume, action) });
    const users = (volume: Volume) => call(sim, "GET", `/instances/${row.instanceId}/${encodeURIComponent(volume.domain.replace(/^https:\/\//, ""))}/concurrency`, { token });

    const stopped = await act("stop");
    expect(stopped).toMatchObject({ status: 200, body: { success: true } });
    expect(api.volumeAction.response.safeParse(stopped.body).success).toBe(true);
    expect((await call(sim, "GET", dataPath(row, site), { token })).body.state).toBe("stopped");
    expect((await call(sim, "GET", dataPath(row, neighbour), { token })).body.state).toBe("running");
    expect(await users(site)).toMatchObject({ status: 409, body: { message: expect.stringContaining("stopped") } });
    expect((await users(neighbour)).status).toBe(200);
    const lmsInfo = await call(sim, "GET", `/lms-info/${row.instanceId}?region=${REGION}&volumeDomain=${encodeURIComponent(site.domain)}`, { token });
    expect(lmsInfo.body.instanceData).toMatchObject({ state: "stopped", volumeId: site.volumeId });

    expect(await act("stop")).toMatchObject({ status: 409, body: { message: expect.stringContaining("already stopped") } });
    expect(await act("start")).toMatchObject({ status: 200, body: { success: true } });
    expect((await call(sim, "GET", dataPath(row, site), { token })).body.state).toBe("running");
    expect((await users(site)).status).toBe(200);
  });

  it("refuses a domain that is not the volume's, a volume without a site, a stopped server and a manager", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const manager = await signInVerified(sim, ACCOUNTS.manager);
    const list = await rows(sim, token);
    const row = list.find((r) => r.deploymentType === "shared" && r.state === "running")!;
    const volumes = await volumesOf(sim, token, row);
    const [site, other] = sites(volumes);
    const path = (volume: Volume) => `/instances/${row.instanceId}/volumes/${volume.volumeId}/action`;

    const mixed = await call(sim, "POST", path(site), { token, body: { ...actionBody(row, site, "stop"), domain: other.domain } });
    expect(mixed).toMatchObject({ status: 400, body: { fields: { domain: expect.any(String) } } });
    const root = await call(sim, "POST", path(volumes[0]), { token, body: actionBody(row, site, "stop") });
    expect(root.status).toBe(400);
    const byManager = await call(sim, "POST", path(site), { token: manager, body: actionBody(row, site, "stop") });
    expect(byManager.status).toBe(403);

    const down = list.find((r) => r.state === "stopped")!;
    const downSite = sites(await volumesOf(sim, token, down))[0];
    const onStopped = await call(sim, "POST", `/instances/${down.instanceId}/volumes/${downSite.volumeId}/action`, { token, body: actionBody(down, downSite, "stop") });
    expect(onStopped).toMatchObject({ status: 409, body: { message: expect.stringContaining("is stopped") } });
  });

  it("keeps a stopped site stopped over a restart", async () => {
    await withStateFile(async (file) => {
      const { sim } = await savedSim(file);
      const token = await signInVerified(sim, ACCOUNTS.admin);
      const row = (await rows(sim, token)).find((r) => r.deploymentType === "shared" && r.state === "running")!;
      const site = sites(await volumesOf(sim, token, row))[0];
      const stop = await call(sim, "POST", `/instances/${row.instanceId}/volumes/${site.volumeId}/action`, { token, body: actionBody(row, site, "stop") });
      expect(stop.status).toBe(200);
      await sim.close();

      const { sim: restarted } = clockedSim({ stateFile: file });
      const again = await signInVerified(restarted, ACCOUNTS.manager);
      expect((await call(restarted, "GET", dataPath(row, site), { token: again })).body.state).toBe("stopped");
      await restarted.close();
    });
  });
});

describe("backup from a volume row", () => {
  it("backs up one site of a shared server with the data lms-info gives for it", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const row = (await rows(sim, token)).find((r) => r.deploymentType === "shared" && r.state === "running")!;
    const site = sites(await volumesOf(sim, token, row))[1];
    const info = await call(sim, "GET", `/lms-info/${row.instanceId}?region=${REGION}&volumeDomain=${encodeURIComponent(site.domain)}`, { token });
    expect(info).toMatchObject({ status: 200, body: { success: true, instanceData: { volumeId: site.volumeId, domain: site.domain, state: "running" } } });
    const backup = await call(sim, "POST", `/backup/${row.instanceId}`, { token, body: { region: REGION, instanceName: row.name, instanceData: info.body.instanceData } });
    expect(backup).toMatchObject({ status: 200, body: { success: true } });
  });
});

describe("deletion request from a volume row", () => {
  it("sends a shared LMS volume's deletion to the superadmins, and refuses the root device", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const row = (await rows(sim, token)).find((r) => r.deploymentType === "shared" && r.state === "running")!;
    const volumes = await volumesOf(sim, token, row);
    const site = sites(volumes)[0];
    const body = (volumeId: string) => ({ resources: { instanceId: row.instanceId, volumeId }, deleteLMS: true, region: REGION, deleteDomain: false });

    const res = await call(sim, "POST", "/instances/delete-request", { token, body: body(site.volumeId) });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    const mail = sim.outbox().at(-1);
    expect(mail?.text).toContain(site.volumeId);
    expect(mail?.text).toContain("The domain will not be deleted");
    expect(mail?.links[0]).toMatch(/\/home\/delete\/[^/]+\/delete-lms\?region=us-west-2$/);

    const root = await call(sim, "POST", "/instances/delete-request", { token, body: body(volumes[0].volumeId) });
    expect(root.status).toBe(400);
  });
});
