// The usage and performance reports in the embedded upstream: answers the contract parses;
// logins that follow the school year (a term month well above January), nothing after now,
// each period's shape (1month: that month's days; 6months: six months; global: every month
// since the server started); storage that grows; events and running tasks named by Moodle's
// real classes; online users by the hour; 404 for a site that is not there; a stopped server's
// empty reports; SIM_REPORT_DELAY_MS; the bundled JSON in step with the TSV it comes from.
import { readFileSync } from "node:fs";
import path from "node:path";
import { api } from "@/lib/contract";
import { createSim } from "@/lib/sim";
import events from "@/lib/sim/data/moodleEvents.json";
import tasks from "@/lib/sim/data/moodleScheduledTasks.json";
import { eventsFromTsv, tasksFromTsv } from "@/lib/sim/data/moodleTsv";
import { clockMsToSettle } from "../fakeClock";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, FIXED_NOW, REGION, rows } from "./opsHelpers";

type Sim = ReturnType<typeof createSim>;
interface Item { name: string; id: string; domain: string; ip: string; lms: string; deployment: string }

async function items(sim: Sim, token: string): Promise<Item[]> {
  const res = await call(sim, "GET", `/instances/data?region=${REGION}`, { token });
  expect(res.status).toBe(200);
  expect(api.instancesData.response.safeParse(res.body).success).toBe(true);
  return (res.body.data as { data: Item[] }).data;
}

const host = (d: string) => d.replace(/^https?:\/\//, "");
const q = (i: Item, extra: string) => `ip=${i.ip}&name=${encodeURIComponent(i.name)}&lms=${i.lms}&deployment=${i.deployment}&${extra}`;

async function logins(sim: Sim, token: string, i: Item, extra: string) {
  const res = await call(sim, "GET", `/instances/${i.id}/${host(i.domain)}/moodle-login-report?region=${REGION}&${q(i, extra)}`, { token });
  expect(res.status).toBe(200);
  expect(api.loginReport.response.safeParse(res.body).success).toBe(true);
  return res.body.logins as { year: number; month?: number; dayOfMonth?: number; amount: number }[];
}

async function storage(sim: Sim, token: string, i: Item, extra: string) {
  const res = await call(sim, "GET", `/instances/${i.id}/${host(i.domain)}/storage-report?${q(i, extra)}`, { token });
  expect(res.status).toBe(200);
  expect(api.storageReport.response.safeParse(res.body).success).toBe(true);
  return res.body.storageHistory as { year: number; month?: number; dayOfMonth?: number; amount: number }[];
}

/** A site of a running server with logins in every month of `year`. */
async function siteRunThrough(sim: Sim, token: string, year: number): Promise<Item> {
  const running = new Set((await rows(sim, token)).filter((r) => r.state === "running").map((r) => r.instanceId));
  for (const candidate of (await items(sim, token)).filter((i) => running.has(i.id)).slice(0, 15)) {
    const months = (await logins(sim, token, candidate, "period=global")).filter((l) => l.year === year);
    if (months.length === 12) return candidate;
  }
  throw new Error(`no site ran through ${year}`);
}

/** A site whose server has run since before 2025 (FIXED_NOW is 2026-03-10). */
async function oldSite(sim: Sim, token: string): Promise<Item> {
  const list = await items(sim, token);
  expect(list.length).toBeGreaterThan(0);
  return list[0];
}

describe("usage report", () => {
  it("global logins: every month since the start, a term month well above January, nothing after now", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const site = await oldSite(sim, token);
    const all = await logins(sim, token, site, "period=global");
    expect(all.length).toBeGreaterThan(6);
    for (const l of all) expect(Date.UTC(l.year, (l.month ?? 1) - 1, 1)).toBeLessThanOrEqual(FIXED_NOW);
    const last = all[all.length - 1];
    expect([last.year, last.month]).toEqual([2026, 3]);
    // A site that ran all of 2025 shows the school year: May (a term month) well above January.
    let full: typeof all = [];
    for (const candidate of (await items(sim, token)).slice(0, 12)) {
      full = (await logins(sim, token, candidate, "period=global")).filter((l) => l.year === 2025);
      if (full.length === 12) break;
    }
    expect(full).toHaveLength(12);
    const jan = full.find((l) => l.month === 1)!.amount;
    const may = full.find((l) => l.month === 5)!.amount;
    expect(may).toBeGreaterThan(jan * 2);
  });

  it("1month: the days of that month up to today; 6months: six monthly figures", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const site = await oldSite(sim, token);
    const march = await logins(sim, token, site, "period=1month&month=3&year=2026");
    expect(march.map((d) => d.dayOfMonth)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const feb = await logins(sim, token, site, "period=1month&month=2&year=2026");
    expect(feb).toHaveLength(28);
    const six = await logins(sim, token, site, "period=6months&month=3&year=2026");
    expect(six.map((m) => `${m.year}-${m.month}`)).toEqual(["2025-10", "2025-11", "2025-12", "2026-1", "2026-2", "2026-3"].slice(-six.length));
    expect(six.every((m) => m.dayOfMonth === undefined)).toBe(true);
  });

  it("storage grows over the years and is in the upstream's KB-like units", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const site = await oldSite(sim, token);
    const history = await storage(sim, token, site, "period=global");
    expect(history.length).toBeGreaterThan(6);
    expect(history[history.length - 1].amount).toBeGreaterThan(history[0].amount);
    // Whole MB times 1024: the console divides by 1024 to show MB.
    expect(history[history.length - 1].amount).toBeGreaterThan(1024);
  });

  it("a site that is not on the server is 404", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const site = await oldSite(sim, token);
    const res = await call(sim, "GET", `/instances/${site.id}/nowhere.example/moodle-login-report?region=${REGION}&${q(site, "period=global")}`, { token });
    expect(res.status).toBe(404);
  });

  it("waits SIM_REPORT_DELAY_MS before answering", async () => {
    const sim = createSim({ reportDelayMs: 300, fleetSize: 6 });
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const site = await oldSite(sim, token);
    expect(await clockMsToSettle(() => storage(sim, token, site, "period=global"))).toBe(300);
  });
});

