"use client";
// Where a volume row modal's Close goes (spec 2 §2.4, §2.11: "returns to the previous page"):
// the page before it in this tab when that is a console page, else the information modal it
// belongs to. Handed to RouteModal as its closeTo, it makes RouteModal go back (the previous
// entry is that place) instead of replacing the entry. The Navigation API lists only this
// origin's entries; without it (or on the server) the information modal is the target.
export function backTarget(fallback: string): string {
  if (typeof window === "undefined" || !("navigation" in window) || !window.navigation) return fallback;
  const current = window.navigation.currentEntry;
  if (!current || current.index < 1) return fallback;
  const previous = window.navigation.entries()[current.index - 1]?.url;
  if (!previous) return fallback;
  const url = new URL(previous);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : fallback;
}
