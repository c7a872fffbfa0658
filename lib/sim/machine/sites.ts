// The LMS sites a server hosts and where they live on disk: a dedicated server runs one
// site, a shared server one per moodledata volume. Every path, PHP version and host name
// the commands, uploads and info handlers print comes from here, so they agree.
import { dbName } from "../fleet/databases";
import type { Lms, SimInstance, SimVolume } from "../fleet/types";
import { createRng, deriveSeed } from "../random";

export interface Site {
  /** As the upstream stores it, e.g. `https://aulavirtual.unicampus.example`. */
  domain: string;
  /** `aulavirtual.unicampus.example` */
  host: string;
  lms: Lms;
  version: string | null;
  client: string;
  /** The moodledata volume, when the site has its own. */
  volume: SimVolume | null;
  /** Where the code lives: `/var/www/{host}`. */
  appDirectory: string;
  moodledataDirectory: string;
  dbName: string;
}

/** `https://Campus.X.example/` → `campus.x.example`. */
export function bareHost(domain: string): string {
  return domain.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/\/+$/, "");
}

/** `https://Campus.X.example/` and `campus.x.example` name the same site. */
export function sameDomain(a: string, b: string): boolean {
  return bareHost(a) === bareHost(b);
}

function site(instance: SimInstance, domain: string, volume: SimVolume | null): Site {
  const host = bareHost(domain);
  const lms = volume?.lms ?? instance.lms;
  return {
    domain,
    host,
    lms,
    version: volume ? volume.version : instance.version,
    client: volume?.client ?? instance.client,
    volume,
    appDirectory: `/var/www/${host}`,
    moodledataDirectory: `/var/moodledata/${host}`,
    dbName: instance.deploymentType === "dedicated" && instance.dbName ? instance.dbName : dbName(lms, domain),
  };
}

export function sitesOf(instance: SimInstance): Site[] {
  if (instance.deploymentType === "dedicated") {
    if (!instance.domain) return [];
    return [site(instance, instance.domain, instance.volumes.find((v) => v.isMoodleData) ?? null)];
  }
  return instance.volumes.filter((v) => v.isMoodleData && v.domain).map((v) => site(instance, v.domain as string, v));
}

export function findSite(instance: SimInstance, domain: string): Site | null {
  return sitesOf(instance).find((s) => sameDomain(s.domain, domain)) ?? null;
}

/** The site whose code directory holds `path` (already normalised), if any. */
export function siteAtPath(instance: SimInstance, path: string): Site | null {
  return sitesOf(instance).find((s) => path === s.appDirectory || path.startsWith(`${s.appDirectory}/`)) ?? null;
}

/** The console addresses a server by public IP, or by load-balancer name when it has one. */
export function isAddressOf(instance: SimInstance, address: string): boolean {
  const wanted = address.trim().toLowerCase();
  return wanted === instance.publicIpAddress || (instance.dns !== null && wanted === instance.dns.toLowerCase());
}

/** PHP by LMS release; shared servers run 8.2 (spec 2 §2.3). */
export function phpVersion(instance: SimInstance): string {
  if (instance.deploymentType === "shared") return "8.2";
  const [major = 0, minor = 0] = (instance.version ?? "").replace(/\+$/, "").split(".").map((p) => Number.parseInt(p, 10) || 0);
  if (instance.lms === "Totara") return major >= 19 ? "8.3" : major >= 18 ? "8.2" : "8.1";
  if (major === 4 && minor >= 5) return "8.3";
  if (major === 4 && minor === 4) return "8.2";
  if (major === 4 && minor <= 1 && instance.version) return "8.0";
  return "8.1";
}

/** The VPC address and the `ip-10-0-3-17` host name AWS gives it, fixed per instance. */
export function privateAddress(instance: SimInstance): { ip: string; hostname: string } {
  const rng = createRng(deriveSeed(0, instance.instanceId), "private-ip");
  const ip = `10.0.${rng.int(0, 15)}.${rng.int(4, 250)}`;
  return { ip, hostname: `ip-${ip.replace(/\./g, "-")}` };
}

/** Ubuntu release by PHP: 8.0 servers are the older focal ones. */
export function osRelease(instance: SimInstance): { name: string; codename: string; version: string } {
  return phpVersion(instance) === "8.0"
    ? { name: "Ubuntu 20.04.6 LTS", codename: "focal", version: "20.04" }
    : { name: "Ubuntu 22.04.5 LTS", codename: "jammy", version: "22.04" };
}
