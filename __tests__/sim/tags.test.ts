// Contract data kept as tags, through the simulator's request path (spec 1 §3 "Instance tags",
// §5, §7): a dedicated server's instance tags (saving answers 201), a shared site's volume
// tags (some seeded empty), refusals for the other kind of server, the contract's tag rules,
// and saved values surviving a restart.
import { api } from "@/lib/contract";
import type { Sim } from "@/lib/sim";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, REGION, rows, savedSim, withStateFile, type Row } from "./opsHelpers";

interface Tag {
  Key: string;
  Value: string;
}

const CONTRACT_KEYS = ["SuspensionDate", "ContractStartDate", "PurchasedStorage", "ContractedUsers", "SupportHours", "Domain", "Description", "LMS", "Branch", "Client"];

const valueOf = (tags: Tag[], key: string) => tags.find((t) => t.Key === key)?.Value;
const contractOnly = (tags: Tag[]) => tags.filter((t) => CONTRACT_KEYS.includes(t.Key));

async function instanceTags(sim: Sim, token: string, row: Row): Promise<Tag[]> {
  const res = await call(sim, "GET", `/instances/${row.instanceId}/tags?region=${REGION}`, { token });
  expect(res.status).toBe(200);
  expect(api.getInstanceTags.response.safeParse(res.body).success).toBe(true);
  return res.body.tags as Tag[];
}

interface SiteVolume {
  volumeId: string;
  domain: string;
  client: string;
}

async function siteVolumes(sim: Sim, token: string, row: Row): Promise<SiteVolume[]> {
  const res = await call(sim, "GET", `/instances/${row.instanceId}/volumes?region=${REGION}`, { token });
  return (res.body.volumes as SiteVolume[]).filter((v) => v.domain !== "");
}

async function volumeTags(sim: Sim, token: string, row: Row, volumeId: string): Promise<Tag[]> {
  const res = await call(sim, "GET", `/instances/${row.instanceId}/volumes/${volumeId}/tags?region=${REGION}`, { token });
  expect(res.status).toBe(200);
  expect(api.getVolumeTags.response.safeParse(res.body).success).toBe(true);
  return res.body.tags as Tag[];
}

describe("instance tags of a dedicated server", () => {
  it("reads every contract tag among the server's other tags", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const row = (await rows(sim, token)).find((r) => r.deploymentType === "dedicated")!;
    const tags = await instanceTags(sim, token, row);
    expect(valueOf(tags, "Name")).toBe(row.name);
    expect(contractOnly(tags).map((t) => t.Key).sort()).toEqual([...CONTRACT_KEYS].sort());
    expect(valueOf(tags, "Domain")).toBe(row.domain);
    expect(valueOf(tags, "LMS")).toBe(row.lms);
    expect(["CR", "MX"]).toContain(valueOf(tags, "Branch"));
    expect(valueOf(tags, "ContractStartDate")! < valueOf(tags, "SuspensionDate")!).toBe(true);
  });

  it("saves the values sent with 201 for an admin, keeps the others, and survives a restart", async () => {
    await withStateFile(async (file) => {
      const { sim } = await savedSim(file);
      const token = await signInVerified(sim, ACCOUNTS.admin);
      const row = (await rows(sim, token)).find((r) => r.deploymentType === "dedicated")!;
      const before = await instanceTags(sim, token, row);
      const sent = [
        { Key: "ContractedUsers", Value: "1200" },
        { Key: "Branch", Value: "MX" },
        { Key: "SupportHours", Value: "" },
        { Key: "Description", Value: `${valueOf(before, "Description")} Renovado 2026.` },
      ];
      const res = await call(sim, "POST", `/instances/${row.instanceId}/tags`, { token, body: { tags: sent, region: REGION } });
      expect(res).toMatchObject({ status: 201, body: { success: true } });

      const after = await instanceTags(sim, token, row);
      for (const { Key, Value } of sent) expect({ Key, value: valueOf(after, Key) }).toEqual({ Key, value: Value });
      for (const key of ["ContractStartDate", "Client", "Domain", "Name"]) expect(valueOf(after, key)).toBe(valueOf(before, key));
      await sim.close();

      const { sim: restarted } = clockedSim({ stateFile: file });
      const again = await signInVerified(restarted, ACCOUNTS.manager);
      expect(valueOf(await instanceTags(restarted, again, row), "ContractedUsers")).toBe("1200");
      // The report's description is the contract's.
      const report = await call(restarted, "GET", `/instances/report?region=${REGION}`, { token: again });
      const line = (report.body.data as Record<string, unknown>[]).find((r) => r.InstanceId === row.instanceId);
      expect(line?.Description).toBe(sent[3].Value);
      await restarted.close();
    });
  });

  it("refuses a manager, an invalid branch and an empty form before the upstream changes anything", async () => {
    const { sim } = clockedSim();
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const manager = await signInVerified(sim, ACCOUNTS.manager);
    const row = (await rows(sim, admin)).find((r) => r.deploymentType === "dedicated")!;
    const before = await instanceTags(sim, admin, row);
    const post = (tags: Tag[], token = admin) => call(sim, "POST", `/instances/${row.instanceId}/tags`, { token, body: { tags, region: REGION } });

    expect((await post([{ Key: "Client", Value: "Otro" }], manager)).status).toBe(403);
    const branch = await post([{ Key: "Branch", Value: "US" }]);
    expect(branch.status).toBe(400);
    expect(Object.values(branch.body.fields as Record<string, string>)).toContain("The selected branch is not valid. Please select a valid branch");
    const empty = await post([{ Key: "Client", Value: "" }]);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain("Please, fill in at least one field.");
    expect(await instanceTags(sim, admin, row)).toEqual(before);
  });

  it("refuses instance tags on a shared server, whose contract data is per site", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const row = (await rows(sim, token)).find((r) => r.deploymentType === "shared")!;
    const read = await call(sim, "GET", `/instances/${row.instanceId}/tags?region=${REGION}`, { token });
    expect(read).toMatchObject({ status: 400, body: { message: expect.stringContaining("per site") } });
    const save = await call(sim, "POST", `/instances/${row.instanceId}/tags`, { token, body: { tags: [{ Key: "Client", Value: "X" }], region: REGION } });
    expect(save.status).toBe(400);
  });
});

