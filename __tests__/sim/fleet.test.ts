// The seeded fleet: repeatable per seed, varied enough for a demo, and fast at 5000 per region.
import { createSim, type Sim } from "@/lib/sim";
import { ACCOUNTS, call, signInVerified } from "./helpers";

interface Row {
  instanceId: string;
  name: string;
  state: string;
  instaceType: string;
  publicIpAddress: string;
  hasLoadBalancer: boolean;
  dns: string | null;
  lms: string;
  domain: string | null;
  deploymentType: string;
  version: string | null;
  cdnEnabled: boolean | null;
}

async function list(sim: Sim, region: string): Promise<Row[]> {
  const token = await signInVerified(sim, ACCOUNTS.manager);
  const res = await call(sim, "GET", `/instances?region=${region}`, { token });
  expect(res.status).toBe(200);
  return res.body.instances as Row[];
}

describe("fleet generation", () => {
  it("is identical for the same seed and differs for another", async () => {
    const a = createSim({ seed: 42 });
    const b = createSim({ seed: 42 });
    const c = createSim({ seed: 43 });
    for (const region of ["us-west-2", "eu-central-1"]) {
      const [ra, rb, rc] = await Promise.all([list(a, region), list(b, region), list(c, region)]);
      expect(ra).toHaveLength(60);
      expect(rb).toEqual(ra);
      expect(rc.map((r) => r.instanceId)).not.toEqual(ra.map((r) => r.instanceId));
    }
  });

  it("looks like a real mixed fleet", async () => {
    const sim = createSim({ seed: 1 });
    const rows = [...(await list(sim, "us-west-2")), ...(await list(sim, "eu-central-1"))];
    expect(rows).toHaveLength(120);
    const values = <K extends keyof Row>(key: K) => new Set(rows.map((r) => r[key]));

    expect(values("deploymentType")).toEqual(new Set(["dedicated", "shared"]));
    expect(values("lms")).toEqual(new Set(["Moodle", "Totara"]));
    expect([...values("state")]).toEqual(expect.arrayContaining(["running", "stopped"]));
    expect(rows.filter((r) => r.state === "running").length).toBeGreaterThan(rows.length / 2);
    expect([...values("cdnEnabled")]).toEqual(expect.arrayContaining([true, false, null]));
    expect(values("instaceType").size).toBeGreaterThanOrEqual(6);

    const versions = rows.map((r) => r.version);
    expect(versions).toContain(null);
    expect(versions.some((v) => v?.endsWith("+"))).toBe(true);
    expect(versions.some((v) => v !== null && /^4\.[1-5](\.\d+)?\+?$/.test(v))).toBe(true);

    for (const r of rows) {
      expect(r.instanceId).toMatch(/^i-[0-9a-f]{17}$/);
      expect(r.name).toMatch(/^MDL_[A-Z0-9_]+$/);
      expect(r.publicIpAddress).toMatch(/^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}$/);
      if (r.dns) expect(r.hasLoadBalancer).toBe(true);
    }
    expect(new Set(rows.map((r) => r.instanceId)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.publicIpAddress)).size).toBe(rows.length);
    expect(rows.some((r) => r.dns?.endsWith(".elb.amazonaws.com"))).toBe(true);
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(["MDL_MOODLE01", "MDL_MOODLE02", "MDL_TOTARA01"]));
    expect(rows.filter((r) => r.deploymentType === "dedicated").every((r) => r.domain?.endsWith(".example"))).toBe(true);
  });

  it.each(["us-west-2", "eu-central-1"])("hosts a site for every upgrade rule on the running shared servers of %s", async (region) => {
    // Spec 1 §5, §9: no version, below 4.3, 4.3, 4.3+ (slightly higher), 4.3.3 (the volume
    // link's minimum), 4.4, 4.5, and Totara sites on the Totara server; NFS shares and vol- volumes.
    const sim = createSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const rows = (await call(sim, "GET", `/instances?region=${region}`, { token })).body.instances as Row[];
    const shared = rows.filter((r) => r.deploymentType === "shared" && r.state === "running");
    const sites: { server: Row; volumeId: string; version: string | null; lms: string }[] = [];
    for (const server of shared) {
      const res = await call(sim, "GET", `/instances/${server.instanceId}/volumes?region=${region}`, { token });
      expect(res.status).toBe(200);
      for (const v of res.body.volumes as { volumeId: string; domain: string; version: string | null; lms: string }[]) {
        if (v.domain !== "") sites.push({ server, volumeId: v.volumeId, version: v.version, lms: v.lms });
      }
    }
    const moodle = sites.filter((s) => s.server.lms === "Moodle");
    const versions = moodle.map((s) => s.version);
    expect(versions).toEqual(expect.arrayContaining([null, "4.3", "4.3+", "4.3.3", "4.4", "4.5"]));
    expect(versions.some((v) => v !== null && /^4\.[0-2](\.\d+)?\+?$/.test(v))).toBe(true);
    expect(moodle.some((s) => s.volumeId.startsWith("vol-"))).toBe(true);
    expect(moodle.some((s) => s.volumeId.startsWith("fs-"))).toBe(true);
    for (const s of moodle) expect(s.lms).toBe("Moodle");

    const totara = sites.filter((s) => s.server.name === "MDL_TOTARA01");
    expect(totara.filter((s) => s.version !== null).length).toBeGreaterThanOrEqual(2);
    for (const s of totara) expect(s.lms).toBe("Totara");
    // Several client sites on each server.
    for (const server of shared) expect(sites.filter((s) => s.server === server).length).toBeGreaterThanOrEqual(3);
  });

  it("reports flat rows whose descriptions need CSV quoting", async () => {
    const sim = createSim({ seed: 1 });
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const res = await call(sim, "GET", "/instances/report?region=us-west-2", { token });
    expect(res.body.success).toBe(true);
    const data = res.body.data as Record<string, unknown>[];
    expect(data).toHaveLength(60);
    expect(Object.keys(data[0])).toEqual(["Name", "InstanceId", "State", "Type", "IP", "LMS", "Version", "Domain", "Client", "Deployment", "Description"]);
    const descriptions = data.map((r) => String(r.Description));
    expect(descriptions.some((d) => d.includes(","))).toBe(true);
    expect(descriptions.some((d) => d.includes('"'))).toBe(true);
  });

  // How long building this fleet takes is a figure of `npm run bench -- sim`, not a test.
  it("builds 5000 instances per region, each with its own id, address and name", async () => {
    const sim = createSim({ seed: 3, fleetSize: 5000 });
    const us = await list(sim, "us-west-2");
    const eu = await list(sim, "eu-central-1");
    expect(us).toHaveLength(5000);
    expect(eu).toHaveLength(5000);
    const ids = new Set([...us, ...eu].map((r) => r.instanceId));
    const ips = new Set([...us, ...eu].map((r) => r.publicIpAddress));
    const names = new Set(us.map((r) => r.name));
    expect(ids.size).toBe(10000);
    expect(ips.size).toBe(10000);
    expect(names.size).toBe(5000);
  });
});
