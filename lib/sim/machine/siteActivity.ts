// Figures a site's own database gives (the contract form's read-only fields, spec 1 §3):
// active users and concurrency, and a Totara site's upgrade key.
//
// Active users: accounts that logged in within the last 30 days, between about half and a bit
// over the contracted users (clients do exceed their contracts), drifting a little day to day.
// Concurrency: users with a request in the last 5 minutes, following the school day in Costa
// Rica and Mexico (UTC-6): quiet at night, peaks mid-morning and in the evening, calmer at
// weekends. Both are derived from the seed, the site and the clock, so they hold still within a
// minute and need nothing stored.
import type { SimInstance, SimVolume } from "../fleet/types";
import { createRng, deriveSeed } from "../random";
import { siteTags } from "./contractTags";
import { bareHost } from "./sites";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const UTC_OFFSET_HOURS = -6;

/** Share of active users online at each local hour (0–23) on a weekday. */
const ONLINE_BY_HOUR = [
  0.004, 0.003, 0.002, 0.002, 0.002, 0.004, 0.01, 0.025, 0.055, 0.065, 0.07, 0.06,
  0.04, 0.035, 0.045, 0.05, 0.05, 0.045, 0.055, 0.065, 0.06, 0.045, 0.025, 0.01,
] as const;
const WEEKEND_FACTOR = 0.45;

/** A number in [0, 1) fixed by the seed and the label. */
function unit(seed: number, label: string): number {
  return deriveSeed(seed, label) / 4_294_967_296;
}

export interface SiteRef {
  instance: SimInstance;
  /** The site's volume; null for a dedicated server without a moodledata volume. */
  volume: SimVolume | null;
  domain: string;
}

/** What the contract says the site may have; from its size when the tags do not say. */
function contractedUsers(seed: number, generatedOn: string, site: SiteRef): number {
  const tags = site.instance.deploymentType === "dedicated" ? site.instance.tags : site.volume ? siteTags(seed, generatedOn, site.instance, site.volume) : null;
  const stated = Number.parseInt(tags?.ContractedUsers ?? "", 10);
  if (Number.isFinite(stated) && stated > 0) return stated;
  return Math.max(40, Math.round(((site.volume?.sizeGiB ?? 50) * 6) / 10) * 10);
}

export function activity(seed: number, generatedOn: string, site: SiteRef, now: number): { activeUsers: number; concurrency: number } {
  const key = `${site.instance.instanceId}:${bareHost(site.domain)}`;
  const day = Math.floor(now / DAY_MS);
  const minute = Math.floor(now / MINUTE_MS);
  const ratio = 0.45 + 0.6 * unit(seed, `active:${key}`);
  const drift = 0.97 + 0.06 * unit(seed, `active:${key}:${day}`);
  const activeUsers = Math.round(contractedUsers(seed, generatedOn, site) * ratio * drift);

  const local = new Date(now + UTC_OFFSET_HOURS * 3_600_000);
  const weekend = local.getUTCDay() === 0 || local.getUTCDay() === 6;
  const share = ONLINE_BY_HOUR[local.getUTCHours()] * (weekend ? WEEKEND_FACTOR : 1);
  const noise = 0.8 + 0.4 * unit(seed, `online:${key}:${minute}`);
  return { activeUsers, concurrency: Math.round(activeUsers * share * noise) };
}

/** The key Totara asks for before a web upgrade ($CFG->upgradekey in config.php), fixed per site. */
export function totaraUpgradeKey(seed: number, instance: SimInstance, domain: string): string {
  return createRng(seed, `totara-upgrade-key:${instance.instanceId}:${bareHost(domain)}`).hex(32);
}