describe("volume tags of a shared server's sites", () => {
  it("has contract tags for most sites and none for some, so an empty form can be seen", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const shared = (await rows(sim, token)).filter((r) => r.deploymentType === "shared");
    const all: { volume: SiteVolume; tags: Tag[] }[] = [];
    for (const row of shared) {
      for (const volume of await siteVolumes(sim, token, row)) all.push({ volume, tags: await volumeTags(sim, token, row, volume.volumeId) });
    }
    const editable = CONTRACT_KEYS.filter((k) => !["Domain", "LMS"].includes(k));
    const withContract = all.filter(({ tags }) => tags.some((t) => editable.includes(t.Key) && t.Value !== ""));
    const none = all.filter(({ tags }) => contractOnly(tags).length === 0);
    expect(withContract.length).toBeGreaterThan(all.length / 2);
    expect(none.length).toBeGreaterThan(0);
    for (const { volume, tags } of all) {
      expect(valueOf(tags, "Name")).toEqual(expect.any(String));
      if (valueOf(tags, "Domain") !== undefined) expect(valueOf(tags, "Domain")).toBe(volume.domain);
      if (valueOf(tags, "Client") !== undefined) expect(valueOf(tags, "Client")).toBe(volume.client);
    }
  });

  it("saves a site's tags with 201, stores any description as sent, and leaves the neighbours alone", async () => {
    await withStateFile(async (file) => {
      const { sim } = await savedSim(file);
      const token = await signInVerified(sim, ACCOUNTS.admin);
      const row = (await rows(sim, token)).find((r) => r.deploymentType === "shared")!;
      const [site, neighbour] = await siteVolumes(sim, token, row);
      const neighbourBefore = await volumeTags(sim, token, row, neighbour.volumeId);
      const sent = [
        { Key: "ContractStartDate", Value: "2025-02-01" },
        { Key: "SuspensionDate", Value: "2027-02-01" },
        { Key: "Branch", Value: "CR" },
        // The append-only rule is the console's: the upstream stores what it is sent.
        { Key: "Description", Value: "Texto nuevo" },
      ];
      const res = await call(sim, "POST", `/instances/${row.instanceId}/volumes/${site.volumeId}/tags`, { token, body: { tags: sent, region: REGION } });
      expect(res).toMatchObject({ status: 201, body: { success: true } });
      const after = await volumeTags(sim, token, row, site.volumeId);
      for (const { Key, Value } of sent) expect(valueOf(after, Key)).toBe(Value);
      expect(await volumeTags(sim, token, row, neighbour.volumeId)).toEqual(neighbourBefore);
      await sim.close();

      const { sim: restarted } = clockedSim({ stateFile: file });
      const again = await signInVerified(restarted, ACCOUNTS.manager);
      expect(valueOf(await volumeTags(restarted, again, row, site.volumeId), "Description")).toBe("Texto nuevo");
      await restarted.close();
    });
  });

  it("refuses the root device, an unknown volume, a dedicated server and a manager", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const manager = await signInVerified(sim, ACCOUNTS.manager);
    const list = await rows(sim, token);
    const shared = list.find((r) => r.deploymentType === "shared")!;
    const dedicated = list.find((r) => r.deploymentType === "dedicated")!;
    const volumes = (await call(sim, "GET", `/instances/${shared.instanceId}/volumes?region=${REGION}`, { token })).body.volumes as { volumeId: string; partition: string }[];
    const root = volumes.find((v) => v.partition === "/dev/xvda")!;
    const tagsPath = (row: Row, volumeId: string) => `/instances/${row.instanceId}/volumes/${volumeId}/tags?region=${REGION}`;

    expect((await call(sim, "GET", tagsPath(shared, root.volumeId), { token })).status).toBe(400);
    expect((await call(sim, "GET", tagsPath(shared, "vol-00000000000000000"), { token })).status).toBe(404);
    const dedicatedVolume = ((await call(sim, "GET", `/instances/${dedicated.instanceId}/volumes?region=${REGION}`, { token })).body.volumes as { volumeId: string }[])[1];
    expect(await call(sim, "GET", tagsPath(dedicated, dedicatedVolume.volumeId), { token })).toMatchObject({ status: 400, body: { message: expect.stringContaining("instance's tags") } });
    const site = (await siteVolumes(sim, token, shared))[0];
    const byManager = await call(sim, "POST", `/instances/${shared.instanceId}/volumes/${site.volumeId}/tags`, { token: manager, body: { tags: [{ Key: "Client", Value: "X" }], region: REGION } });
    expect(byManager.status).toBe(403);
  });
});
