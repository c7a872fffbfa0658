// The CDN checkbox of the contract form (spec 1 §3, §4, §7): GET /cdn/status?domain and
// POST /cdn/toggle {domain, enabled}. A domain is a dedicated server's (its listed cdnEnabled
// changes too) or one site of a shared server; either way the change is saved with the
// server. One seeded site per region answers "pending" instead of a boolean (machine/cdn.ts,
// `cdnPendingDomain`), so the console's 'An error has occurred. Invalid value received.' can
// be seen; the contract passes such a value on (as the CdnState "invalid") rather than failing.
import type { SimVolume } from "../fleet/types";
import { cdnHost, cdnValue, locateDomain, setCdn, type CdnSite } from "../machine/cdn";
import { bareHost } from "../machine/sites";
import { json } from "../reply";
import type { SimWorld } from "../world";
import type { HandlerMap } from "./types";

export const CDN_MESSAGES = {
  unknownDomain: (domain: string) => `No instance serves ${bareHost(domain)}.`,
  changed: (enabled: boolean, host: string) => `CDN ${enabled ? "enabled" : "disabled"} for ${host}.`,
  unchanged: (enabled: boolean, host: string) => `CDN was already ${enabled ? "enabled" : "disabled"} for ${host}.`,
} as const;

/** The site serving `domain`, looked up through the world so a change to it is saved. */
function siteOf(world: SimWorld, domain: string): CdnSite | Response {
  const at = locateDomain(world.state.fleet, domain);
  const instance = at ? world.findInstance(at.region, at.instanceId) : null;
  if (!at || !instance) return json({ message: CDN_MESSAGES.unknownDomain(domain) }, 404);
  const volume: SimVolume | null = at.volumeId ? (instance.volumes.find((v) => v.volumeId === at.volumeId) ?? null) : null;
  return { region: at.region, instance, volume };
}

export const cdnHandlers: HandlerMap = {
  cdnStatus(ctx) {
    const { world } = ctx;
    const site = siteOf(world, ctx.query.domain);
    if (site instanceof Response) return site;
    return { body: { cdnEnabled: cdnValue(world.state.seed, world.state.fleet, site) } };
  },

  cdnToggle(ctx) {
    const { world } = ctx;
    const { domain, enabled } = ctx.body;
    const site = siteOf(world, domain);
    if (site instanceof Response) return site;
    const host = cdnHost(site);
    if (cdnValue(world.state.seed, world.state.fleet, site) === enabled) return { body: { success: true, message: CDN_MESSAGES.unchanged(enabled, host) } };
    setCdn(site, enabled);
    world.changed();
    return { body: { success: true, message: CDN_MESSAGES.changed(enabled, host) } };
  },
};
