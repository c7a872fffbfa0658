// CDN status and toggle through the simulator's request path (spec 1 §3, §4, §7, §8): true,
// false or unknown per domain, one seeded site per region answering a non-boolean (the
// contract reads it as invalid), and a toggle for admins that the status and, for a dedicated
// server, the instance list reflect, and that survives a restart.
import { api } from "@/lib/contract";
import type { Sim } from "@/lib/sim";
import { isoDay } from "@/lib/sim/fleet/dates";
import { generateFleet } from "@/lib/sim/fleet/generate";
import { cdnPendingDomain } from "@/lib/sim/machine/cdn";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, FIXED_NOW, REGION, rows, savedSim, withStateFile, type Row } from "./opsHelpers";

interface ListRow extends Row {
  cdnEnabled: boolean | null;
}

const status = (sim: Sim, token: string, domain: string) => call(sim, "GET", `/cdn/status?domain=${encodeURIComponent(domain)}`, { token });
const toggle = (sim: Sim, token: string, domain: string, enabled: boolean) => call(sim, "POST", "/cdn/toggle", { token, body: { domain, enabled } });

async function siteDomains(sim: Sim, token: string, row: Row): Promise<string[]> {
  const res = await call(sim, "GET", `/instances/${row.instanceId}/volumes?region=${REGION}`, { token });
  return (res.body.volumes as { domain: string }[]).map((v) => v.domain).filter((d) => d !== "");
}

describe("CDN status", () => {
  it("answers a dedicated server's listed value and, across shared sites, on, off and unknown", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const list = (await rows(sim, token)) as ListRow[];
    for (const row of list.filter((r) => r.deploymentType === "dedicated").slice(0, 15)) {
      const res = await status(sim, token, row.domain);
      expect({ name: row.name, status: res.status, body: res.body }).toEqual({ name: row.name, status: 200, body: { cdnEnabled: row.cdnEnabled } });
    }
    const values: unknown[] = [];
    for (const row of list.filter((r) => r.deploymentType === "shared")) {
      for (const domain of await siteDomains(sim, token, row)) values.push((await status(sim, token, domain)).body.cdnEnabled);
    }
    expect(values).toEqual(expect.arrayContaining([true, false, null]));
    expect(values.filter((v) => v === false).length).toBeGreaterThan(values.filter((v) => v === true).length);
  });

  it.each(["us-west-2", "eu-central-1"] as const)("answers a non-boolean for MDL_MOODLE01's first site in %s", async (region) => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const pending = cdnPendingDomain(generateFleet(sim.options.seed, sim.options.fleetSize, isoDay(FIXED_NOW)), region);
    const server = (await rows(sim, token, region)).find((r) => r.name === "MDL_MOODLE01")!;
    const volumes = await call(sim, "GET", `/instances/${server.instanceId}/volumes?region=${region}`, { token });
    const first = (volumes.body.volumes as { domain: string }[]).find((v) => v.domain !== "");
    expect(pending).toBe(first?.domain);

    const res = await status(sim, token, pending!);
    expect(res).toEqual(expect.objectContaining({ status: 200, body: { cdnEnabled: "pending" } }));
    // The contract passes it on as an invalid status, which the form reports as such.
    expect(api.cdnStatus.response.parse(res.body)).toEqual({ cdnEnabled: "invalid" });
  });

  it("reads a domain with or without its scheme and refuses one nobody serves", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const row = (await rows(sim, token)).find((r) => r.deploymentType === "dedicated")!;
    const bare = row.domain.replace(/^https:\/\//, "").toUpperCase();
    expect((await status(sim, token, bare)).body).toEqual((await status(sim, token, row.domain)).body);
    expect(await status(sim, token, "nowhere.example")).toMatchObject({ status: 404, body: { message: "No instance serves nowhere.example." } });
  });
});

describe("CDN toggle", () => {
  it("lets an admin enable and disable a dedicated server's CDN; the status and the list follow", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const row = ((await rows(sim, token)) as ListRow[]).find((r) => r.deploymentType === "dedicated" && r.cdnEnabled === false)!;
    const listed = async () => ((await rows(sim, token)) as ListRow[]).find((r) => r.instanceId === row.instanceId)?.cdnEnabled;

    const on = await toggle(sim, token, row.domain, true);
    expect(on).toMatchObject({ status: 200, body: { success: true, message: expect.stringContaining("enabled") } });
    expect(api.cdnToggle.response.safeParse(on.body).success).toBe(true);
    expect((await status(sim, token, row.domain)).body).toEqual({ cdnEnabled: true });
    expect(await listed()).toBe(true);

    const off = await toggle(sim, token, row.domain, false);
    expect(off).toMatchObject({ status: 200, body: { success: true, message: expect.stringContaining("disabled") } });
    expect((await status(sim, token, row.domain)).body).toEqual({ cdnEnabled: false });
    expect(await listed()).toBe(false);
  });

  it("sets a shared site's CDN, the pending one included, and keeps it over a restart", async () => {
    await withStateFile(async (file) => {
      const { sim } = await savedSim(file);
      const token = await signInVerified(sim, ACCOUNTS.admin);
      const pending = cdnPendingDomain(generateFleet(sim.options.seed, sim.options.fleetSize, isoDay(FIXED_NOW)), REGION)!;
      expect((await toggle(sim, token, pending, true)).status).toBe(200);
      expect((await status(sim, token, pending)).body).toEqual({ cdnEnabled: true });
      await sim.close();

      const { sim: restarted } = clockedSim({ stateFile: file });
      const again = await signInVerified(restarted, ACCOUNTS.manager);
      expect((await status(restarted, again, pending)).body).toEqual({ cdnEnabled: true });
      await restarted.close();
    });
  });

  it("refuses a manager and an unknown domain", async () => {
    const { sim } = clockedSim();
    const manager = await signInVerified(sim, ACCOUNTS.manager);
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const row = (await rows(sim, admin)).find((r) => r.deploymentType === "dedicated")!;
    const before = (await status(sim, admin, row.domain)).body;
    expect(await toggle(sim, manager, row.domain, true)).toMatchObject({ status: 403, body: { message: "You do not have permission to perform this action." } });
    expect((await status(sim, admin, row.domain)).body).toEqual(before);
    expect((await toggle(sim, admin, "nowhere.example", true)).status).toBe(404);
  });
});
