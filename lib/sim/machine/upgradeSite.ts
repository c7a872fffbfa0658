// The site an upgrade is about (a dedicated server's one site, or one site on a shared server),
// its version, the version an upgrade installs, and why a site cannot be upgraded. Manual
// upgrades, domain validation and the batch scheduler all read sites through here, so they
// agree on what a version is and where it is kept: the instance list shows a dedicated
// server's `version` (its moodledata volume keeps the same), a shared site's is its volume's.
import { upgradeAvailability, volumeUpgradeAvailability } from "@/lib/domain/upgradeAvailability";
import { compareVersions } from "@/lib/domain/versions";
import type { Region, SimInstance, SimVolume } from "../fleet/types";
import { createRng, deriveSeed } from "../random";
import type { SimWorld } from "../world";
import { INSTALLERS } from "./installers";
import { lmsState, siteOnVolume } from "./lmsState";
import { bareHost, sameDomain, sitesOf, type Site } from "./sites";

export interface UpgradeTarget {
  instance: SimInstance;
  /** The site's volume: a shared site's own, a dedicated server's moodledata volume (if any). */
  volume: SimVolume | null;
  site: Site;
}

/** The newest Moodle the installers offer: what every upgrade installs. */
export const LATEST_MOODLE: string = INSTALLERS.filter((i) => i.lms === "Moodle")
  .map((i) => i.version)
  .reduce((a, b) => (compareVersions(a, b) >= 0 ? a : b));

/** The site of a dedicated server, or the one on a shared server's volume; null when there is none. */
export function targetOn(instance: SimInstance, volumeId: string | null): UpgradeTarget | null {
  if (instance.deploymentType === "dedicated") {
    const site = sitesOf(instance)[0];
    return site ? { instance, volume: site.volume, site } : null;
  }
  const volume = volumeId ? instance.volumes.find((v) => v.volumeId === volumeId) : undefined;
  const site = volume ? siteOnVolume(instance, volume) : null;
  return volume && site ? { instance, volume, site } : null;
}

/** Looked up through the world, so a change to it is saved (the journal keeps looked-up instances). */
export function findTarget(world: SimWorld, region: Region, instanceId: string, volumeId: string | null): UpgradeTarget | null {
  const instance = world.findInstance(region, instanceId);
  return instance ? targetOn(instance, volumeId) : null;
}

export function setVersion(target: UpgradeTarget, version: string | null): void {
  if (target.instance.deploymentType === "dedicated") target.instance.version = version;
  if (target.volume) target.volume.version = version;
}

/** The LMS name the console shows: a dedicated server's name, a shared site's client. */
export function lmsName(target: UpgradeTarget): string {
  return target.instance.deploymentType === "dedicated" ? target.instance.name : (target.volume?.client ?? target.site.host);
}

/** Why a manual upgrade is refused (spec 1 §5): the list's rule for a dedicated server, the
 * volume modal's (a known version, at least 4.3.3) for a shared site; null when allowed. */
export function manualUpgradeRefusal(target: UpgradeTarget): string | null {
  const { instance, site } = target;
  const verdict =
    instance.deploymentType === "dedicated"
      ? upgradeAvailability({ lms: instance.lms, version: instance.version, deploymentType: "dedicated" })
      : upgradeAvailability({ lms: site.lms, version: site.version, deploymentType: "dedicated" });
  if (!verdict.allowed) return verdict.message;
  if (instance.deploymentType === "shared") {
    const volumeVerdict = volumeUpgradeAvailability(site.version);
    if (!volumeVerdict.allowed) return volumeVerdict.message;
  }
  return null;
}

export const SITE_CHECK_MESSAGES = {
  totara: (host: string) => `${host} is a Totara LMS: Totara sites cannot be updated automatically.`,
  noInstance: (instanceId: string) => `Instance ${instanceId} was not found.`,
  noSite: (host: string, name: string) => `${host} is not an LMS on ${name}: missing or wrong domain or volume parameters.`,
  missing: "Missing parameters: the domain and the volume are required.",
  stopped: (host: string, state: string) => `${host} is ${state}; only serving sites can be updated.`,
} as const;

/** Why a site cannot go in a scheduled batch (or fails when its turn comes); null when it can. */
export function batchSiteProblem(target: UpgradeTarget | null, domain: string, now: number, instance: SimInstance | null, instanceId: string): string | null {
  const host = bareHost(domain);
  if (!instance) return SITE_CHECK_MESSAGES.noInstance(instanceId);
  if (!target || !sameDomain(target.site.domain, domain)) return SITE_CHECK_MESSAGES.noSite(host, instance.name);
  if (target.site.lms === "Totara") return SITE_CHECK_MESSAGES.totara(host);
  const refusal = manualUpgradeRefusal(target);
  if (refusal) return refusal;
  const state = lmsState(target.instance, target.volume, now);
  if (state !== "running") return SITE_CHECK_MESSAGES.stopped(host, state);
  return null;
}

/** An RDS endpoint as the upstream stores it (the console shows it up to the first dot). */
export function rdsEndpoint(dbInstanceId: string, region: Region): string {
  const cluster = createRng(deriveSeed(0, `rds:${region}`)).hex(12);
  return `${dbInstanceId}.${cluster}.${region}.rds.amazonaws.com`;
}
