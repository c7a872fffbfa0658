// Writes a list's view into the page's address without a navigation: the browser's
// own history (Next.js keeps useSearchParams in step with pushState and replaceState), so a
// change costs no server round trip and Back and Forward move between views. Each change is an
// entry of its own, except that a search refined while typing replaces its own previous entry
// instead of leaving one per pause. A view's address also names the region, since a list is
// of one region and a copied link must open the same rows.
// A write waits for the browser to be idle, but never lands while the router loads the next
// page: Next.js drops a navigation under way when the address changes beneath it, so the writes
// still waiting are made as a navigation starts, and none after it until the address has moved.
import { afterPaintWhenIdle } from "@/lib/client/afterPaint";
import { listViewSearch, parseListView } from "@/lib/domain/listView";
import type { Region } from "@/lib/domain/regions";

/** Paths whose address carries a view: the two long lists. */
export const VIEW_PATHS: readonly string[] = ["/home/instances", "/home/dbinstances"];

export function isViewPath(pathname: string): boolean {
  return VIEW_PATHS.includes(pathname);
}

/** "search": a pause in typing; "view": any other choice (sort, filter, columns); "carry": a query
 * the box brought from another page, written into the entry the user arrived at. */
export type ViewChange = "search" | "view" | "carry";

/** The last change written, and the address it left (a search refines its entry only while still on it). */
let last: { kind: ViewChange; href: string } | null = null;

/** The address a view with `region` has: the canonical view query, plus the region when there is a view at all. */
export function viewHref(pathname: string, params: URLSearchParams, region: Region): string {
  const search = listViewSearch(parseListView(params));
  return search ? `${pathname}${search}&region=${encodeURIComponent(region)}` : pathname;
}

/** Writes waiting for the browser to be idle. */
const waiting = new Set<() => void>();
/** The address a navigation started from, while the router may still be loading the next page. */
let leaving: string | null = null;

/** Applies `change` to the current address's view; does nothing off a list page, while a
 * navigation is leaving the page, or when nothing changed. */
export function writeView(kind: ViewChange, region: Region, change: (params: URLSearchParams) => void): void {
  const { pathname, search, href: current } = window.location;
  if (leaving === current) return;
  leaving = null;
  if (!isViewPath(pathname)) return;
  const params = new URLSearchParams(search);
  change(params);
  const href = viewHref(pathname, params, region);
  if (href === `${pathname}${search}`) return;
  const replace = kind === "carry" || (kind === "search" && last?.kind === "search" && last.href === `${pathname}${search}`);
  last = { kind, href };
  if (replace) window.history.replaceState(null, "", href);
  else window.history.pushState(null, "", href);
}

/** `writeView` once the frame is painted and the browser idle: the address's update re-renders
 * the page, which must not delay the paint of the change itself. */
export function writeViewWhenIdle(kind: ViewChange, region: Region, change: (params: URLSearchParams) => void): void {
  const write = () => {
    if (waiting.delete(write)) writeView(kind, region, change);
  };
  waiting.add(write);
  void afterPaintWhenIdle().then(write);
}

/** Called as a navigation away from the page begins (a row's modal, a link): the writes still
 * waiting go into the address now, so the page left keeps its view for Back, and later ones wait
 * until the navigation has changed the address. */
export function beforeNavigation(): void {
  for (const write of [...waiting]) write();
  leaving = window.location.href;
}

/** The address has moved (a navigation arrived, or Back and Forward): writes are made again. */
export function navigationArrived(): void {
  leaving = null;
}

/** Keeps the address's region in step after the user switches region (no new history entry). */
export function syncViewRegion(region: Region): void {
  const { pathname, search, href: current } = window.location;
  if (leaving === current || !isViewPath(pathname) || search === "") return;
  const params = new URLSearchParams(search);
  const href = viewHref(pathname, params, region);
  if (href !== `${pathname}${search}`) window.history.replaceState(null, "", href);
}
