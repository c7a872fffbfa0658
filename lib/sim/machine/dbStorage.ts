// A database server's free storage as of now: the seeded free space less what the sites have
// written since the last monthly clean-up (binary logs and old sessions purged on the 1st), plus
// a few hundred MiB that come and go with temporary tables. Read from the clock, so two reads
// minutes apart differ a little and a month's reads show the saw-tooth a DBA expects.
import { deriveSeed } from "../random";
import type { SimDbServer } from "../fleet/types";

const HOUR = 3_600_000;

export function freeStorageAt(server: SimDbServer, now: number): number {
  const seed = deriveSeed(1, server.dbInstanceId);
  const d = new Date(now);
  const hoursIntoMonth = (now - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)) / HOUR;
  // Up to 6 % of the volume written over a month, at a rate that differs per server.
  const growthPerHour = (server.storageGiB * (0.01 + (seed % 50) / 1000)) / (30 * 24);
  const wobble = Math.sin(now / (3 * HOUR) + (seed % 628) / 100) * Math.min(0.4, server.storageGiB * 0.002);
  const free = server.freeStorageGiB - growthPerHour * hoursIntoMonth + wobble;
  return Math.round(Math.min(server.storageGiB, Math.max(1, free)) * 100) / 100;
}
