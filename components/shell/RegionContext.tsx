"use client";
// The region every screen is scoped to. Kept in the console-region cookie so the server
// renders the chosen region's first paint, and mirrored to localStorage (spec 1 §2).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { parseRegion, REGION_COOKIE, REGION_STORAGE_KEY, REGIONS, type Region } from "@/lib/domain/regions";

interface RegionApi {
  region: Region;
  setRegion(region: Region): void;
}

const RegionContext = createContext<RegionApi>({ region: REGIONS[0], setRegion: () => undefined });

export function useRegion(): RegionApi {
  return useContext(RegionContext);
}

function persist(region: Region): void {
  document.cookie = `${REGION_COOKIE}=${region}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  try {
    window.localStorage.setItem(REGION_STORAGE_KEY, region);
  } catch {
    // Storage may be disabled; the cookie alone still carries the choice.
  }
}

export default function RegionProvider({ initialRegion, hasCookie, children }: { initialRegion: Region; hasCookie: boolean; children: ReactNode }) {
  const [region, setRegionState] = useState<Region>(initialRegion);

  // A browser that chose a region before the cookie existed keeps it.
  useEffect(() => {
    if (hasCookie) return;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(REGION_STORAGE_KEY);
    } catch {
      stored = null;
    }
    const chosen = parseRegion(stored);
    persist(chosen);
    // localStorage exists only in the browser, so this sync cannot happen during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (chosen !== initialRegion) setRegionState(chosen);
  }, [hasCookie, initialRegion]);

  const setRegion = useCallback((next: Region) => {
    persist(next);
    setRegionState(next);
  }, []);

  const api = useMemo(() => ({ region, setRegion }), [region, setRegion]);
  return <RegionContext.Provider value={api}>{children}</RegionContext.Provider>;
}
