"use client";
// The pre-flight facts of a bulk action, summed: each server's facts (the console's
// /api/preflight route) for the first BULK_PREFLIGHT_MAX targets, four at a time, read when the
// confirmation opens; the sum grows as answers come, and a server that cannot be read is counted
// as such. Nothing waits for it. The targets are fixed while the confirmation is open.
import { useEffect, useState } from "react";
import { BULK_PREFLIGHT_MAX, type BulkPreflightSum, type BulkTarget } from "@/lib/domain/bulkPower";
import { bounded } from "@/lib/domain/bounded";
import type { Region } from "@/lib/domain/regions";
import { readPreflightFacts } from "@/data/preflight/usePreflightFacts";

const CONCURRENT = 4;

export function useBulkPreflight(targets: readonly BulkTarget[], region: Region): { sum: BulkPreflightSum; done: boolean } {
  const asked = Math.min(targets.length, BULK_PREFLIGHT_MAX);
  const [sum, setSum] = useState<BulkPreflightSum>({ asked, read: 0, activeUsers: 0, concurrency: 0, backedUp: 0 });
  const [answered, setAnswered] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const queue = targets.slice(0, BULK_PREFLIGHT_MAX);
    const read = async (target: BulkTarget) => {
      try {
        const facts = await readPreflightFacts({ instanceId: target.id, region, ip: target.ip, scope: { shared: false } });
        const serving = (facts.sites ?? []).filter((s) => s.state === "read");
        if (cancelled) return;
        setSum((prev) => ({
          ...prev,
          read: prev.read + 1,
          activeUsers: prev.activeUsers + serving.reduce((n, s) => n + (s.activeUsers ?? 0), 0),
          concurrency: prev.concurrency + serving.reduce((n, s) => n + (s.concurrency ?? 0), 0),
          backedUp: prev.backedUp + (facts.lastBackupAt ? 1 : 0),
        }));
      } catch {
        // Counted as asked and not read.
      }
      if (!cancelled) setAnswered((n) => n + 1);
    };
    void bounded(queue, CONCURRENT, read, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [targets, region]);

  return { sum, done: answered >= asked };
}
