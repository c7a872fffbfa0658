"use client";
// The instance list's view as the address gives it (issue 18), and the way to change it. The
// search text is the shell's (SearchContext); this holds the rest: sort, columns, filters.
// While a row's modal is open the address is the modal's, so the list keeps the view it had.
// Fleet columns are also remembered per browser (a cookie, so the server's first paint has
// them): an address that names none shows the remembered ones.
import { useCallback, useEffect, useMemo, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { LIST_COLUMNS_COOKIE, parseListView, rememberedColumnsValue, VIEW_PARAMS, writeListView, type FleetColumnId, type ListView } from "@/lib/domain/listView";
import type { Region } from "@/lib/domain/regions";
import { isViewPath, syncViewRegion, writeView } from "@/lib/client/viewAddress";
import { FILTER_START_MARK } from "@/components/common/useFilterPaintMeasure";

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
  const [kept, setKept] = useState(search);
  if (onList && kept !== search) setKept(search);
  const [remembered, setRemembered] = useState(rememberedColumns);

  const view = useMemo(() => {
    const params = new URLSearchParams(kept);
    const parsed = parseListView(params);
    return params.has(VIEW_PARAMS.columns) ? parsed : { ...parsed, columns: [...remembered] };
  }, [kept, remembered]);

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
      writeView("view", region, (params) => writeListView(params, { ...parseListView(params), ...update }));
    },
    [region],
  );

  return { view, change };
}
