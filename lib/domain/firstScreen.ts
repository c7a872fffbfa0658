// The instance list's first paint at scale: when a region has more instances than a
// screen holds, the server's HTML carries only the first rows of the view the address asks for
// (and how many there are); the browser fetches the whole list once, in the background, for
// search, sort, filters, CSV and bulk selection. HTML size and first paint then stay flat as
// the fleet grows. A view that needs facts the list lacks (certificate status, SSL days, PHP)
// gets no rows here: the browser reads those per row, after the whole list.
import type { Instance } from "@/lib/contract/schemas/instance";
import { createInstanceFilter } from "./instanceSearch";
import { filterByView, listViewSearch, sortByView, type ListView } from "./listView";

/** Rows the server paints: more than the tallest screen shows, so the first scroll finds rows too. */
export const FIRST_SCREEN_ROWS = 100;

export interface FirstScreen {
  /** The first rows of the view, in its order. */
  rows: Instance[];
  /** Instances in the region. */
  total: number;
  /** Instances the view keeps (the count line's "12 of …"). */
  matched: number;
  /** Which view these rows answer (rowsKey); null for none: another view waits for the whole list. */
  key: string | null;
}

/** What decides the rows: the view without its fleet columns, with the search text. */
export function rowsKey(view: ListView, query: string): string {
  return listViewSearch({ ...view, q: query, columns: [] });
}

function needsFacts(view: ListView): boolean {
  return view.certificates.length > 0 || view.sort?.key === "ssl" || view.sort?.key === "php";
}

const NO_FACTS = () => undefined;

/** The first screen of `view` over `instances`, or null when the whole list is no bigger and is sent as it is. */
export function firstScreen(instances: readonly Instance[], view: ListView, limit = FIRST_SCREEN_ROWS): FirstScreen | null {
  if (instances.length <= limit) return null;
  if (needsFacts(view)) return { rows: [], total: instances.length, matched: 0, key: null };
  // The search's haystacks cost a pass over every instance: only when there is a search.
  const searched = view.q.trim() === "" ? instances : createInstanceFilter(instances)(view.q);
  const kept = filterByView(searched, view, NO_FACTS);
  return { rows: sortByView(kept, view.sort, NO_FACTS).slice(0, limit), total: instances.length, matched: kept.length, key: rowsKey(view, view.q) };
}
