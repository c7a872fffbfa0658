"use client";
// The servers a list follows after a start, stop or reboot, until each settles where its
// action leads (or times out): the list's provider polls while `active`, hands every fresh
// answer to `seen`, and the watches move on. Shared by the instance and RDS lists.
import { useCallback, useState } from "react";
import { advanceWatch, startWatch, type PowerAction, type StateWatch } from "@/lib/domain/powerActions";

export interface StateWatches {
  /** True while any server is followed: the list polls. */
  active: boolean;
  add(id: string, action: PowerAction, from: string): void;
  /** The states of a fresh answer, by id. */
  seen(states: ReadonlyMap<string, string>): void;
}

export function useStateWatches(settlesIn?: (action: PowerAction) => string): StateWatches {
  const [watches, setWatches] = useState<StateWatch[]>([]);
  const add = useCallback((id: string, action: PowerAction, from: string) => {
    setWatches((list) => [...list.filter((w) => w.instanceId !== id), startWatch(id, action, from, Date.now())]);
  }, []);
  const seen = useCallback(
    (states: ReadonlyMap<string, string>) => {
      const now = Date.now();
      setWatches((current) => {
        const next = current.flatMap((w) => advanceWatch(w, states.get(w.instanceId), now, settlesIn) ?? []);
        // The same list when nothing moved, so nothing re-renders.
        return next.length === current.length && next.every((w, i) => w === current[i]) ? current : next;
      });
    },
    [settlesIn],
  );
  return { active: watches.length > 0, add, seen };
}
