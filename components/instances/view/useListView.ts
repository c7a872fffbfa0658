"use client";
// The instance list's view as the address gives it, and the way to change it. The
// search text is the shell's (SearchContext); this holds the rest: sort, columns, filters.
// While a row's modal is open the address is the modal's, so the list keeps the view it had.
// Fleet columns are also remembered per browser (a cookie, so the server's first paint has
// them): an address that names none shows the remembered ones.
// A change is shown at once and written into the address once the frame that shows it is painted
// and the browser is idle, as the search's text is: the address's update re-renders the page as a
// transition Next.js schedules, which would put a sort's repaint behind the whole tree's render
// (about 100 ms at 5,000 rows), and the history entry itself costs Chromium a few milliseconds.
import { useCallback, useEffect, useMemo, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { LIST_COLUMNS_COOKIE, listViewSearch, parseListView, rememberedColumnsValue, VIEW_PARAMS, writeListView, type FleetColumnId, type ListView } from "@/lib/domain/listView";
import type { Region } from "@/lib/domain/regions";
import { isViewPath, syncViewRegion, writeViewWhenIdle } from "@/lib/client/viewAddress";
import { FILTER_START_MARK } from "@/components/common/useFilterPaintMeasure";
import { useHistoryPop } from "@/components/common/useHistoryPop";

export type ViewUpdate = Partial<Omit<ListView, "q">>;

export interface ListViewApi {
  view: ListView;
  /** Sets parts of the view: a new history entry, and the rows repaint (measured for the bench). */
  change(update: ViewUpdate): void;
}

function remember(columns: readonly FleetColumnId[]): void {
  document.cookie = `${LIST_COLUMNS_COOKIE}=${rememberedColumnsValue(columns)}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

export function useListView(region: Region, rememberedColumns: readonly FleetColumnId[]): ListViewApi {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const onList = isViewPath(pathname);
  // The view shown: the address's, or a change not yet written into it.
  const [kept, setKept] = useState(search);
  const [seen, setSeen] = useState(search);
  if (onList && seen !== search) {
    setSeen(search);
    setKept(search);
  }
  // Back or Forward pressed before the router caught up with the last write (useHistoryPop).
  useHistoryPop((location) => {
    if (isViewPath(location.pathname)) setKept(location.search.replace(/^\?/, ""));
  });
  const [remembered, setRemembered] = useState(rememberedColumns);

  // Rebuilt only when what it says changes: the address catching up with a change already shown
  // gives the same view object, and the rows are not sorted again.
  const { canonical, hasColumns } = useMemo(() => {
    const params = new URLSearchParams(kept);
    return { canonical: listViewSearch(parseListView(params)), hasColumns: params.has(VIEW_PARAMS.columns) };
  }, [kept]);
  const view = useMemo(() => {
    const parsed = parseListView(new URLSearchParams(canonical));
    return hasColumns ? parsed : { ...parsed, columns: [...remembered] };
  }, [canonical, hasColumns, remembered]);

  useEffect(() => {
    if (onList) syncViewRegion(region);
  }, [onList, region]);

  const change = useCallback(
    (update: ViewUpdate) => {
      if (update.columns) {
        remember(update.columns);
        setRemembered(update.columns);
      }
      // Pairs with useFilterPaintMeasure: `npm run bench` reads a sort's or filter's time to paint.
      performance.mark(FILTER_START_MARK);
      const apply = (params: URLSearchParams) => writeListView(params, { ...parseListView(params), ...update });
      setKept((current) => {
        const params = new URLSearchParams(current);
        apply(params);
        return params.toString();
      });
      // Applied to the address as it is then, so a search written meanwhile is kept.
      writeViewWhenIdle("view", region, apply);
    },
    [region],
  );

  return { view, change };
}
