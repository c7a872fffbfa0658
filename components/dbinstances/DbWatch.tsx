"use client";
// Follows database servers after a start, stop or reboot until they settle in `available` or
// `stopped`: while any is watched, the region's RDS list is fetched again every
// WATCH_INTERVAL_MS (one request for the whole list, never one per row). It wraps the list
// and the row modals, so closing the modal does not stop it. It also keeps the list live
// (useLiveList): changes made anywhere are taken into the same cache entry as they are published.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { dbTargetState } from "@/lib/domain/dbInstances";
import { WATCH_INTERVAL_MS, type PowerAction } from "@/lib/domain/powerActions";
import { useStateWatches } from "@/components/common/useStateWatches";
import { useRegion } from "@/components/shell/RegionContext";
import { useDbInstanceList } from "@/data/dbinstances/useDbInstanceList";
import { dbInstanceListKey } from "@/data/dbinstances/keys";
import { useLiveList } from "@/data/live/useLiveList";
import { LiveContext } from "@/components/common/live/LiveContext";

type Watch = (dbInstanceId: string, action: PowerAction, from: string) => void;

const DbWatchContext = createContext<Watch>(() => undefined);

export function useDbWatch(): Watch {
  return useContext(DbWatchContext);
}

export default function DbWatchProvider({ children }: { children: ReactNode }) {
  const { region } = useRegion();
  const watches = useStateWatches(dbTargetState);
  const { add, seen } = watches;
  const { mutate } = useDbInstanceList(region, {
    refreshInterval: watches.active ? WATCH_INTERVAL_MS : 0,
    revalidateOnMount: false,
    onSuccess: (data) => seen(new Map(data.dbinstances.map((d) => [d.dbInstanceId, d.state]))),
  });
  const watch = useCallback<Watch>(
    (id, action, from) => {
      add(id, action, from);
      void mutate();
    },
    [add, mutate],
  );
  const value = useMemo(() => watch, [watch]);
  const live = useLiveList("dbinstances", region, dbInstanceListKey(region));
  return (
    <DbWatchContext.Provider value={value}>
      <LiveContext.Provider value={live}>{children}</LiveContext.Provider>
    </DbWatchContext.Provider>
  );
}
