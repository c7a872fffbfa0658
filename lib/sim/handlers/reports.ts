// The usage and performance reports (spec 3 §2.2, §2.3, §7): the region's sites for the usage
// report's select, login and storage history, the instance and LMS lists of the performance
// report, online users, and a site's events and running tasks (one domain, or several at once
// for a shared server). Reports take SIM_REPORT_DELAY_MS before answering, so the console's
// 60-second abort can be met on purpose. The upstream reads these figures from the site's own
// database, so a site that does not serve (its server or its vhost stopped) has none to give:
// empty lists, and nobody online.
import type { ReportEvent, RunningTask } from "@/lib/contract/schemas/report";
import { REGIONS } from "@/lib/domain/regions";
import { REPORT_TYPES, type ReportType } from "@/lib/domain/reports";
import { json } from "../reply";
import type { SimInstance } from "../fleet/types";
import { lmsServing } from "../machine/lmsState";
import { activity } from "../machine/siteActivity";
import { bareHost, findSite, privateAddress, sitesOf, type Site } from "../machine/sites";
import { dailyEvents, runningTasks, type PerfSiteRef } from "../machine/perfReport";
import { loginHistory, storageHistory, type SiteHistoryRef } from "../machine/usageHistory";
import type { SimWorld } from "../world";
import { findInAnyRegion, lookUp } from "./lookup";
import type { HandlerMap } from "./types";

const RECENT_MS = 2 * 86_400_000;

const noSite = (domain: string, where: string) => json({ message: `There is no LMS at ${domain} on ${where}.` }, 404);

const isReportType = (type: string): type is ReportType => (REPORT_TYPES as readonly string[]).includes(type);
const noReport = (type: string) => json({ message: `There is no ${type} report; the reports are ${REPORT_TYPES.join(" and ")}.` }, 404);

