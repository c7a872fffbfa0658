"use client";
// Follows instances after a start, stop, reboot or size change until they settle: while any
// is watched, the list is fetched again every WATCH_INTERVAL_MS and each watch is checked
// against the fresh rows; the polling stops by itself. It wraps both the list and the row
// modals, so closing the modal does not stop it. It also keeps the list live (useLiveList):
// changes made anywhere, by anyone, are taken into the same cache entry as they are published.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { WATCH_INTERVAL_MS, type PowerAction } from "@/lib/domain/powerActions";
import { useStateWatches } from "@/components/common/useStateWatches";
import { useRegion } from "@/components/shell/RegionContext";
import { useInstanceList } from "@/data/instances/useInstanceList";
import { instanceListKey } from "@/data/instances/keys";
import { useLiveList } from "@/data/live/useLiveList";
import { LiveContext } from "@/components/common/live/LiveContext";

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
  const watches = useStateWatches();
  const { add, seen } = watches;
  // The list's own read: SWR shares one cache entry and one request in flight. This hook never
  // fetches on mount (the list has its data); it adds the polling, and each answer it fetches
  // moves the watches on.
  const { mutate } = useInstanceList(region, {
    refreshInterval: watches.active ? WATCH_INTERVAL_MS : 0,
    revalidateOnMount: false,
    onSuccess: (data) => seen(new Map(data.instances.map((i) => [i.instanceId, i.state]))),
  });

  const watch = useCallback(
    (instanceId: string, action: PowerAction, from: string) => {
      add(instanceId, action, from);
      void mutate();
    },
    [add, mutate],
  );
  const refresh = useCallback(() => void mutate(), [mutate]);
  const api = useMemo(() => ({ watch, refresh }), [watch, refresh]);
  const live = useLiveList("instances", region, instanceListKey(region));
  return (
    <WatchContext.Provider value={api}>
      <LiveContext.Provider value={live}>{children}</LiveContext.Provider>
    </WatchContext.Provider>
  );
}
