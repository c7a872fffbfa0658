// The commands modal's calls: every command answers plausible output with code 0, logs carry
// timestamps on the sim clock, cleaning a log empties it (and stays so after a restart),
// a stopped server refuses with a message; cron jobs; metrics that match the server's size.
import { api } from "@/lib/contract";
import { COMMANDS } from "@/lib/contract/schemas/commands";
import { createSim, type Sim } from "@/lib/sim";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, FIXED_NOW, MOTIVE, pick, REGION, rows, savedSim, withStateFile, type Row } from "./opsHelpers";

const command = (sim: Sim, token: string, row: Row, cmd: string, instanceIp = row.publicIpAddress) =>
  call(sim, "POST", `/instances/${row.instanceId}/command`, { token, body: { region: REGION, instanceIp, command: cmd } });

interface Metrics {
  memoryInfo: { total: number; used: number; free: number; available: number } | null;
  metrics: { timestamp: string; average: number }[] | null;
}

const metricsOf = async (sim: Sim, token: string, row: Row) =>
  (await call(sim, "GET", `/instances/${row.instanceId}/server-metrics?instanceIp=${row.publicIpAddress}`, { token })).body as unknown as Metrics;

describe("commands", () => {
  it("answers every command with code 0 and output that reads like the real tool", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const target = pick(await rows(sim, token), "running Moodle server", (r) => r.state === "running" && r.lms === "Moodle" && r.deploymentType === "dedicated");
    const outputs: Record<string, string> = {};
    for (const cmd of COMMANDS) {
      const res = await command(sim, token, target, cmd);
      expect({ cmd, status: res.status, code: res.body.code, success: res.body.success }).toEqual({ cmd, status: 200, code: 0, success: true });
      expect(api.runCommand.response.safeParse(res.body).success).toBe(true);
      outputs[cmd] = String(res.body.output);
      expect({ cmd, empty: outputs[cmd].trim() === "" }).toEqual({ cmd, empty: false });
    }
    expect(outputs["status-php"]).toMatch(/^● php8\.\d-fpm\.service - The PHP 8\.\d FastCGI Process Manager\n/);
    expect(outputs["status-php"]).toContain("Active: active (running) since");
    expect(outputs["status-web-service"]).toMatch(/^● nginx\.service - A high performance web server/);
    // Restarting starts the service now, on the sim's clock.
    expect(outputs["restart-php"]).toContain("since Tue 2026-03-10 09:00:00 UTC; now");
    expect(outputs["update-system"]).toMatch(/Reading package lists\.\.\.[\s\S]*\d+ upgraded, 0 newly installed/);
    // Logs end at the sim's "now" and reach a day back.
    const phpLines = outputs["php-logs"].trim().split("\n");
    for (const line of phpLines) expect(line).toMatch(/^\[(09|10)-Mar-2026 \d\d:\d\d:\d\d\] (NOTICE|WARNING): /);
    for (const line of outputs["web-service-logs"].trim().split("\n")) expect(line).toMatch(/^2026\/03\/(09|10) \d\d:\d\d:\d\d \[(error|warn|crit|notice)\] \d+#\d+: /);
    const php = /php(8\.\d)-fpm/.exec(outputs["status-php"])?.[1];
    expect(outputs["clean-php-logs"]).toBe(`/var/log/php${php}-fpm.log truncated.\n`);
  });

  it("empties a log with clean-logs, keeps it empty across a restart, and fills it again as time passes", async () => {
    await withStateFile(async (stateFile) => {
      const first = await savedSim(stateFile);
      const token = await signInVerified(first.sim, ACCOUNTS.admin);
      const target = pick(await rows(first.sim, token), "running server", (r) => r.state === "running" && r.deploymentType === "dedicated");
      expect(String((await command(first.sim, token, target, "web-service-logs")).body.output)).not.toBe("");
      expect((await command(first.sim, token, target, "clean-web-service-logs")).body.code).toBe(0);
      expect((await command(first.sim, token, target, "web-service-logs")).body).toMatchObject({ code: 0, output: "" });
      // The other log is untouched.
      expect(String((await command(first.sim, token, target, "php-logs")).body.output)).not.toBe("");
      await first.sim.close();

      const second = createSim({ stateFile, now: () => FIXED_NOW + 1000 });
      const token2 = await signInVerified(second, ACCOUNTS.admin);
      expect((await command(second, token2, target, "web-service-logs")).body).toMatchObject({ code: 0, output: "" });
      await second.close();

      const later = createSim({ stateFile, now: () => FIXED_NOW + 6 * 3_600_000 });
      const token3 = await signInVerified(later, ACCOUNTS.admin);
      const refilled = String((await command(later, token3, target, "web-service-logs")).body.output);
      expect(refilled).not.toBe("");
      for (const line of refilled.trim().split("\n")) expect(line >= "2026/03/10 09:00:00").toBe(true);
      await later.close();
    });
  });

  it("says a server is up to date right after an update", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const target = pick(await rows(sim, token), "running server", (r) => r.state === "running");
    await command(sim, token, target, "update-system");
    expect(String((await command(sim, token, target, "update-system")).body.output)).toContain("0 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.");
  });

  it("refuses a stopped server, another server's address and a manager's restart", async () => {
    const { sim, clock } = clockedSim({ transitionMs: 1000 });
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const manager = await signInVerified(sim, ACCOUNTS.manager);
    const list = await rows(sim, admin);
    const stopped = pick(list, "stopped server", (r) => r.state === "stopped");
    const running = pick(list, "running server", (r) => r.state === "running" && !r.dns);
    expect(await command(sim, admin, stopped, "status-php")).toMatchObject({ status: 409, body: { message: expect.stringMatching(new RegExp(`^${stopped.name} is stopped\\. Start it to check php8\\.\\d-fpm\\.$`)) } });
    expect(await command(sim, admin, running, "status-php", stopped.publicIpAddress)).toMatchObject({
      status: 400,
      body: { message: `${stopped.publicIpAddress} is not the address of ${running.name} (${running.publicIpAddress}).` },
    });
    expect((await command(sim, manager, running, "status-php")).status).toBe(200);
    expect((await command(sim, manager, running, "restart-php")).status).toBe(403);

    // While it starts, commands wait for it.
    await call(sim, "POST", `/instances/${stopped.instanceId}/action`, { token: admin, body: { action: "start", region: REGION, reason: MOTIVE } });
    expect(await command(sim, admin, stopped, "php-logs")).toMatchObject({ status: 409, body: { message: expect.stringContaining(`${stopped.name} is pending. Wait until it is running`) } });
    clock.t += 1000;
    expect((await command(sim, admin, stopped, "php-logs")).status).toBe(200);
  });

  it("accepts the load balancer's name as the address of a server behind one", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const target = pick(await rows(sim, token), "running server behind a load balancer", (r) => r.state === "running" && r.dns !== null);
    expect((await command(sim, token, target, "status-web-service", target.dns ?? "")).status).toBe(200);
  });
});

