// Database servers, the edges dbServers.test.ts leaves: a backing-up server and one caught
// mid-change by the seed, a reboot under way, dedicated servers' single database, every GET's
// 404 for another region's id, the manual snapshots and the backup window, and who asked for a
// change (with the motive) kept in the state file with the change itself, mid-flight.
import { api } from "@/lib/contract";
import { createSim, type Sim } from "@/lib/sim";
import { loadState } from "@/lib/sim/state/store";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, FIXED_NOW, MOTIVE, REGION, savedSim, withStateFile } from "./opsHelpers";

interface DbRow {
  dbInstanceId: string;
  state: string;
  deployment: string;
}

const REGIONS = ["us-west-2", "eu-central-1"] as const;

async function dbRows(sim: Sim, token: string, region: string = REGION): Promise<DbRow[]> {
  const res = await call(sim, "GET", `/dbinstances?region=${region}`, { token });
  expect(api.listDbInstances.response.safeParse(res.body).success).toBe(true);
  return res.body.dbinstances as DbRow[];
}

const act = (sim: Sim, token: string, id: string, action: string, region: string = REGION) =>
  call(sim, "POST", `/dbinstances/${id}/action`, { token, body: { action, region, reason: MOTIVE } });

/** The first seed whose fleet (both regions) has a server passing `test`; 3 % of servers are
 * backing up, so a few seeds are enough. */
async function seededWith(what: string, test: (d: DbRow) => boolean): Promise<{ sim: Sim; token: string; server: DbRow; region: string }> {
  for (let seed = 1; seed <= 40; seed++) {
    const sim = createSim({ seed, fleetSize: 120, now: () => FIXED_NOW });
    const token = await signInVerified(sim, ACCOUNTS.manager);
    for (const region of REGIONS) {
      const server = (await dbRows(sim, token, region)).find(test);
      if (server) return { sim, token, server, region };
    }
  }
  throw new Error(`no seed has a ${what} server`);
}

describe("refusals beyond the console's own changes", () => {
  it("a backing-up server refuses start, stop and reboot alike", async () => {
    const { sim, token, server, region } = await seededWith("backing-up", (d) => d.state === "backing-up");
    for (const action of ["start", "stop", "reboot"]) {
      expect(await act(sim, token, server.dbInstanceId, action, region)).toMatchObject({
        status: 409,
        body: { message: `${server.dbInstanceId} is backing up. Try again when the backup has finished.` },
      });
    }
  });

  it("a reboot under way refuses another action until the server is available", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const target = (await dbRows(sim, token)).find((d) => d.state === "available")!;
    const ok = await act(sim, token, target.dbInstanceId, "reboot");
    expect(ok).toMatchObject({ status: 200, body: { success: true, message: `${target.dbInstanceId} is rebooting.` } });
    expect(api.dbInstanceAction.response.safeParse(ok.body).success).toBe(true);
    expect(await act(sim, token, target.dbInstanceId, "stop")).toMatchObject({
      status: 409,
      body: { message: `${target.dbInstanceId} is rebooting. Wait until it is available, then try again.` },
    });
  });

  it("a server the seed left starting can be stopped but not started again", async () => {
    const { sim, token, server, region } = await seededWith("starting", (d) => d.state === "starting");
    expect(await act(sim, token, server.dbInstanceId, "start", region)).toMatchObject({
      status: 409,
      body: { message: `${server.dbInstanceId} is starting. Wait until it is available, then try again.` },
    });
    expect(await act(sim, token, server.dbInstanceId, "stop", region)).toMatchObject({ status: 200, body: { message: `${server.dbInstanceId} is stopping.` } });
  });
});

