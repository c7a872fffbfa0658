// Start, stop, reboot and size changes: transitional states on the sim's clock, refusals a
// user understands, a stopped server that stays stopped across a restart, memory that
// follows the size.
import { api } from "@/lib/contract";
import { createSim } from "@/lib/sim";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, FIXED_NOW, MOTIVE, pick, REGION, rows, savedSim, stateOf, withStateFile } from "./opsHelpers";

const action = (act: string, region = REGION) => ({ body: { action: act, region, reason: MOTIVE } });

describe("start, stop and reboot", () => {
  it("stops through `stopping` for SIM_TRANSITION_MS, then reads stopped in the list and the report", async () => {
    const { sim, clock } = clockedSim({ transitionMs: 4000 });
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const target = pick(await rows(sim, token), "running dedicated server", (r) => r.state === "running" && r.deploymentType === "dedicated");

    const res = await call(sim, "POST", `/instances/${target.instanceId}/action`, { token, ...action("stop") });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: `${target.name} is stopping.` } });
    expect(api.instanceAction.response.safeParse(res.body).success).toBe(true);
    expect(await stateOf(sim, token, target.instanceId)).toBe("stopping");

    clock.t += 3999;
    expect(await stateOf(sim, token, target.instanceId)).toBe("stopping");
    clock.t += 1;
    expect(await stateOf(sim, token, target.instanceId)).toBe("stopped");
    const report = await call(sim, "GET", `/instances/report?region=${REGION}`, { token });
    expect((report.body.data as { InstanceId: string; State: string }[]).find((r) => r.InstanceId === target.instanceId)?.State).toBe("stopped");
  });

  it("starts through `pending` and reboots through `rebooting`, back to running", async () => {
    const { sim, clock } = clockedSim({ transitionMs: 1000 });
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const list = await rows(sim, token);
    const stopped = pick(list, "stopped server", (r) => r.state === "stopped");
    const running = pick(list, "running server", (r) => r.state === "running");

    expect((await call(sim, "POST", `/instances/${stopped.instanceId}/action`, { token, ...action("start") })).status).toBe(200);
    expect((await call(sim, "POST", `/instances/${running.instanceId}/action`, { token, ...action("reboot") })).status).toBe(200);
    expect(await stateOf(sim, token, stopped.instanceId)).toBe("pending");
    expect(await stateOf(sim, token, running.instanceId)).toBe("rebooting");
    clock.t += 1000;
    expect(await stateOf(sim, token, stopped.instanceId)).toBe("running");
    expect(await stateOf(sim, token, running.instanceId)).toBe("running");
  });

  it("refuses nonsense with 409 and a message, and unknown or other-region ids with 404", async () => {
    const { sim, clock } = clockedSim({ transitionMs: 4000 });
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const list = await rows(sim, token);
    const running = pick(list, "running server", (r) => r.state === "running");
    const stopped = pick(list, "stopped server", (r) => r.state === "stopped");
    const post = (row: { instanceId: string }, act: string, region = REGION) => call(sim, "POST", `/instances/${row.instanceId}/action`, { token, ...action(act, region) });

    expect(await post(running, "start")).toMatchObject({ status: 409, body: { message: `${running.name} is already running.` } });
    expect(await post(stopped, "stop")).toMatchObject({ status: 409, body: { message: `${stopped.name} is already stopped.` } });
    expect(await post(stopped, "reboot")).toMatchObject({ status: 409, body: { message: `${stopped.name} is stopped: start it instead of rebooting it.` } });

    expect((await post(running, "stop")).status).toBe(200);
    expect(await post(running, "start")).toMatchObject({ status: 409, body: { message: `${running.name} is stopping. Wait until it is stopped, then try again.` } });
    clock.t += 4000;
    expect((await post(running, "start")).status).toBe(200);

    expect(await post({ instanceId: "i-00000000000000000" }, "stop")).toMatchObject({ status: 404, body: { message: "Instance not found" } });
    expect(await post(stopped, "start", "eu-central-1")).toMatchObject({ status: 404, body: { message: "Instance not found" } });
    // The motive rule of spec 1 §5 is the contract's.
    const short = await call(sim, "POST", `/instances/${stopped.instanceId}/action`, { token, body: { action: "start", region: REGION, reason: "too short" } });
    expect(short).toMatchObject({ status: 400, body: { fields: { reason: "The motive must be at least 5 words." } } });
  });

  it("keeps a stopped server stopped across a restart with SIM_STATE_FILE, even mid-transition", async () => {
    await withStateFile(async (stateFile) => {
      const first = await savedSim(stateFile, { transitionMs: 4000 });
      const token = await signInVerified(first.sim, ACCOUNTS.admin);
      const list = await rows(first.sim, token);
      const [a, b] = list.filter((r) => r.state === "running");
      expect((await call(first.sim, "POST", `/instances/${a.instanceId}/action`, { token, ...action("stop") })).status).toBe(200);
      first.clock.t += 5000;
      expect((await call(first.sim, "POST", `/instances/${b.instanceId}/action`, { token, ...action("stop") })).status).toBe(200);
      await first.sim.close();

      // Restarted one second later: b is still stopping; three seconds more and it is stopped too.
      const second = createSim({ stateFile, transitionMs: 4000, now: () => FIXED_NOW + 6000 });
      const token2 = await signInVerified(second, ACCOUNTS.admin);
      expect(await stateOf(second, token2, a.instanceId)).toBe("stopped");
      expect(await stateOf(second, token2, b.instanceId)).toBe("stopping");
      await second.close();
      const third = createSim({ stateFile, now: () => FIXED_NOW + 10_000 });
      // A code is good once and the admin spent this step's and the next: the manager looks.
      const token3 = await signInVerified(third, ACCOUNTS.manager);
      expect(await stateOf(third, token3, b.instanceId)).toBe("stopped");
      await third.close();
    });
  });
});

