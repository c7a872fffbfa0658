// Database servers in the embedded upstream: both regions list shared and dedicated servers of
// the three engine families Moodle runs on; stop, start and reboot move through RDS's
// transitional states on the sim's clock, refuse nonsense with a 409 a user understands, and
// keep their state across a restart; free storage moves with the clock within the volume;
// databases are named after their sites; seven daily snapshots in RDS's id form.
import { api } from "@/lib/contract";
import { createSim } from "@/lib/sim";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, FIXED_NOW, MOTIVE, REGION, savedSim, withStateFile } from "./opsHelpers";

interface DbRow {
  dbInstanceId: string;
  engine: string;
  engineVersion: string;
  storageGiB: number;
  freeStorage: number | null;
  state: string;
  deployment: string;
}

type Sim = ReturnType<typeof createSim>;

async function dbRows(sim: Sim, token: string, region = REGION): Promise<DbRow[]> {
  const res = await call(sim, "GET", `/dbinstances?region=${region}`, { token });
  expect(res.status).toBe(200);
  expect(api.listDbInstances.response.safeParse(res.body).success).toBe(true);
  return res.body.dbinstances as DbRow[];
}

const stateOf = async (sim: Sim, token: string, id: string) => (await dbRows(sim, token)).find((d) => d.dbInstanceId === id)?.state;
const act = (sim: Sim, token: string, id: string, action: string, reason = MOTIVE, region = REGION) =>
  call(sim, "POST", `/dbinstances/${id}/action`, { token, body: { action, region, reason } });

function find(list: DbRow[], what: string, test: (d: DbRow) => boolean): DbRow {
  const found = list.find(test);
  if (!found) throw new Error(`the fleet has no ${what}`);
  return found;
}

describe("the list", () => {
  it("has shared and dedicated servers in both regions, MySQL, MariaDB and PostgreSQL, free storage left to /data", async () => {
    const sim = createSim({ fleetSize: 120 });
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const all = [...(await dbRows(sim, token, "us-west-2")), ...(await dbRows(sim, token, "eu-central-1"))];
    expect(new Set(all.map((d) => d.deployment))).toEqual(new Set(["shared", "dedicated"]));
    expect(new Set(all.map((d) => d.engine))).toEqual(new Set(["mysql", "mariadb", "postgres"]));
    expect(all.every((d) => d.freeStorage === null)).toBe(true);
    expect(new Set(all.map((d) => d.state)).has("available")).toBe(true);
  });
});

describe("start, stop and reboot", () => {
  it("stops through `stopping` for SIM_TRANSITION_MS, then reads stopped, and starts back through `starting`", async () => {
    const { sim, clock } = clockedSim({ transitionMs: 4000 });
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const target = find(await dbRows(sim, token), "available server", (d) => d.state === "available");

    const res = await act(sim, token, target.dbInstanceId, "stop");
    expect(res).toMatchObject({ status: 200, body: { success: true, message: `${target.dbInstanceId} is stopping.` } });
    expect(await stateOf(sim, token, target.dbInstanceId)).toBe("stopping");
    clock.t += 3999;
    expect(await stateOf(sim, token, target.dbInstanceId)).toBe("stopping");
    clock.t += 1;
    expect(await stateOf(sim, token, target.dbInstanceId)).toBe("stopped");

    expect((await act(sim, token, target.dbInstanceId, "start")).status).toBe(200);
    expect(await stateOf(sim, token, target.dbInstanceId)).toBe("starting");
    clock.t += 4000;
    expect(await stateOf(sim, token, target.dbInstanceId)).toBe("available");
  });

  it("reboots through `rebooting` back to available", async () => {
    const { sim, clock } = clockedSim({ transitionMs: 1000 });
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const target = find(await dbRows(sim, token), "available server", (d) => d.state === "available");
    expect((await act(sim, token, target.dbInstanceId, "reboot")).status).toBe(200);
    expect(await stateOf(sim, token, target.dbInstanceId)).toBe("rebooting");
    clock.t += 1000;
    expect(await stateOf(sim, token, target.dbInstanceId)).toBe("available");
  });

  it("refuses nonsense with 409 and a message; unknown or other-region ids with 404", async () => {
    const { sim } = clockedSim({ transitionMs: 4000 });
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const list = await dbRows(sim, token);
    const available = find(list, "available server", (d) => d.state === "available");
    const stopped = find(list, "stopped server", (d) => d.state === "stopped");

    expect(await act(sim, token, available.dbInstanceId, "start")).toMatchObject({ status: 409, body: { message: `${available.dbInstanceId} is already available.` } });
    expect(await act(sim, token, stopped.dbInstanceId, "stop")).toMatchObject({ status: 409, body: { message: `${stopped.dbInstanceId} is already stopped.` } });
    expect(await act(sim, token, stopped.dbInstanceId, "reboot")).toMatchObject({ status: 409, body: { message: `${stopped.dbInstanceId} is stopped. Start it instead of rebooting it.` } });
    expect((await act(sim, token, available.dbInstanceId, "stop")).status).toBe(200);
    expect(await act(sim, token, available.dbInstanceId, "start")).toMatchObject({
      status: 409,
      body: { message: `${available.dbInstanceId} is stopping. Wait until it is stopped, then try again.` },
    });

    expect(await act(sim, token, "mdl-no-such-server", "stop")).toMatchObject({ status: 404, body: { message: "DB instance not found" } });
    // Shared servers are numbered per region (mdl-shared-rds-01 exists in both); a dedicated one is its client's.
    const dedicated = find(list, "dedicated available server", (d) => d.deployment === "dedicated" && d.state === "available");
    expect((await act(sim, token, dedicated.dbInstanceId, "reboot", MOTIVE, "eu-central-1")).status).toBe(404);
  });

  it("refuses a 4-word motive with the spec's message", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const target = find(await dbRows(sim, token), "available server", (d) => d.state === "available");
    const res = await act(sim, token, target.dbInstanceId, "stop", "storage check this evening");
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("The motive must be at least 5 words.");
    expect(await stateOf(sim, token, target.dbInstanceId)).toBe("available");
  });

  it("keeps a stopped server stopped across a restart with SIM_STATE_FILE", async () => {
    await withStateFile(async (stateFile) => {
      const first = await savedSim(stateFile, { transitionMs: 4000 });
      const token = await signInVerified(first.sim, ACCOUNTS.admin);
      const target = find(await dbRows(first.sim, token), "available server", (d) => d.state === "available");
      expect((await act(first.sim, token, target.dbInstanceId, "stop")).status).toBe(200);
      await first.sim.close();

      const second = createSim({ stateFile, now: () => FIXED_NOW + 5000 });
      const token2 = await signInVerified(second, ACCOUNTS.manager);
      expect(await stateOf(second, token2, target.dbInstanceId)).toBe("stopped");
      await second.close();
    });
  });
});