describe("reads", () => {
  it("a dedicated server holds its one database", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const dedicated = (await dbRows(sim, token)).filter((d) => d.deployment === "dedicated");
    expect(dedicated.length).toBeGreaterThan(0);
    for (const d of dedicated) {
      const res = await call(sim, "GET", `/dbinstances/${d.dbInstanceId}/databases?region=${REGION}`, { token });
      expect(res.body.databases).toEqual([expect.stringMatching(/^(moodle|totara)_[a-z0-9_]+$/)]);
    }
  });

  it("every read answers 404 for an unknown id and for another region's dedicated server", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const dedicated = (await dbRows(sim, token)).find((d) => d.deployment === "dedicated")!;
    for (const [id, region] of [["mdl-no-such-server", REGION], [dedicated.dbInstanceId, "eu-central-1"]]) {
      for (const path of [`/dbinstances/${id}/data`, `/dbinstances/${id}/databases`, `/dbSnapshots/${id}`]) {
        expect(await call(sim, "GET", `${path}?region=${region}`, { token })).toMatchObject({ status: 404, body: { message: "DB instance not found" } });
      }
    }
  });

  it("snapshots: automated ones in the 03:00–04:00 UTC window at one minute per server, manual ones for some servers, a stopped server's too", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const list = [...(await dbRows(sim, token)), ...(await dbRows(sim, token, "eu-central-1")).map((d) => ({ ...d, region: "eu-central-1" }))];
    let manual = 0;
    for (const d of list) {
      const region = "region" in d ? d.region : REGION;
      const res = await call(sim, "GET", `/dbSnapshots/${d.dbInstanceId}?region=${region}`, { token });
      expect(api.dbSnapshots.response.safeParse(res.body).success).toBe(true);
      const snaps = res.body.dbSnapshots as { dbSnapshotId: string; dbSnapshotDate: string }[];
      const automated = snaps.filter((s) => s.dbSnapshotId.startsWith("rds:"));
      expect(automated).toHaveLength(7);
      expect(new Set(automated.map((s) => s.dbSnapshotDate.slice(11, 16))).size).toBe(1);
      expect(automated[0].dbSnapshotDate).toMatch(/T03:\d{2}:00\.000Z$/);
      for (const s of snaps.filter((x) => !x.dbSnapshotId.startsWith("rds:"))) {
        manual++;
        expect(s.dbSnapshotId).toMatch(new RegExp(`^${d.dbInstanceId}-pre-upgrade-\\d{4}-\\d{2}-\\d{2}$`));
        expect(s.dbSnapshotId.endsWith(s.dbSnapshotDate.slice(0, 10))).toBe(true);
        expect(Date.parse(s.dbSnapshotDate)).toBeLessThan(FIXED_NOW);
      }
    }
    expect(manual).toBeGreaterThan(0);
    expect(manual).toBeLessThan(list.length);
    expect(list.some((d) => d.state === "stopped")).toBe(true);
  });
});

describe("the state file", () => {
  it("keeps a stop mid-flight with who asked and why, and the stop still ends on the clock", async () => {
    await withStateFile(async (stateFile) => {
      const first = await savedSim(stateFile, { transitionMs: 4000 });
      const token = await signInVerified(first.sim, ACCOUNTS.admin);
      const target = (await dbRows(first.sim, token)).find((d) => d.state === "available")!;
      expect((await act(first.sim, token, target.dbInstanceId, "stop")).status).toBe(200);
      await first.sim.close();

      const saved = loadState(stateFile, { readOnly: true })!;
      const power = saved.fleet[REGION].dbServers.find((d) => d.dbInstanceId === target.dbInstanceId)?.power;
      expect(power).toMatchObject({ action: "stop", from: "available", via: "stopping", reason: MOTIVE });
      expect(power?.by).toContain(ACCOUNTS.admin.username);

      const clock = { t: FIXED_NOW + 2000 };
      const second = createSim({ stateFile, transitionMs: 4000, now: () => clock.t });
      const token2 = await signInVerified(second, ACCOUNTS.manager);
      const stateNow = async () => (await dbRows(second, token2)).find((d) => d.dbInstanceId === target.dbInstanceId)?.state;
      expect(await stateNow()).toBe("stopping");
      clock.t = FIXED_NOW + 4000;
      expect(await stateNow()).toBe("stopped");
      await second.close();
    });
  });
});