describe("cron jobs", () => {
  it("lists Moodle's cron for running servers, none on some, and refuses stopped ones", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const list = await rows(sim, token);
    const counts: number[] = [];
    for (const row of list.filter((r) => r.state === "running")) {
      const res = await call(sim, "GET", `/instances/${row.instanceId}/cron-jobs?instanceIp=${row.publicIpAddress}`, { token });
      expect(res.status).toBe(200);
      expect(api.cronJobs.response.safeParse(res.body).success).toBe(true);
      const jobs = res.body.jobs as { name: string; schedule: string; command: string; rawLine: string }[];
      counts.push(jobs.length);
      for (const job of jobs) {
        expect(job.rawLine).toBe(`${job.schedule} ${job.command}`);
        expect(job.schedule.split(" ")).toHaveLength(5);
      }
      if (jobs.length > 0) expect(jobs[0]).toMatchObject({ schedule: "* * * * *", command: expect.stringMatching(/^\/usr\/bin\/php8\.\d \/var\/www\/.+\/admin\/cli\/cron\.php/) });
    }
    expect(counts).toContain(0);
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(counts.length / 2);
    const stopped = pick(list, "stopped server", (r) => r.state === "stopped");
    expect((await call(sim, "GET", `/instances/${stopped.instanceId}/cron-jobs?instanceIp=${stopped.publicIpAddress}`, { token })).status).toBe(409);
    expect(await call(sim, "GET", `/instances/i-00000000000000000/cron-jobs?instanceIp=${stopped.publicIpAddress}`, { token })).toMatchObject({ status: 404, body: { message: "Instance not found" } });
  });
});

describe("server metrics", () => {
  const NOMINAL: Record<string, number> = { nano: 512, micro: 1024, small: 2048, medium: 4096, large: 8192, xlarge: 16384, "2xlarge": 32768 };

  it("reports memory that fits the size, an hour of CPU per minute, some servers crowded or busy", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const running = [...(await rows(sim, token)), ...(await rows(sim, token, "eu-central-1"))].filter((r) => r.state === "running");
    let crowded = 0;
    let busy = 0;
    for (const row of running) {
      const m = await metricsOf(sim, token, row);
      expect(api.serverMetrics.response.safeParse(m).success).toBe(true);
      const mem = m.memoryInfo!;
      const nominal = NOMINAL[row.instaceType.split(".")[1]];
      expect({ name: row.name, fits: mem.total > nominal * 0.9 && mem.total < nominal }).toEqual({ name: row.name, fits: true });
      expect(mem.used + mem.free).toBeLessThanOrEqual(mem.total);
      expect(mem.available).toBeGreaterThanOrEqual(mem.free);
      expect(mem.available).toBeLessThanOrEqual(mem.total - mem.used);
      if (mem.used / mem.total > 0.9) crowded++;

      const points = m.metrics!;
      expect(points).toHaveLength(60);
      expect(points[0].timestamp).toBe("2026-03-10T08:00:00.000Z");
      expect(points[59].timestamp).toBe("2026-03-10T08:59:00.000Z");
      for (const p of points) expect(p.average).toBeGreaterThanOrEqual(0);
      for (const p of points) expect(p.average).toBeLessThanOrEqual(100);
      if (points.filter((p) => p.average > 85).length >= 10) busy++;
    }
    expect(crowded).toBeGreaterThanOrEqual(2);
    expect(crowded).toBeLessThan(running.length / 4);
    expect(busy).toBeGreaterThanOrEqual(1);
    expect(busy).toBeLessThan(running.length / 5);
  });

  it("repeats for the same minute, overlaps a minute later, and is empty for a stopped server", async () => {
    const { sim, clock } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const list = await rows(sim, token);
    const row = pick(list, "running server", (r) => r.state === "running");
    const first = await metricsOf(sim, token, row);
    expect(await metricsOf(sim, token, row)).toEqual(first);
    clock.t += 60_000;
    const next = await metricsOf(sim, token, row);
    expect(next.metrics!.slice(0, 59)).toEqual(first.metrics!.slice(1));

    const stopped = pick(list, "stopped server", (r) => r.state === "stopped");
    expect(await metricsOf(sim, token, stopped)).toEqual({ memoryInfo: null, metrics: [] });
  });
});
