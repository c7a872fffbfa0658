"use client";
// Reads what a view needs to know about rows beyond the list: a certificate filter
// or an SSL sort needs each candidate row's certificate, a PHP sort each server's PHP version.
// The reads go into the same cache the Certificate and PHP columns read from (nothing is read
// twice), at most four at a time, only for rows not read yet; `version` grows as they land, so
// the view is applied again, and `left` says how many are still to come.
import { useEffect, useState } from "react";
import { useSWRConfig } from "swr";
import { apiUrl, callApi } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { Instance } from "@/lib/contract/schemas/instance";
import { bounded } from "@/lib/domain/bounded";
import type { Region } from "@/lib/domain/regions";
import { instanceDataRequest } from "./keys";
import { serverInfoInput } from "./useServerPhp";

const CONCURRENT = 4;

export interface FactsNeed {
  certificate: boolean;
  php: boolean;
}

export interface FactsProgress {
  version: number;
  left: number;
  total: number;
}

export function useFactsLoader(candidates: readonly Instance[], need: FactsNeed, region: Region): FactsProgress {
  const { cache, mutate } = useSWRConfig();
  const [progress, setProgress] = useState<FactsProgress>({ version: 0, left: 0, total: 0 });

  useEffect(() => {
    if (!need.certificate && !need.php) return;
    const reads: { key: string; read: () => Promise<unknown> }[] = [];
    for (const instance of candidates) {
      const data = need.certificate ? instanceDataRequest(instance, region) : null;
      if (data && cache.get(data.key)?.data === undefined) reads.push({ key: data.key, read: () => callApi(data.route, data.input) });
      if (need.php) {
        const input = serverInfoInput(instance.instanceId, region);
        const key = apiUrl(routes.serverInfo, input);
        if (cache.get(key)?.data === undefined) reads.push({ key, read: () => callApi(routes.serverInfo, input) });
      }
    }
    let stopped = false;
    let left = reads.length;
    let frame: number | null = null;
    // One repaint per frame however many answers land in it.
    const tell = () => {
      if (frame !== null || stopped) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        if (!stopped) setProgress((p) => ({ version: p.version + 1, left, total: reads.length }));
      });
    };
    tell();
    void bounded(
      reads,
      CONCURRENT,
      async ({ key, read }) => {
        // A failed read leaves the row unknown; it is not asked again until the view changes.
        await mutate(key, read(), { revalidate: false, populateCache: true }).catch(() => undefined);
        left -= 1;
        tell();
      },
      () => stopped,
    );
    return () => {
      stopped = true;
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [candidates, need.certificate, need.php, region, cache, mutate]);

  return need.certificate || need.php ? progress : { ...progress, left: 0, total: 0 };
}
