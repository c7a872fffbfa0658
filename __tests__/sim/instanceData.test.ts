// Instance data, shared-server data and SSL renewal: certificates in every state on the
// sim's clock, the upstream's overriding `state`, strict deployment checks, and renewals
// that finish a few seconds later and survive a restart.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { api } from "@/lib/contract";
import { createSim, type Sim } from "@/lib/sim";
import { generateFleet } from "@/lib/sim/fleet/generate";
import { ACCOUNTS, call, signInVerified } from "./helpers";

const REGIONS = ["us-west-2", "eu-central-1"] as const;
type Region = (typeof REGIONS)[number];
const DAY_MS = 86_400_000;
const FIXED_NOW = Date.parse("2026-03-10T09:00:00Z");

interface Row {
  instanceId: string;
  name: string;
  publicIpAddress: string;
  lms: string;
  domain: string | null;
  deploymentType: "dedicated" | "shared";
  version: string | null;
}

interface Data {
  isElasticIp: boolean;
  isOutOfSupport: boolean;
  version: string | null;
  sslDaysRemaining: number | "NO SSL";
  state?: string;
}

/** Spec 1 §4: NO SSL, EXPIRED at 0 or fewer, RENEW under 30, VALID from 30; `state` overrides. */
function status(data: Data): string {
  if (data.state) return data.state;
  const days = data.sslDaysRemaining;
  if (days === "NO SSL") return "NO SSL";
  if (days <= 0) return "EXPIRED";
  return days < 30 ? "RENEW" : "VALID";
}

async function rows(sim: Sim, token: string, region: Region): Promise<Row[]> {
  const res = await call(sim, "GET", `/instances?region=${region}`, { token });
  expect(res.status).toBe(200);
  return res.body.instances as Row[];
}

function dataPath(row: Row, region: Region, overrides: { endpoint?: "data" | "shared-server-data"; deployment?: string; id?: string } = {}): string {
  const endpoint = overrides.endpoint ?? (row.deploymentType === "shared" ? "shared-server-data" : "data");
  const query = new URLSearchParams({ region, ip: row.publicIpAddress, lms: row.lms, deployment: overrides.deployment ?? row.deploymentType });
  if (row.domain) query.set("domain", row.domain);
  return `/instances/${overrides.id ?? row.instanceId}/${endpoint}?${query}`;
}

async function dataOf(sim: Sim, token: string, region: Region, row: Row): Promise<Data> {
  const res = await call(sim, "GET", dataPath(row, region), { token });
  expect({ name: row.name, status: res.status }).toEqual({ name: row.name, status: 200 });
  return res.body as unknown as Data;
}

function renewBody(row: Row, region: Region) {
  return { instanceIp: row.publicIpAddress, instanceName: row.name, region, instanceInCDN: false };
}

/** A sim on a clock the test moves. */
function clockedSim(options: { stateFile?: string } = {}) {
  const clock = { t: FIXED_NOW };
  const sim = createSim({ ...options, now: () => clock.t });
  return { sim, clock };
}

/** Every instance of a region with its data, read in parallel. */
async function survey(sim: Sim, token: string, region: Region): Promise<{ row: Row; data: Data }[]> {
  const list = await rows(sim, token, region);
  return Promise.all(list.map(async (row) => ({ row, data: await dataOf(sim, token, region, row) })));
}

