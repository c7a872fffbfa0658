// Writes a list's view into the page's address without a navigation: the browser's
// own history (Next.js keeps useSearchParams in step with pushState and replaceState), so a
// change costs no server round trip and Back and Forward move between views. Each change is an
// entry of its own, except that a search refined while typing replaces its own previous entry
// instead of leaving one per pause. A view's address also names the region, since a list is
// of one region and a copied link must open the same rows.
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

/** Applies `change` to the current address's view; does nothing off a list page or when nothing changed. */
export function writeView(kind: ViewChange, region: Region, change: (params: URLSearchParams) => void): void {
  const { pathname, search } = window.location;
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

/** Keeps the address's region in step after the user switches region (no new history entry). */
export function syncViewRegion(region: Region): void {
  const { pathname, search } = window.location;
  if (!isViewPath(pathname) || search === "") return;
  const params = new URLSearchParams(search);
  const href = viewHref(pathname, params, region);
  if (href !== `${pathname}${search}`) window.history.replaceState(null, "", href);
}