describe("performance report", () => {
  it("lists instances of both regions and a shared server's LMSs", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const res = await call(sim, "GET", "/instances/basic-list", { token });
    expect(api.basicInstanceList.response.safeParse(res.body).success).toBe(true);
    const list = res.body.instances as { instanceId: string; shared: boolean }[];
    const shared = list.find((i) => i.shared)!;
    const vols = await call(sim, "GET", `/volumes/${shared.instanceId}/basic-list`, { token });
    expect(api.basicVolumeList.response.safeParse(vols.body).success).toBe(true);
    expect((vols.body.volumes as unknown[]).length).toBeGreaterThan(1);
  });

  it("events use Moodle's real classes, running tasks its real scheduled tasks, online users a number", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const site = await oldSite(sim, token);
    const ev = await call(sim, "GET", `/instances/${host(site.domain)}/report/daily-events?ip=${site.ip}`, { token });
    expect(api.domainReport.response.safeParse(ev.body).success).toBe(true);
    const rows = ev.body.results as { eventName: string; count: number }[];
    const known = new Set(events.map((e) => e.class));
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) expect(known.has(r.eventName)).toBe(true);
    expect(rows.map((r) => r.eventName)).toContain("\\core\\event\\course_viewed");

    const classes = new Set(tasks.map((t) => t.classname));
    for (let k = 0; k < 6; k++) {
      const tr = await call(sim, "GET", `/instances/${host(site.domain)}/report/running-tasks?ip=${site.ip}`, { token });
      expect(api.domainReport.response.safeParse(tr.body).success).toBe(true);
      for (const t of tr.body.results as { classname: string }[]) expect(classes.has(t.classname)).toBe(true);
    }

    const online = await call(sim, "GET", `/instances/${host(site.domain)}/online-users?ip=${site.ip}`, { token });
    expect(online.status).toBe(200);
    expect(typeof online.body.onlineUsers).toBe("number");
    expect((await call(sim, "GET", `/instances/nowhere.example/online-users?ip=${site.ip}`, { token })).status).toBe(404);
  });

  it("a shared server's report for several domains is keyed by domain", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const list = (await call(sim, "GET", "/instances/basic-list", { token })).body.instances as { instanceId: string; name: string; publicIpAddress: string; shared: boolean }[];
    const shared = list.find((i) => i.shared)!;
    const vols = (await call(sim, "GET", `/volumes/${shared.instanceId}/basic-list`, { token })).body.volumes as { domain: string }[];
    const domains = vols.slice(0, 2).map((v) => host(v.domain));
    const res = await call(sim, "POST", `/instances/${shared.instanceId}/report/daily-events`, { token, body: { instanceName: shared.name, domains, ip: shared.publicIpAddress } });
    expect(res.status).toBe(200);
    expect(api.instanceReport.response.safeParse(res.body).success).toBe(true);
    expect(Object.keys(res.body.results as object)).toEqual(domains);
  });
});

