"use client";
// The shell's search box and the list it filters share this: the box writes what is typed,
// the list reads the debounced query (350 ms, spec 1 §2). On the two long lists the query is
// also the address's `q`: a link with one opens the list filtered from the server's
// first paint, each pause in typing updates the address, and Back or Forward to another query
// puts that query back in the box.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { usePathname, useSearchParams } from "next/navigation";
import { SEARCH_DEBOUNCE_MS } from "@/lib/domain/instanceSearch";
import { VIEW_PARAMS } from "@/lib/domain/listView";
import { isViewPath, writeView, writeViewWhenIdle } from "@/lib/client/viewAddress";
import { FILTER_START_MARK } from "@/components/common/useFilterPaintMeasure";
import { useHistoryPop } from "@/components/common/useHistoryPop";
import { useNavigationStarts } from "./useNavigationStarts";
import { useRegion } from "./RegionContext";

interface SearchApi {
  input: string;
  setInput(value: string): void;
  /** What the list filters by: the input once typing has paused. */
  query: string;
}

const SearchContext = createContext<SearchApi>({ input: "", setInput: () => undefined, query: "" });

export function useSearch(): SearchApi {
  return useContext(SearchContext);
}

function setQueryParam(query: string): (params: URLSearchParams) => void {
  return (params) => {
    if (query.trim() === "") params.delete(VIEW_PARAMS.q);
    else params.set(VIEW_PARAMS.q, query);
  };
}

export default function SearchProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const onList = isViewPath(pathname);
  const params = useSearchParams();
  const addressQuery = onList ? (params.get(VIEW_PARAMS.q) ?? "") : null;
  const { region } = useRegion();
  const [input, setInput] = useState(addressQuery ?? "");
  const [query, setQuery] = useState(addressQuery ?? "");
  useNavigationStarts();

  // The address changed under the same list (Back, Forward, a link): its query becomes the box's.
  // Arriving at a list whose address has no query keeps the box's, which the effect below writes.
  // (Adjusted while rendering, as React advises for state that follows a prop.)
  const [seen, setSeen] = useState({ pathname, addressQuery });
  const follow = (to: string | null, samePage: boolean) => {
    if (to !== null && to !== query && (samePage || to !== "")) {
      setInput(to);
      setQuery(to);
    }
  };
  if (seen.pathname !== pathname || seen.addressQuery !== addressQuery) {
    setSeen({ pathname, addressQuery });
    follow(addressQuery, seen.pathname === pathname);
  }
  // Back or Forward pressed before the router caught up with the last write (useHistoryPop).
  useHistoryPop((location) => {
    if (!isViewPath(location.pathname)) return;
    follow(new URLSearchParams(location.search).get(VIEW_PARAMS.q) ?? "", location.pathname === pathname);
  });

  useEffect(() => {
    if (input === query) return;
    const timer = setTimeout(() => {
      // A user-timing mark lets `npm run bench` measure debounce-to-paint in a real browser.
      performance.mark(FILTER_START_MARK);
      // Rendered in this task rather than one React schedules after it, which the browser may
      // put behind a frame: the rows are ready for the next paint (about 1.5 ms at the median at
      // 20,000 instances, in paired runs).
      flushSync(() => setQuery(input));
      // The address after the rows, once the browser is idle: writing it never delays their paint.
      writeViewWhenIdle("search", region, setQueryParam(input));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, query, region]);

  // A list reached with a query in the box (from the other list, or back from a modal) shows it in its address.
  // Once per arrival: on the same page the debounce above writes each query as its own entry.
  const arrivedAt = useRef<string | null>(null);
  useEffect(() => {
    if (arrivedAt.current === pathname) return;
    arrivedAt.current = pathname;
    if (addressQuery === "" && query !== "") writeView("carry", region, setQueryParam(query));
  }, [pathname, addressQuery, query, region]);

  const api = useMemo(() => ({ input, setInput, query }), [input, query]);
  return <SearchContext.Provider value={api}>{children}</SearchContext.Provider>;
}