describe("instance data", () => {
  let sim: Sim;
  let token: string;
  beforeAll(async () => {
    // A fixed clock: the fleet's dates, and so the day counts, cannot shift at midnight mid-test.
    sim = createSim({ seed: 1, fleetSize: 60, now: () => FIXED_NOW });
    token = await signInVerified(sim, ACCOUNTS.manager);
  });

  it.each(REGIONS)("has every certificate state in the default fleet of %s, answers in the contract", async (region) => {
    const all = await survey(sim, token, region);
    expect(all).toHaveLength(60);
    for (const { row, data } of all) {
      expect({ name: row.name, ok: api.instanceData.response.safeParse(data).success }).toEqual({ name: row.name, ok: true });
      expect(Object.keys(data).sort()).toEqual(expect.arrayContaining(["isElasticIp", "isOutOfSupport", "sslDaysRemaining", "version"]));
      expect(data.version).toBe(row.version);
      if (data.state !== undefined) expect(["EXPIRED", "RENEW", "VALID", "NO SSL"]).toContain(data.state);
    }
    expect(new Set(all.map(({ data }) => status(data)))).toEqual(new Set(["NO SSL", "EXPIRED", "RENEW", "VALID"]));

    // A few carry a state that overrides the day count, and only a few.
    const overridden = all.filter(({ data }) => data.state !== undefined);
    expect(overridden.length).toBeGreaterThanOrEqual(1);
    expect(overridden.length).toBeLessThanOrEqual(all.length / 5);
    for (const { data } of overridden) expect(status({ ...data, state: undefined })).not.toBe(data.state);

    // Shared servers have no certificate of their own; every dedicated server with a domain answers per its instance.
    for (const { row, data } of all.filter(({ row }) => row.deploymentType === "shared")) {
      expect({ name: row.name, ssl: data.sslDaysRemaining, elastic: data.isElasticIp }).toEqual({ name: row.name, ssl: "NO SSL", elastic: true });
    }
    expect(new Set(all.map(({ data }) => data.isElasticIp))).toEqual(new Set([true, false]));
  });

  it("answers the same twice and is out of support without version data", async () => {
    const list = await rows(sim, token, "us-west-2");
    const row = list.find((r) => r.deploymentType === "dedicated" && r.version === null);
    const supported = list.find((r) => r.deploymentType === "dedicated" && r.lms === "Moodle" && r.version !== null);
    if (!row || !supported) throw new Error("the default fleet lacks a dedicated instance without version data");
    const first = await dataOf(sim, token, "us-west-2", row);
    expect(first).toMatchObject({ version: null, isOutOfSupport: true });
    expect(await dataOf(sim, token, "us-west-2", row)).toEqual(first);
    expect(await dataOf(sim, token, "us-west-2", supported)).toMatchObject({ isOutOfSupport: false, version: supported.version });
  });

  it("answers for one site of a shared server when given its domain", async () => {
    // The sites of a shared server are not in the list; the seeded fleet says where they are.
    const fleet = generateFleet(1, 60, new Date(FIXED_NOW).toISOString().slice(0, 10));
    const server = fleet["us-west-2"].instances.find((i) => i.deploymentType === "shared" && i.volumes.some((v) => v.version && v.sslDaysRemaining !== null));
    const site = server?.volumes.find((v) => v.version && v.sslDaysRemaining !== null);
    if (!server || !site?.domain) throw new Error("no shared site with a certificate");
    const row = (await rows(sim, token, "us-west-2")).find((r) => r.instanceId === server.instanceId);
    if (!row) throw new Error("the shared server is not listed");

    const bare = site.domain.replace(/^https:\/\//, "").toUpperCase();
    const forSite = await call(sim, "GET", `${dataPath(row, "us-west-2")}&domain=${encodeURIComponent(bare)}`, { token });
    expect(forSite).toMatchObject({ status: 200, body: { version: site.version, sslDaysRemaining: site.sslDaysRemaining, isElasticIp: true } });

    const query = new URLSearchParams({ region: "us-west-2", ip: row.publicIpAddress, lms: row.lms, deployment: "shared", domain: "https://nowhere.example" });
    const unknownSite = await call(sim, "GET", `/instances/${row.instanceId}/shared-server-data?${query}`, { token });
    expect(unknownSite).toMatchObject({ status: 200, body: { sslDaysRemaining: "NO SSL", version: null } });
  });

  it("refuses the wrong endpoint or deployment with 400", async () => {
    const list = await rows(sim, token, "us-west-2");
    const dedicated = list.find((r) => r.deploymentType === "dedicated");
    const shared = list.find((r) => r.deploymentType === "shared");
    if (!dedicated || !shared) throw new Error("the fleet lacks a deployment type");

    const sharedOnData = await call(sim, "GET", dataPath(shared, "us-west-2", { endpoint: "data", deployment: "dedicated" }), { token });
    expect(sharedOnData).toMatchObject({ status: 400, body: { message: "This instance is shared: use shared-server-data." } });
    const dedicatedOnShared = await call(sim, "GET", dataPath(dedicated, "us-west-2", { endpoint: "shared-server-data", deployment: "shared" }), { token });
    expect(dedicatedOnShared).toMatchObject({ status: 400, body: { message: "This instance is dedicated: use data." } });
    const wrongQuery = await call(sim, "GET", dataPath(dedicated, "us-west-2", { endpoint: "data", deployment: "shared" }), { token });
    expect(wrongQuery).toMatchObject({ status: 400, body: { fields: { deployment: "This instance is dedicated." } } });
    const missingQuery = await call(sim, "GET", `/instances/${dedicated.instanceId}/data?region=us-west-2`, { token });
    expect(missingQuery.status).toBe(400);
  });

  it("answers 404 for an unknown id or another region's instance", async () => {
    const row = (await rows(sim, token, "us-west-2")).find((r) => r.deploymentType === "dedicated");
    if (!row) throw new Error("no dedicated instance");
    const unknown = await call(sim, "GET", dataPath(row, "us-west-2", { id: "i-00000000000000000" }), { token });
    expect(unknown).toMatchObject({ status: 404, body: { message: "Instance not found" } });
    const elsewhere = await call(sim, "GET", dataPath(row, "eu-central-1"), { token });
    expect(elsewhere).toMatchObject({ status: 404, body: { message: "Instance not found" } });
    const renew = await call(sim, "POST", "/instances/renew-ssl/i-00000000000000000", { token, body: renewBody(row, "us-west-2") });
    expect(renew).toMatchObject({ status: 404, body: { message: "Instance not found" } });
  });
});

describe("certificates over time and renewal", () => {
  it("counts days down with the sim's clock", async () => {
    const { sim, clock } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const valid = (await survey(sim, token, "us-west-2")).find(({ data }) => typeof data.sslDaysRemaining === "number" && data.sslDaysRemaining > 40 && !data.state);
    if (!valid) throw new Error("no long-lived certificate");
    clock.t += 3 * DAY_MS;
    // Three days on, the access token has long expired: sign in again.
    const later = await signInVerified(sim, ACCOUNTS.manager);
    const after = await dataOf(sim, later, "us-west-2", valid.row);
    expect(after.sslDaysRemaining).toBe((valid.data.sslDaysRemaining as number) - 3);
  });

  it("lets a manager renew a RENEW certificate, which reads VALID for 90 days a few seconds later", async () => {
    const { sim, clock } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const target = (await survey(sim, token, "us-west-2")).find(({ data }) => status(data) === "RENEW" && !data.state);
    if (!target) throw new Error("no RENEW certificate");

    const started = await call(sim, "POST", `/instances/renew-ssl/${target.row.instanceId}`, { token, body: renewBody(target.row, "us-west-2") });
    expect(started).toMatchObject({ status: 200, body: { success: true, message: "Certificate renewal started" } });
    expect(api.renewSsl.response.safeParse(started.body).success).toBe(true);

    // Still the old certificate right away; asking again does not start a second renewal.
    expect(status(await dataOf(sim, token, "us-west-2", target.row))).toBe("RENEW");
    const again = await call(sim, "POST", `/instances/renew-ssl/${target.row.instanceId}`, { token, body: renewBody(target.row, "us-west-2") });
    expect(again).toMatchObject({ status: 200, body: { success: true } });

    clock.t += 6_000;
    const renewed = await dataOf(sim, token, "us-west-2", target.row);
    expect(renewed.sslDaysRemaining).toBe(90);
    expect(renewed.state).toBeUndefined();
    expect(status(renewed)).toBe("VALID");

    const notNeeded = await call(sim, "POST", `/instances/renew-ssl/${target.row.instanceId}`, { token, body: renewBody(target.row, "us-west-2") });
    expect(notNeeded).toMatchObject({ status: 409, body: { message: "It is not necessary to renew the domain." } });
  });

  it("answers 409 for a VALID certificate, and renews EXPIRED ones, early-revoked ones and sites without one", async () => {
    const { sim, clock } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const all = [
      ...(await survey(sim, token, "us-west-2")).map((x) => ({ ...x, region: "us-west-2" as Region })),
      ...(await survey(sim, token, "eu-central-1")).map((x) => ({ ...x, region: "eu-central-1" as Region })),
    ];
    const pick = (what: string, test: (x: (typeof all)[number]) => boolean) => {
      const found = all.find(test);
      if (!found) throw new Error(`the default fleet has no ${what}`);
      return found;
    };
    const renew = (x: (typeof all)[number]) => call(sim, "POST", `/instances/renew-ssl/${x.row.instanceId}`, { token, body: renewBody(x.row, x.region) });

    const valid = pick("VALID certificate", (x) => status(x.data) === "VALID");
    expect(await renew(valid)).toMatchObject({ status: 409, body: { message: "It is not necessary to renew the domain." } });

    const expired = pick("expired certificate", (x) => typeof x.data.sslDaysRemaining === "number" && x.data.sslDaysRemaining <= 0);
    const revoked = pick("revoked certificate with days left", (x) => x.data.state === "EXPIRED" && (x.data.sslDaysRemaining as number) > 0);
    const none = pick("dedicated site without a certificate", (x) => x.row.deploymentType === "dedicated" && x.data.sslDaysRemaining === "NO SSL" && !!x.row.domain);
    for (const x of [expired, revoked, none]) expect({ name: x.row.name, ...(await renew(x)) }).toMatchObject({ name: x.row.name, status: 200, body: { success: true } });

    const shared = pick("shared server", (x) => x.row.deploymentType === "shared");
    expect((await renew(shared)).status).toBe(400);

    clock.t += 6_000;
    for (const x of [expired, revoked, none]) {
      const data = await dataOf(sim, token, x.region, x.row);
      expect({ name: x.row.name, status: status(data), days: data.sslDaysRemaining }).toEqual({ name: x.row.name, status: "VALID", days: 90 });
    }
  });

  it("keeps a renewal in SIM_STATE_FILE across a restart", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sim-ssl-"));
    try {
      const file = path.join(dir, "state.json");
      const first = clockedSim({ stateFile: file });
      const token = await signInVerified(first.sim, ACCOUNTS.admin);
      const target = (await survey(first.sim, token, "eu-central-1")).find(({ data }) => status(data) === "EXPIRED");
      if (!target) throw new Error("no EXPIRED certificate");
      const started = await call(first.sim, "POST", `/instances/renew-ssl/${target.row.instanceId}`, { token, body: renewBody(target.row, "eu-central-1") });
      expect(started.status).toBe(200);
      await first.sim.close();

      const second = clockedSim({ stateFile: file });
      second.clock.t += 60_000;
      const token2 = await signInVerified(second.sim, ACCOUNTS.admin);
      const data = await dataOf(second.sim, token2, "eu-central-1", target.row);
      expect(data).toMatchObject({ sslDaysRemaining: 90 });
      await second.sim.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