describe("reports, further rules", () => {
  it("6months gives exactly the six months ending at the one asked, 1month weekends below weekdays", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const site = await siteRunThrough(sim, token, 2025);
    const six = await logins(sim, token, site, "period=6months&month=3&year=2026");
    expect(six.map((m) => `${m.year}-${m.month}`)).toEqual(["2025-10", "2025-11", "2025-12", "2026-1", "2026-2", "2026-3"]);
    const may = await logins(sim, token, site, "period=1month&month=5&year=2025");
    expect(may).toHaveLength(31);
    const weekend = (d: { dayOfMonth?: number }) => [0, 6].includes(new Date(Date.UTC(2025, 4, d.dayOfMonth ?? 1)).getUTCDay());
    const mean = (l: { amount: number }[]) => l.reduce((a, d) => a + d.amount, 0) / l.length;
    expect(mean(may.filter(weekend))).toBeLessThan(mean(may.filter((d) => !weekend(d))) * 0.6);
    // A month after now has nothing.
    expect(await logins(sim, token, site, "period=1month&month=4&year=2026")).toEqual([]);
  });

  it("a stopped server has no history, events or running tasks, and nobody online", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const stopped = new Set((await rows(sim, token)).filter((r) => r.state === "stopped").map((r) => r.instanceId));
    const site = (await items(sim, token)).find((i) => stopped.has(i.id) && i.deployment === "dedicated");
    if (!site) throw new Error("the fleet has no stopped dedicated server");
    expect(await logins(sim, token, site, "period=global")).toEqual([]);
    expect(await storage(sim, token, site, "period=global")).toEqual([]);
    for (const type of ["daily-events", "running-tasks"]) {
      const res = await call(sim, "GET", `/instances/${host(site.domain)}/report/${type}?ip=${site.ip}`, { token });
      expect(res.body).toEqual({ success: true, results: [] });
    }
    const online = await call(sim, "GET", `/instances/${host(site.domain)}/online-users?ip=${site.ip}`, { token });
    expect(online.body).toEqual({ onlineUsers: 0 });
  });

  it("online users follow the hour: Central American mid-morning well above 3 a.m.", async () => {
    const { sim, clock } = clockedSim();
    let token = await signInVerified(sim, ACCOUNTS.manager);
    const running = new Set((await rows(sim, token)).filter((r) => r.state === "running").map((r) => r.instanceId));
    const sites = (await items(sim, token)).filter((i) => running.has(i.id)).slice(0, 10);
    const total = async () => {
      // The clock jumps past the access token's life: each reading signs in anew.
      token = await signInVerified(sim, ACCOUNTS.manager);
      let sum = 0;
      for (const i of sites) sum += (await call(sim, "GET", `/instances/${host(i.domain)}/online-users?ip=${i.ip}`, { token })).body.onlineUsers as number;
      return sum;
    };
    clock.t = Date.parse("2026-03-10T09:00:00Z"); // 03:00 at UTC-6
    const night = await total();
    clock.t = Date.parse("2026-03-10T16:00:00Z"); // 10:00 at UTC-6
    expect(await total()).toBeGreaterThan(night * 3);
  });

  it("a report type other than running-tasks and daily-events is 404", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const site = await oldSite(sim, token);
    const res = await call(sim, "GET", `/instances/${host(site.domain)}/report/weekly-events?ip=${site.ip}`, { token });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/running-tasks and daily-events/);
  });

  it("the performance report waits SIM_REPORT_DELAY_MS too", async () => {
    const sim = createSim({ reportDelayMs: 200, fleetSize: 6 });
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const site = await oldSite(sim, token);
    const read = () => call(sim, "GET", `/instances/${host(site.domain)}/report/daily-events?ip=${site.ip}`, { token });
    expect(await clockMsToSettle(read)).toBe(200);
  });

  it("the bundled event and task JSON is what the TSV files beside it hold", () => {
    const dir = path.join(process.cwd(), "lib", "sim", "data");
    const eventsTsv = readFileSync(path.join(dir, "moodle-events.tsv"), "utf8");
    const tasksTsv = readFileSync(path.join(dir, "moodle-scheduled-tasks.tsv"), "utf8");
    expect(eventsTsv.startsWith("class\tcomponent\tname_en\tcrud\tedulevel\n")).toBe(true);
    expect(events).toEqual(eventsFromTsv(eventsTsv));
    expect(events).toHaveLength(598);
    expect(tasks).toEqual(tasksFromTsv(tasksTsv));
    expect(tasks).toHaveLength(116);
  });
});