function delay(world: SimWorld): Promise<void> {
  const ms = world.options.reportDelayMs;
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** Whether the site has history to report: it serves, and its server has run a couple of days. */
function hasHistory(instance: SimInstance, site: Site, now: number): boolean {
  return lmsServing(instance, site.volume, now) && now - Date.parse(instance.launchTime) >= RECENT_MS;
}

function activeUsers(world: SimWorld, instance: SimInstance, site: Site): number {
  return activity(world.state.seed, world.state.generatedOn, { instance, volume: site.volume, domain: site.domain }, world.now()).activeUsers;
}

function historyRef(world: SimWorld, instance: SimInstance, site: Site): SiteHistoryRef {
  return {
    key: `${instance.instanceId}:${site.host}`,
    seed: world.state.seed,
    activeUsers: activeUsers(world, instance, site),
    storageMbNow: Math.round((site.volume?.usedGiB ?? 2) * 1024),
    startedAt: Date.parse(instance.launchTime),
  };
}

function perfRef(world: SimWorld, instance: SimInstance, site: Site): PerfSiteRef {
  return { key: `${instance.instanceId}:${site.host}`, seed: world.state.seed, activeUsers: activeUsers(world, instance, site), hostname: privateAddress(instance).hostname };
}

/** A site's events today or its running tasks now. */
function perfResults(world: SimWorld, instance: SimInstance, site: Site, type: ReportType): ReportEvent[] | RunningTask[] {
  const now = world.now();
  if (!lmsServing(instance, site.volume, now)) return [];
  const ref = perfRef(world, instance, site);
  return type === "running-tasks" ? runningTasks(ref, now) : dailyEvents(ref, now);
}

/** The server whose public address is `ip`, in either region. */
function byAddress(world: SimWorld, ip: string): SimInstance | null {
  for (const region of REGIONS) {
    const found = world.state.fleet[region].instances.find((i) => i.publicIpAddress === ip);
    if (found) return found;
  }
  return null;
}

/** The site a report is about, by its server's address and its domain. */
function siteAt(world: SimWorld, ip: string, domain: string): { instance: SimInstance; site: Site } | Response {
  const instance = byAddress(world, ip);
  const site = instance ? findSite(instance, domain) : null;
  return instance && site ? { instance, site } : noSite(domain, ip);
}

export const reportHandlers: HandlerMap = {
  instancesData(ctx) {
    const data = ctx.world.state.fleet[ctx.query.region].instances.flatMap((i) =>
      sitesOf(i).map((s) => ({ name: i.name, id: i.instanceId, domain: s.domain, ip: i.publicIpAddress, lms: s.lms, deployment: i.deploymentType })),
    );
    return { body: { data: { data } } };
  },

  async loginReport(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, ctx.query.region, ctx.params.id);
    if (instance instanceof Response) return instance;
    const site = findSite(instance, ctx.params.domain);
    if (!site) return noSite(ctx.params.domain, instance.name);
    await delay(world);
    const now = world.now();
    if (!hasHistory(instance, site, now)) return { body: { success: true, logins: [] } };
    return { body: { success: true, logins: loginHistory(historyRef(world, instance, site), ctx.query.period, ctx.query.month, ctx.query.year, now) } };
  },

  async storageReport(ctx) {
    const { world } = ctx;
    const instance = findInAnyRegion(world, ctx.params.id);
    const site = instance ? findSite(instance, ctx.params.domain) : null;
    if (!instance || !site) return noSite(ctx.params.domain, instance?.name ?? ctx.params.id);
    await delay(world);
    const now = world.now();
    if (!hasHistory(instance, site, now)) return { body: { success: true, storageHistory: [] } };
    return { body: { success: true, storageHistory: storageHistory(historyRef(world, instance, site), ctx.query.period, ctx.query.month, ctx.query.year, now) } };
  },

  basicInstanceList(ctx) {
    const instances = REGIONS.flatMap((r) => ctx.world.state.fleet[r].instances).map((i) => ({
      instanceId: i.instanceId,
      name: i.name,
      publicIpAddress: i.publicIpAddress,
      shared: i.deploymentType === "shared",
      domain: i.domain ?? "",
      id: i.instanceId,
    }));
    return { body: { success: true, instances } };
  },

  basicVolumeList(ctx) {
    const instance = findInAnyRegion(ctx.world, ctx.params.instanceId);
    if (!instance) return json({ message: "Instance not found" }, 404);
    const volumes = sitesOf(instance).map((s) => ({ id: s.volume?.volumeId ?? instance.instanceId, name: s.client || bareHost(s.domain), domain: s.domain }));
    return { body: { success: true, volumes } };
  },

  onlineUsers(ctx) {
    const found = siteAt(ctx.world, ctx.query.ip, ctx.params.domain);
    if (found instanceof Response) return found;
    const { instance, site } = found;
    const now = ctx.world.now();
    const onlineUsers = lmsServing(instance, site.volume, now) ? activity(ctx.world.state.seed, ctx.world.state.generatedOn, { instance, volume: site.volume, domain: site.domain }, now).concurrency : 0;
    return { body: { onlineUsers } };
  },

  async domainReport(ctx) {
    const type = ctx.params.type;
    if (!isReportType(type)) return noReport(type);
    const found = siteAt(ctx.world, ctx.query.ip, ctx.params.domain);
    if (found instanceof Response) return found;
    await delay(ctx.world);
    return { body: { success: true, results: perfResults(ctx.world, found.instance, found.site, type) } };
  },

  async instanceReport(ctx) {
    const { world } = ctx;
    const type = ctx.params.type;
    if (!isReportType(type)) return noReport(type);
    const instance = findInAnyRegion(world, ctx.params.instanceId);
    if (!instance) return json({ message: "Instance not found" }, 404);
    if (instance.publicIpAddress !== ctx.body.ip) return json({ message: `${ctx.body.ip} is not the address of ${instance.name}.`, fields: { ip: "Not this instance's address" } }, 400);
    await delay(world);
    const results: Record<string, ReportEvent[] | RunningTask[]> = {};
    for (const domain of ctx.body.domains) {
      const site = findSite(instance, domain);
      if (!site) return noSite(domain, instance.name);
      results[domain] = perfResults(world, instance, site, type);
    }
    return { body: { success: true, results } };
  },
};