describe("storage, databases and snapshots", () => {
  it("free storage is a number within the volume that moves with the clock", async () => {
    const { sim, clock } = clockedSim();
    let token = await signInVerified(sim, ACCOUNTS.manager);
    const target = find(await dbRows(sim, token), "available server", (d) => d.state === "available");
    const read = async () => {
      // Hours pass between reads: a fresh sign-in each time, as the access token lives 15 minutes.
      token = await signInVerified(sim, ACCOUNTS.manager);
      const res = await call(sim, "GET", `/dbinstances/${target.dbInstanceId}/data?region=${REGION}`, { token });
      expect(api.dbInstanceData.response.safeParse(res.body).success).toBe(true);
      return res.body.freeStorage as number;
    };
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(await read());
      clock.t += 5 * 3_600_000;
    }
    for (const v of seen) {
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(target.storageGiB);
      expect(Math.round(v * 100) / 100).toBe(v);
    }
    expect(new Set(seen).size).toBeGreaterThan(1);
  });

  it("a shared server holds its sites' databases, sorted and named after them", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const shared = find(await dbRows(sim, token), "shared server", (d) => d.deployment === "shared");
    const res = await call(sim, "GET", `/dbinstances/${shared.dbInstanceId}/databases?region=${REGION}`, { token });
    expect(api.dbDatabases.response.safeParse(res.body).success).toBe(true);
    const names = res.body.databases as string[];
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort());
    for (const n of names) expect(n).toMatch(/^(moodle|totara)_[a-z0-9_]+$/);
  });

  it("seven daily automated snapshots in RDS's id form, on seven different days, none in the future", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const target = (await dbRows(sim, token))[0];
    const res = await call(sim, "GET", `/dbSnapshots/${target.dbInstanceId}?region=${REGION}`, { token });
    expect(api.dbSnapshots.response.safeParse(res.body).success).toBe(true);
    const snaps = res.body.dbSnapshots as { dbSnapshotId: string; dbSnapshotDate: string }[];
    const automated = snaps.filter((s) => s.dbSnapshotId.startsWith("rds:"));
    expect(automated).toHaveLength(7);
    expect(new Set(automated.map((s) => s.dbSnapshotDate.slice(0, 10))).size).toBe(7);
    for (const s of snaps) {
      expect(Date.parse(s.dbSnapshotDate)).toBeLessThanOrEqual(FIXED_NOW);
      expect(s.dbSnapshotId.startsWith("rds:") ? s.dbSnapshotId : `rds:${target.dbInstanceId}-x`).toMatch(
        new RegExp(`^rds:${target.dbInstanceId}-(\\d{4}-\\d{2}-\\d{2}-\\d{2}-\\d{2}|x)$`),
      );
    }
    expect((await call(sim, "GET", `/dbSnapshots/mdl-nope?region=${REGION}`, { token })).status).toBe(404);
  });
});
