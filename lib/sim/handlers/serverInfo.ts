// Server and LMS information and the backup they feed (spec 1 §2 "Actions modal", spec 2 §3
// "Backup", §7). server-info describes a server, lms-info one site on it; the console sends
// either back as `instanceData` to POST /backup, which records a job that is ready (and mailed
// with its backups/{id} link) BACKUP_DURATION_MS later, read against the clock.
import { randomBytes } from "node:crypto";
import { BACKUP_MESSAGES as CONSOLE_BACKUP_MESSAGES } from "@/lib/domain/backup";
import type { SimInstance } from "../fleet/types";
import { sendMail } from "../mail/outbox";
import { lmsState } from "../machine/lmsState";
import { currentState } from "../machine/power";
import { findSite, osRelease, phpVersion, privateAddress, sitesOf, type Site } from "../machine/sites";
import { backupsOf } from "../records";
import { invalid, json } from "../reply";
import { fullName } from "../state/types";
import type { SimWorld } from "../world";
import { lookUp, notRunning } from "./lookup";
import { signedInUser, type HandlerMap } from "./types";

/** How long a backup takes before its download link is mailed. */
export const BACKUP_DURATION_MS = 20_000;

export const BACKUP_MESSAGES = {
  noSite: (name: string, domain: string) => `${name} hosts no site ${domain}.`,
  wrongName: (name: string) => `The backup must name the instance ${name} or one of its sites.`,
  whichSite: (name: string) => `${name} is a shared server: back up one of its sites, with the data lms-info gives for it.`,
  running: (domain: string, at: string) => `A backup of ${domain} is already running; it will be ready at ${at}.`,
  started: CONSOLE_BACKUP_MESSAGES.started,
} as const;

function serverData(world: SimWorld, instance: SimInstance) {
  const { ip, hostname } = privateAddress(instance);
  const base = {
    instanceId: instance.instanceId,
    instanceName: instance.name,
    instanceIp: instance.publicIpAddress,
    privateIp: ip,
    hostname,
    region: instance.region,
    state: currentState(instance, world.now()),
    instanceType: instance.instaceType,
    deploymentType: instance.deploymentType,
    lms: instance.lms,
    os: osRelease(instance).name,
    phpVersion: phpVersion(instance),
    webServer: "nginx",
    dbInstanceId: instance.dbInstanceId,
    launchTime: instance.launchTime,
  };
  const sites = sitesOf(instance);
  if (instance.deploymentType === "shared") {
    return {
      ...base,
      sites: sites.map((s) => ({
        domain: s.domain, client: s.client, version: s.version, appDirectory: s.appDirectory,
        volumeId: s.volume?.volumeId ?? null, state: lmsState(instance, s.volume, world.now()),
      })),
    };
  }
  const site = sites[0];
  return {
    ...base,
    domain: instance.domain,
    version: instance.version,
    client: instance.client,
    appDirectory: site?.appDirectory ?? null,
    moodledataDirectory: site?.moodledataDirectory ?? null,
    dbName: instance.dbName,
  };
}

function siteData(world: SimWorld, instance: SimInstance, site: Site) {
  return {
    instanceId: instance.instanceId,
    instanceName: instance.name,
    instanceIp: instance.publicIpAddress,
    volumeId: site.volume?.volumeId ?? null,
    volumeName: site.client,
    domain: site.domain,
    lms: site.lms,
    version: site.version,
    client: site.client,
    appDirectory: site.appDirectory,
    moodledataDirectory: site.moodledataDirectory,
    dbInstanceId: instance.dbInstanceId,
    dbName: site.dbName,
    phpVersion: phpVersion(instance),
    /** `stopped` once the LMS actions modal stopped the site, else the server's state. */
    state: lmsState(instance, site.volume, world.now()),
  };
}

/** The site a backup is for: the one `instanceData.domain` names, or a dedicated server's own. */
function backupSite(instance: SimInstance, data: Record<string, unknown>): Site | Response {
  const sites = sitesOf(instance);
  const domain = typeof data.domain === "string" ? data.domain : null;
  if (domain) return findSite(instance, domain) ?? json({ message: BACKUP_MESSAGES.noSite(instance.name, domain) }, 404);
  if (instance.deploymentType === "dedicated" && sites[0]) return sites[0];
  return json({ message: BACKUP_MESSAGES.whichSite(instance.name) }, 400);
}

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\..*$/, "Z");

export const serverInfoHandlers: HandlerMap = {
  serverInfo(ctx) {
    const instance = lookUp(ctx.world, ctx.query.region, ctx.params.id);
    if (instance instanceof Response) return instance;
    return { body: { success: true, instanceData: serverData(ctx.world, instance) } };
  },

  lmsInfo(ctx) {
    const instance = lookUp(ctx.world, ctx.query.region, ctx.params.instanceId);
    if (instance instanceof Response) return instance;
    const site = findSite(instance, ctx.query.volumeDomain);
    if (!site) return json({ message: BACKUP_MESSAGES.noSite(instance.name, ctx.query.volumeDomain) }, 404);
    return { body: { success: true, instanceData: siteData(ctx.world, instance, site) } };
  },

  backup(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, ctx.body.region, ctx.params.instanceId);
    if (instance instanceof Response) return instance;
    const site = backupSite(instance, ctx.body.instanceData);
    if (site instanceof Response) return site;
    const named = ctx.body.instanceName.trim().toLowerCase();
    if (named !== instance.name.toLowerCase() && named !== site.client.toLowerCase()) {
      return invalid({ instanceName: BACKUP_MESSAGES.wrongName(instance.name) }, BACKUP_MESSAGES.wrongName(instance.name));
    }
    const refused = notRunning(world, instance, "back it up");
    if (refused) return refused;
    const now = world.now();
    const jobs = backupsOf(world.state);
    const running = jobs.find((j) => j.instanceId === instance.instanceId && j.domain === site.domain && Date.parse(j.readyAt) > now);
    if (running) return json({ message: BACKUP_MESSAGES.running(site.host, running.readyAt) }, 409);

    const user = signedInUser(ctx);
    // As long as the other processes when they are sped up (SIM_PROCESS_MS), never longer than 20 s.
    const readyAt = now + Math.min(BACKUP_DURATION_MS, world.options.processMs);
    const fileUniqueId = `backup-${site.host.split(".").slice(-2, -1)[0] ?? "site"}-${stamp(now)}-${randomBytes(3).toString("hex")}`;
    jobs.push({
      fileUniqueId,
      region: instance.region,
      instanceId: instance.instanceId,
      instanceName: instance.name,
      domain: site.domain,
      requestedBy: user.username,
      requestedAt: new Date(now).toISOString(),
      readyAt: new Date(readyAt).toISOString(),
      instanceData: ctx.body.instanceData,
    });
    const link = `${world.options.consoleUrl}/backups/${fileUniqueId}?region=${instance.region}`;
    sendMail(world.state, {
      at: readyAt,
      to: [user.username],
      subject: `Backup of ${site.host} is ready`,
      text: [
        `Hello ${fullName(user)},`,
        "",
        `The backup of ${site.host} on ${instance.name} (${instance.region}) has finished: code, moodledata and the ${site.dbName} database.`,
        "",
        "Download it from the console (you may be asked to sign in first):",
        "",
        `  ${link}`,
        "",
        `Backup id: ${fileUniqueId}`,
      ].join("\n"),
    });
    world.changed();
    return { body: { success: true, message: BACKUP_MESSAGES.started } };
  },
};
