"use client";
// Follows instances after a start, stop, reboot or size change until they settle: while any
// is watched, the list is fetched again every WATCH_INTERVAL_MS and each watch is checked
// against the fresh rows; the polling stops by itself. It wraps both the list and the row
// modals, so closing the modal does not stop it.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import useSWR from "swr";
import { routes } from "@/lib/contract/routes";
import type { InstanceList } from "@/lib/contract/schemas/instance";
import { callApi } from "@/lib/client/api";
import { advanceWatch, startWatch, WATCH_INTERVAL_MS, type PowerAction, type StateWatch } from "@/lib/domain/powerActions";
import { useRegion } from "@/components/shell/RegionContext";
import { instanceListKey } from "./instanceListKey";

interface WatchApi {
  watch(instanceId: string, action: PowerAction, from: string): void;
  /** Fetches the list again now (after a change that is not a power action). */
  refresh(): void;
}

const WatchContext = createContext<WatchApi>({ watch: () => undefined, refresh: () => undefined });

export function useInstanceWatch(): WatchApi {
  return useContext(WatchContext);
}

export default function InstanceWatchProvider({ children }: { children: ReactNode }) {
  const { region } = useRegion();
  const [watches, setWatches] = useState<StateWatch[]>([]);
  // The list's own key and request: SWR shares one cache entry and one request in flight.
  // This hook never fetches on mount (the list has its data); it adds the polling.
  const { data, mutate } = useSWR<InstanceList>(instanceListKey(region), () => callApi(routes.listInstances, { query: { region } }), {
    refreshInterval: watches.length > 0 ? WATCH_INTERVAL_MS : 0,
    revalidateOnMount: false,
    revalidateOnFocus: false,
  });

  useEffect(() => {
    if (!data || watches.length === 0) return;
    const states = new Map(data.instances.map((i) => [i.instanceId, i.state]));
    const now = Date.now();
    const next = watches.flatMap((w) => advanceWatch(w, states.get(w.instanceId), now) ?? []);
    // Only a real change of the watch list re-renders.
    if (next.length !== watches.length || next.some((w, i) => w !== watches[i])) setWatches(next);
  }, [data, watches]);

  const watch = useCallback(
    (instanceId: string, action: PowerAction, from: string) => {
      setWatches((list) => [...list.filter((w) => w.instanceId !== instanceId), startWatch(instanceId, action, from, Date.now())]);
      void mutate();
    },
    [mutate],
  );
  const refresh = useCallback(() => void mutate(), [mutate]);
  const api = useMemo(() => ({ watch, refresh }), [watch, refresh]);
  return <WatchContext.Provider value={api}>{children}</WatchContext.Provider>;
}
