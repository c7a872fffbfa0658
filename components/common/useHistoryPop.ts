"use client";
// Back and Forward as the browser reports them. The lists write their view with pushState, and
// Next.js brings useSearchParams in step with a transition of its own. When Back follows a write
// before that transition has rendered, both land in one render: useSearchParams goes from the old
// address to the old address, never showing the new one, and whatever follows it sees no change.
// Reading `window.location` on popstate gives the address the user is actually on.
import { useEffect, useEffectEvent } from "react";

export function useHistoryPop(onPop: (location: Location) => void): void {
  const handle = useEffectEvent(() => onPop(window.location));
  useEffect(() => {
    const listener = () => handle();
    window.addEventListener("popstate", listener);
    return () => window.removeEventListener("popstate", listener);
  }, []);
}
