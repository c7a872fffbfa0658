"use client";
// Follows instances after a start, stop, reboot or size change until they settle: while any
// is watched, the list is fetched again every WATCH_INTERVAL_MS and each watch is checked
// against the fresh rows; the polling stops by itself. It wraps both the list and the row
// modals, so closing the modal does not stop it.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { advanceWatch, startWatch, WATCH_INTERVAL_MS, type PowerAction, type StateWatch } from "@/lib/domain/powerActions";
import { useRegion } from "@/components/shell/RegionContext";
import { useInstanceList } from "@/data/instances/useInstanceList";

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
  // The list's own read: SWR shares one cache entry and one request in flight. This hook never
  // fetches on mount (the list has its data); it adds the polling, and each answer it fetches
  // moves the watches on.
  const { mutate } = useInstanceList(region, {
    refreshInterval: watches.length > 0 ? WATCH_INTERVAL_MS : 0,
    revalidateOnMount: false,
    onSuccess: (data) => {
      const states = new Map(data.instances.map((i) => [i.instanceId, i.state]));
      const now = Date.now();
      setWatches((current) => {
        const next = current.flatMap((w) => advanceWatch(w, states.get(w.instanceId), now) ?? []);
        // The same list when nothing moved, so nothing re-renders.
        return next.length === current.length && next.every((w, i) => w === current[i]) ? current : next;
      });
    },
  });

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
