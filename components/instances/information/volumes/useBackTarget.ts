"use client";
// Where a volume row modal's Close goes (spec 2 §2.4, §2.11: "returns to the previous page"):
// the page before it in this tab when that is a console page, else the information modal it
// belongs to. Handed to RouteModal as its closeTo, it makes RouteModal go back (the previous
// entry is that place) instead of replacing the entry. The Navigation API lists only this
// origin's entries; without it (and on the server) the information modal is the target. It is
// read again whenever the tab's current entry changes: the router writes the modal's own entry
// after the modal has first rendered, so a value read during that render would name the page
// before the information modal.
import { useCallback, useSyncExternalStore } from "react";

function navigationApi(): Navigation | null {
  return typeof window !== "undefined" && "navigation" in window && window.navigation ? window.navigation : null;
}

function previousConsolePage(): string | null {
  const navigation = navigationApi();
  const current = navigation?.currentEntry;
  if (!navigation || !current || current.index < 1) return null;
  const previous = navigation.entries()[current.index - 1]?.url;
  if (!previous) return null;
  const url = new URL(previous);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null;
}

function subscribe(onChange: () => void): () => void {
  const navigation = navigationApi();
  navigation?.addEventListener("currententrychange", onChange);
  return () => navigation?.removeEventListener("currententrychange", onChange);
}

export function useBackTarget(fallback: string): string {
  const read = useCallback(() => previousConsolePage() ?? fallback, [fallback]);
  return useSyncExternalStore(subscribe, read, () => fallback);
}
