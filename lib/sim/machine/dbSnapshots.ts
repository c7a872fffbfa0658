// A database server's snapshots, derived from the date rather than stored: RDS takes an
// automated one each day in the backup window (03:00–04:00 UTC, at a minute fixed per server)
// and keeps seven; some servers also have a manual one taken before an upgrade.
import { deriveSeed } from "../random";
import type { SimDbServer } from "../fleet/types";

const DAY = 86_400_000;
const RETAINED = 7;

export interface SimSnapshot {
  dbSnapshotId: string;
  dbSnapshotDate: string;
}

const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);

export function snapshotsAt(server: SimDbServer, now: number): SimSnapshot[] {
  const id = server.dbInstanceId;
  const seed = deriveSeed(7, id);
  const minute = seed % 60;
  const today = Date.parse(`${ymd(now)}T00:00:00Z`);
  // Today's is listed once its window has passed.
  const first = now >= today + (3 * 60 + minute) * 60_000 ? 0 : 1;
  const automated = Array.from({ length: RETAINED }, (_, i) => {
    const at = today - (first + i) * DAY + (3 * 60 + minute) * 60_000;
    const d = new Date(at).toISOString();
    return { dbSnapshotId: `rds:${id}-${d.slice(0, 10)}-${d.slice(11, 13)}-${d.slice(14, 16)}`, dbSnapshotDate: d };
  });
  if (seed % 3 !== 0) return automated.reverse();
  const manualAt = today - (20 + (seed % 40)) * DAY + (14 * 60 + (seed % 50)) * 60_000;
  return [{ dbSnapshotId: `${id}-pre-upgrade-${ymd(manualAt)}`, dbSnapshotDate: new Date(manualAt).toISOString() }, ...automated.reverse()];
}
