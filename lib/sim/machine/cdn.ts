// Whether a domain is served through the CDN (spec 1 §3, §4): true, false or unknown (null).
// A dedicated server's answer is its listed `cdnEnabled`; a shared site's is derived from the
// seed (most off, some on, a few unknown) until the console toggles it. One site per region
// answers a value that is not a boolean, as a distribution still being deployed reports
// itself, so the console's 'An error has occurred. Invalid value received.' can be seen:
// the first LMS volume of the region's first Moodle shared server (MDL_MOODLE01), see
// `cdnPendingDomain`.
import type { Fleet, Region, SimInstance, SimVolume } from "../fleet/types";
import { deriveSeed } from "../random";
import { bareHost, sameDomain } from "./sites";

/** What the pending site answers instead of a boolean. */
export const CDN_PENDING_VALUE = "pending";

export type CdnValue = boolean | null | typeof CDN_PENDING_VALUE;

/** Where a domain lives: a dedicated server (volume null) or one site of a shared server. */
export interface CdnSite {
  region: Region;
  instance: SimInstance;
  volume: SimVolume | null;
}

const byName = (a: SimInstance, b: SimInstance) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The site of `region` that answers CDN_PENDING_VALUE while nobody has toggled it. */
export function pendingSite(fleet: Fleet, region: Region): { instance: SimInstance; volume: SimVolume } | null {
  const server = fleet[region].instances.filter((i) => i.deploymentType === "shared" && i.lms === "Moodle").sort(byName)[0];
  const volume = server?.volumes.find((v) => v.isMoodleData && v.domain);
  return server && volume ? { instance: server, volume } : null;
}

/** The domain (as the volume list gives it) whose CDN status is not a boolean in `region`, for tests. */
export function cdnPendingDomain(fleet: Fleet, region: Region): string | null {
  return pendingSite(fleet, region)?.volume.domain ?? null;
}

/** Where `domain` is served: region, server and (on a shared server) the site's volume id. */
export function locateDomain(fleet: Fleet, domain: string): { region: Region; instanceId: string; volumeId: string | null } | null {
  for (const region of Object.keys(fleet) as Region[]) {
    for (const instance of fleet[region].instances) {
      if (instance.deploymentType === "dedicated") {
        if (instance.domain && sameDomain(instance.domain, domain)) return { region, instanceId: instance.instanceId, volumeId: null };
        continue;
      }
      const volume = instance.volumes.find((v) => v.isMoodleData && v.domain && sameDomain(v.domain, domain));
      if (volume) return { region, instanceId: instance.instanceId, volumeId: volume.volumeId };
    }
  }
  return null;
}

function seededSiteCdn(seed: number, volume: SimVolume): boolean | null {
  const roll = deriveSeed(seed, `cdn:${volume.volumeId}`) % 100;
  return roll < 65 ? false : roll < 90 ? true : null;
}

/** The status the upstream reports for a site now. */
export function cdnValue(seed: number, fleet: Fleet, site: CdnSite): CdnValue {
  if (!site.volume) return site.instance.cdnEnabled;
  if (site.volume.cdnEnabled !== undefined) return site.volume.cdnEnabled;
  const pending = pendingSite(fleet, site.region);
  if (pending && pending.volume === site.volume) return CDN_PENDING_VALUE;
  return seededSiteCdn(seed, site.volume);
}

/** Records the toggle where the status is read from. */
export function setCdn(site: CdnSite, enabled: boolean): void {
  if (site.volume) site.volume.cdnEnabled = enabled;
  else site.instance.cdnEnabled = enabled;
}

export function cdnHost(site: CdnSite): string {
  return bareHost(site.volume?.domain ?? site.instance.domain ?? "");
}
