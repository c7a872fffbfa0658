// The contract form's read-only site figures through the simulator's request path (spec 1 §3,
// §7): active users and concurrency (plausible for the contract, steady within a minute, moving
// with the day) and a Totara site's upgrade key (fixed per site; none for Moodle), with the
// refusals a caller sees for a stopped server, an unknown site or another address.
import type { Sim } from "@/lib/sim";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, FIXED_NOW, REGION, rows, type Clock, type Row } from "./opsHelpers";

const HOUR_MS = 3_600_000;
const host = (domain: string) => domain.replace(/^https:\/\//, "");
const concurrency = (sim: Sim, token: string, row: Row, domain: string) =>
  call(sim, "GET", `/instances/${row.instanceId}/${encodeURIComponent(host(domain))}/concurrency`, { token });

async function contractedUsers(sim: Sim, token: string, row: Row): Promise<number> {
  const res = await call(sim, "GET", `/instances/${row.instanceId}/tags?region=${REGION}`, { token });
  return Number((res.body.tags as { Key: string; Value: string }[]).find((t) => t.Key === "ContractedUsers")?.Value);
}

describe("active users and concurrency", () => {
  let sim: Sim;
  let clock: Clock;
  let token: string;
  let list: Row[];
  beforeEach(async () => {
    ({ sim, clock } = clockedSim());
    token = await signInVerified(sim, ACCOUNTS.manager);
    list = await rows(sim, token);
  });

  it("are whole numbers in proportion to the contract, fewer online than active", async () => {
    const dedicated = list.filter((r) => r.deploymentType === "dedicated" && r.state === "running").slice(0, 12);
    for (const row of dedicated) {
      const res = await concurrency(sim, token, row, row.domain);
      expect({ name: row.name, status: res.status }).toEqual({ name: row.name, status: 200 });
      const { activeUsers, concurrency: online } = res.body as { activeUsers: number; concurrency: number };
      const contracted = await contractedUsers(sim, token, row);
      expect(Number.isInteger(activeUsers) && Number.isInteger(online)).toBe(true);
      expect(activeUsers).toBeGreaterThanOrEqual(Math.floor(contracted * 0.4));
      expect(activeUsers).toBeLessThanOrEqual(Math.ceil(contracted * 1.1));
      expect(online).toBeLessThan(activeUsers);
    }
  });

  it("hold still within a minute and follow the day: busier mid-morning than at night", async () => {
    const rowsUp = list.filter((r) => r.deploymentType === "dedicated" && r.state === "running").slice(0, 10);
    const total = async () => {
      let sum = 0;
      for (const row of rowsUp) sum += (await concurrency(sim, token, row, row.domain)).body.concurrency as number;
      return sum;
    };
    // FIXED_NOW is 09:00 UTC: 03:00 in Costa Rica and Mexico City.
    const night = await total();
    const first = (await concurrency(sim, token, rowsUp[0], rowsUp[0].domain)).body;
    clock.t = FIXED_NOW + 40_000;
    expect((await concurrency(sim, token, rowsUp[0], rowsUp[0].domain)).body).toEqual(first);
    clock.t = FIXED_NOW + 7 * HOUR_MS; // 10:00 local, a Tuesday
    token = await signInVerified(sim, ACCOUNTS.manager);
    const morning = await total();
    expect(morning).toBeGreaterThan(night * 3);
  });

  it("answer for one site of a shared server, and refuse an unknown site, server or a stopped server", async () => {
    const shared = list.find((r) => r.deploymentType === "shared" && r.state === "running")!;
    const volumes = await call(sim, "GET", `/instances/${shared.instanceId}/volumes?region=${REGION}`, { token });
    const site = (volumes.body.volumes as { domain: string }[]).find((v) => v.domain !== "")!;
    expect(await concurrency(sim, token, shared, site.domain)).toMatchObject({ status: 200, body: { activeUsers: expect.any(Number), concurrency: expect.any(Number) } });
    expect(await concurrency(sim, token, shared, "https://nowhere.example")).toMatchObject({ status: 404, body: { message: expect.stringContaining("nowhere.example") } });
    expect((await concurrency(sim, token, { ...shared, instanceId: "i-00000000000000000" }, site.domain)).status).toBe(404);

    const stopped = list.find((r) => r.deploymentType === "dedicated" && r.state === "stopped")!;
    expect(await concurrency(sim, token, stopped, stopped.domain)).toMatchObject({ status: 409, body: { message: expect.stringContaining("is stopped") } });
  });
});

describe("Totara upgrade key", () => {
  const keyPath = (row: Row, domain: string, ip = row.publicIpAddress) =>
    `/instances/${row.instanceId}/totara-key-upgrade?${new URLSearchParams({ region: REGION, ip, domain })}`;

  it("is fixed per Totara site and differs between sites", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const totara = (await rows(sim, token)).find((r) => r.name === "MDL_TOTARA01")!;
    const volumes = await call(sim, "GET", `/instances/${totara.instanceId}/volumes?region=${REGION}`, { token });
    const [a, b] = (volumes.body.volumes as { domain: string }[]).filter((v) => v.domain !== "");
    const first = await call(sim, "GET", keyPath(totara, a.domain), { token });
    expect(first).toMatchObject({ status: 200, body: { upgradeKey: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    expect((await call(sim, "GET", keyPath(totara, host(a.domain)), { token })).body).toEqual(first.body);
    expect((await call(sim, "GET", keyPath(totara, b.domain), { token })).body.upgradeKey).not.toBe(first.body.upgradeKey);
  });

  it("is refused for a Moodle site, another address and a stopped server", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const list = await rows(sim, token);
    const moodle = list.find((r) => r.deploymentType === "dedicated" && r.lms === "Moodle" && r.state === "running")!;
    expect(await call(sim, "GET", keyPath(moodle, moodle.domain), { token })).toMatchObject({ status: 400, body: { message: expect.stringContaining("Totara") } });
    const totara = list.find((r) => r.deploymentType === "dedicated" && r.lms === "Totara" && r.state === "running")!;
    expect((await call(sim, "GET", keyPath(totara, totara.domain), { token })).status).toBe(200);
    expect((await call(sim, "GET", keyPath(totara, totara.domain, "192.0.2.255"), { token })).status).toBe(400);
    const stopped = list.find((r) => r.deploymentType === "dedicated" && r.lms === "Totara" && r.state === "stopped")!;
    expect(await call(sim, "GET", keyPath(stopped, stopped.domain), { token })).toMatchObject({ status: 409, body: { message: expect.stringContaining("is stopped") } });
  });
});
