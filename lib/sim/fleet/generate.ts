// Builds the whole fleet from a seed: same seed and size, same fleet, byte for byte
// (contract dates are relative to `today`, so they move with the calendar, not the seed).
import { createRng } from "../random";
import { clientGenerator } from "./clients";
import { coverUpgradeRules } from "./coverage";
import { databaseServers } from "./databases";
import { ipAllocator } from "./ids";
import { dedicatedInstance, sharedInstance, type RegionContext } from "./instances";
import { REGIONS, type Region } from "@/lib/domain/regions";
import type { Fleet, Lms, RegionFleet, SimInstance } from "./types";

/** Shared server names: MDL_MOODLE01, MDL_MOODLE02, ... and one MDL_TOTARA01 once there are three. */
function sharedNames(count: number): { name: string; lms: Lms }[] {
  const totara = count >= 3 ? 1 : 0;
  const names: { name: string; lms: Lms }[] = Array.from({ length: count - totara }, (_, i) => ({ name: `MDL_MOODLE${String(i + 1).padStart(2, "0")}`, lms: "Moodle" }));
  if (totara) names.push({ name: "MDL_TOTARA01", lms: "Totara" });
  return names;
}

function regionFleet(seed: number, region: Region, size: number, today: string, nextIp: () => string): RegionFleet {
  const rng = createRng(seed, `fleet:${region}`);
  const ctx: RegionContext = { region, rng, today, nextClient: clientGenerator(createRng(seed, `clients:${region}`)), nextIp };
  const sharedCount = size >= 2 ? Math.max(1, Math.round(size / 12)) : 0;
  const instances: SimInstance[] = sharedNames(sharedCount).map(({ name, lms }) => sharedInstance(ctx, name, lms));
  for (let i = instances.length; i < size; i++) instances.push(dedicatedInstance(ctx));
  instances.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // Before the databases, so the sites it adds get one too; on streams of its own (see coverage.ts).
  coverUpgradeRules(seed, region, instances);
  const dbServers = databaseServers(createRng(seed, `db:${region}`), region, instances);
  return { instances, dbServers };
}

export function generateFleet(seed: number, sizePerRegion: number, today: string): Fleet {
  // One allocator for both regions keeps every public address unique.
  const nextIp = ipAllocator(createRng(seed, "ip"));
  const fleet = {} as Fleet;
  for (const region of REGIONS) fleet[region] = regionFleet(seed, region, sizePerRegion, today, nextIp);
  return fleet;
}
