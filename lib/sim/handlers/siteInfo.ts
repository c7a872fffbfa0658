// Read-only facts of one site for the contract form (spec 1 §3, §7): active users and
// concurrency (GET /instances/{id}/{domain}/concurrency) and a Totara site's upgrade key
// (GET /instances/{id}/totara-key-upgrade). Both are read from the site itself, so both need
// its server running: a stopped server answers 409 with what to do, as do a stopped site's
// user figures (nobody can be online on a site that does not serve). Moodle sites have no
// upgrade key: 400.
import { activity, totaraUpgradeKey } from "../machine/siteActivity";
import { lmsServing } from "../machine/lmsState";
import { bareHost, findSite } from "../machine/sites";
import { json } from "../reply";
import { findInAnyRegion, instanceNotFound, lookUp, notRunning, wrongAddress } from "./lookup";
import type { HandlerMap } from "./types";

export const SITE_INFO_MESSAGES = {
  noSite: (name: string, domain: string) => `${name} hosts no site ${bareHost(domain)}.`,
  siteStopped: (host: string, name: string) => `The LMS ${host} on ${name} is stopped. Start it to read its users.`,
  notTotara: (host: string, lms: string) => `${host} is a ${lms} site: upgrade keys are for Totara sites only.`,
} as const;

export const siteInfoHandlers: HandlerMap = {
  concurrency(ctx) {
    const { world } = ctx;
    // The call carries no region; instance ids are unique across both.
    const instance = findInAnyRegion(world, ctx.params.id);
    if (!instance) return instanceNotFound();
    const site = findSite(instance, ctx.params.domain);
    if (!site) return json({ message: SITE_INFO_MESSAGES.noSite(instance.name, ctx.params.domain) }, 404);
    const down = notRunning(world, instance, "read its users");
    if (down) return down;
    const now = world.now();
    if (!lmsServing(instance, site.volume, now)) return json({ message: SITE_INFO_MESSAGES.siteStopped(site.host, instance.name) }, 409);
    const figures = activity(world.state.seed, world.state.generatedOn, { instance, volume: site.volume, domain: site.domain }, now);
    return { body: figures };
  },

  totaraUpgradeKey(ctx) {
    const { world, query } = ctx;
    const instance = lookUp(world, query.region, ctx.params.id);
    if (instance instanceof Response) return instance;
    const refused = wrongAddress(instance, query.ip, "ip");
    if (refused) return refused;
    const site = findSite(instance, query.domain);
    if (!site) return json({ message: SITE_INFO_MESSAGES.noSite(instance.name, query.domain) }, 404);
    if (site.lms !== "Totara") return json({ message: SITE_INFO_MESSAGES.notTotara(site.host, site.lms) }, 400);
    const down = notRunning(world, instance, "read its upgrade key");
    if (down) return down;
    return { body: { upgradeKey: totaraUpgradeKey(world.state.seed, instance, site.domain) } };
  },
};
