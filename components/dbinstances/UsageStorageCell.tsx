"use client";
// Usage Storage: storage minus free (spec 2 §3), looked up only for available servers and
// shown as it arrives; other states have no figure ("—").
import type { DbInstance } from "@/lib/contract/schemas/database";
import { formatGiB, needsUsageLookup, usedStorageGiB } from "@/lib/domain/dbInstances";
import type { Region } from "@/lib/domain/regions";
import { useDbStorage } from "@/data/dbinstances/useDbStorage";

export default function UsageStorageCell({ server, region }: { server: DbInstance; region: Region }) {
  const { data, error } = useDbStorage(server, region);
  if (!needsUsageLookup(server)) return <span title={`No usage figure while ${server.state}`}>—</span>;
  if (error) return <span title={error instanceof Error ? error.message : "Lookup failed"}>Unknown</span>;
  if (!data) return <span className="cert loading" role="progressbar" aria-label={`Loading usage of ${server.dbInstanceId}`} />;
  const used = usedStorageGiB(server.storageGiB, data.freeStorage);
  const percent = server.storageGiB > 0 ? Math.round((used / server.storageGiB) * 100) : 0;
  return (
    <span title={`${formatGiB(data.freeStorage)} free`}>
      {formatGiB(used)} <span className="muted">({percent}%)</span>
    </span>
  );
}
