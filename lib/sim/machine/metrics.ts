// Memory (`free -m`) and an hour of CPU (CloudWatch, one average per minute) of a server.
// Both are pure functions of the seed, the instance and the time: asking twice for the same
// minute gives the same number, so two calls a minute apart overlap exactly. The memory a
// site uses is sized for the server it was generated on, so a resize moves the percentage.
import type { SimInstance } from "../fleet/types";
import { createRng } from "../random";
import { upAt } from "./power";
import { sizeInfo } from "./sizes";

const MINUTE_MS = 60_000;
const KNOT_MINUTES = 10;
const HOUR_MINUTES = 60;

export interface MemoryInfo {
  total: number;
  used: number;
  free: number;
  available: number;
}

export interface CpuPoint {
  /** ISO time of the start of the minute. */
  timestamp: string;
  /** Percent, two decimals. */
  average: number;
}

/** A value fixed by the seed and a label, in [0, 1). */
function unit(seed: number, label: string): number {
  return createRng(seed, label).next();
}

interface Profile {
  /** Share of the generated size's memory the site uses; above 0.9 on the crowded ones. */
  memoryShare: number;
  /** Share of what is left that the page cache holds. */
  cacheShare: number;
  /** Usual CPU percent and how far it wanders. */
  cpuBase: number;
  cpuSwing: number;
  /** Chance per minute of a burst (cron, a quiz opening, a backup). */
  spikeChance: number;
}

/** The server's character, fixed per seed and instance: about one in ten is short of
 * memory (more among the small sizes), about one in sixteen runs its CPU hot. */
function profile(seed: number, instance: SimInstance): Profile {
  const rng = createRng(seed, `metrics:${instance.instanceId}`);
  const small = sizeInfo(instance.originalType ?? instance.instaceType).nominalMib <= 2048;
  const crowded = rng.chance(small ? 0.3 : 0.1);
  const shared = instance.deploymentType === "shared";
  const memoryShare = crowded ? 0.93 + rng.next() * 0.045 : (shared ? 0.55 : 0.3) + rng.next() * 0.5;
  const hot = rng.chance(0.06);
  const cpuBase = hot ? 72 + rng.next() * 16 : shared ? 18 + rng.next() * 25 : 3 + rng.next() * 22;
  return {
    memoryShare,
    cacheShare: 0.35 + rng.next() * 0.4,
    cpuBase,
    cpuSwing: hot ? 10 : 4 + cpuBase * 0.5,
    spikeChance: hot ? 0.06 : 0.03,
  };
}

/** Smooth noise in [-1, 1]: random knots every ten minutes, eased between. */
function smooth(seed: number, id: string, minute: number): number {
  const knot = Math.floor(minute / KNOT_MINUTES);
  const a = unit(seed, `knot:${id}:${knot}`) * 2 - 1;
  const b = unit(seed, `knot:${id}:${knot + 1}`) * 2 - 1;
  const x = (minute - knot * KNOT_MINUTES) / KNOT_MINUTES;
  const eased = (1 - Math.cos(Math.PI * x)) / 2;
  return a + (b - a) * eased;
}

/** A burst that starts on `minute` with a height, or 0. */
function spike(seed: number, id: string, minute: number, chance: number): number {
  const rng = createRng(seed, `spike:${id}:${minute}`);
  return rng.chance(chance) ? 25 + rng.next() * 45 : 0;
}

function cpuAt(seed: number, instance: SimInstance, p: Profile, minute: number): number {
  const id = instance.instanceId;
  const jitter = (unit(seed, `jitter:${id}:${minute}`) * 2 - 1) * 2;
  // A burst fades over the next two minutes.
  const burst = spike(seed, id, minute, p.spikeChance) + spike(seed, id, minute - 1, p.spikeChance) * 0.45 + spike(seed, id, minute - 2, p.spikeChance) * 0.15;
  const value = p.cpuBase + smooth(seed, id, minute) * p.cpuSwing + jitter + burst;
  return Math.round(Math.min(100, Math.max(0.3, value)) * 100) / 100;
}

/** One point per whole minute of the hour before `now`, only for minutes the server was up. */
export function cpuLastHour(seed: number, instance: SimInstance, now: number): CpuPoint[] {
  const p = profile(seed, instance);
  const last = Math.floor(now / MINUTE_MS) - 1;
  const points: CpuPoint[] = [];
  for (let minute = last - HOUR_MINUTES + 1; minute <= last; minute++) {
    const t = minute * MINUTE_MS;
    if (!upAt(instance, t)) continue;
    points.push({ timestamp: new Date(t).toISOString(), average: cpuAt(seed, instance, p, minute) });
  }
  return points;
}

/** `free -m` of a running server now: used drifts a few percent around the site's workload. */
export function memoryNow(seed: number, instance: SimInstance, now: number): MemoryInfo {
  const p = profile(seed, instance);
  const { totalMb } = sizeInfo(instance.instaceType);
  const workload = p.memoryShare * sizeInfo(instance.originalType ?? instance.instaceType).totalMb;
  const minute = Math.floor(now / MINUTE_MS);
  const drift = 1 + smooth(seed, `mem:${instance.instanceId}`, minute) * 0.025;
  const used = Math.round(Math.min(totalMb * 0.985, Math.max(totalMb * 0.08, workload * drift)));
  const rest = totalMb - used;
  const cache = Math.round(rest * p.cacheShare);
  const free = rest - cache;
  // Most of the page cache can be given back; `available` is what `free -m` estimates for that.
  const available = Math.min(rest, free + Math.round(cache * 0.85));
  return { total: totalMb, used, free, available };
}