describe("instance size", () => {
  const metrics = async (sim: ReturnType<typeof createSim>, token: string, row: { instanceId: string; publicIpAddress: string }) =>
    (await call(sim, "GET", `/instances/${row.instanceId}/server-metrics?instanceIp=${row.publicIpAddress}`, { token })).body as { memoryInfo: { total: number; used: number } | null };

  it("changes a running server's size with a restart, and its memory follows", async () => {
    const { sim, clock } = clockedSim({ transitionMs: 2000 });
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const target = pick(await rows(sim, token), "running t3.medium", (r) => r.state === "running" && r.instaceType === "t3.medium");
    const before = await metrics(sim, token, target);
    expect(before.memoryInfo?.total).toBeGreaterThan(3700);
    expect(before.memoryInfo?.total).toBeLessThan(4096);

    const res = await call(sim, "PUT", `/instances/${target.instanceId}`, { token, body: { region: REGION, instanceType: "t3.xlarge" } });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: `${target.name}: t3.medium (4 GiB) → t3.xlarge (16 GiB). The server restarts to apply it.` } });
    const row = (await rows(sim, token)).find((r) => r.instanceId === target.instanceId);
    expect(row).toMatchObject({ instaceType: "t3.xlarge", state: "stopping" });
    clock.t += 2000;
    expect(await stateOf(sim, token, target.instanceId)).toBe("pending");
    clock.t += 2000;
    expect(await stateOf(sim, token, target.instanceId)).toBe("running");

    const after = await metrics(sim, token, target);
    expect(after.memoryInfo?.total).toBeGreaterThan(15_000);
    expect(after.memoryInfo?.total).toBeLessThan(16_384);
    // The same site now uses a quarter of the share of memory (give or take its drift).
    const share = (m: typeof before) => (m.memoryInfo ? m.memoryInfo.used / m.memoryInfo.total : NaN);
    expect(share(after)).toBeLessThan(share(before) / 3);
  });

  it("resizes a stopped server at once, and refuses the same size, a size outside spec 1 §9 and a manager", async () => {
    const { sim } = clockedSim();
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const manager = await signInVerified(sim, ACCOUNTS.manager);
    const stopped = pick(await rows(sim, admin), "stopped server", (r) => r.state === "stopped");
    const put = (token: string, instanceType: string) => call(sim, "PUT", `/instances/${stopped.instanceId}`, { token, body: { region: REGION, instanceType } });

    expect(await put(admin, stopped.instaceType)).toMatchObject({ status: 409, body: { message: `${stopped.name} is already a ${stopped.instaceType}.` } });
    expect(await put(admin, "m5.small")).toMatchObject({ status: 400, body: { fields: { instanceType: "Please select an instance type." } } });
    expect((await put(manager, "t3.large")).status).toBe(403);
    const size = stopped.instaceType === "t4g.nano" ? "t4g.micro" : "t4g.nano";
    expect((await put(admin, size)).status).toBe(200);
    expect((await rows(sim, admin)).find((r) => r.instanceId === stopped.instanceId)).toMatchObject({ instaceType: size, state: "stopped" });
  });
});
