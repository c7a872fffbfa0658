"use client";
// A list that follows the server on its own: an EventSource on /api/live for the region's list,
// whose changes are taken into the list's SWR cache entry in place (rows keep their position, so
// selection, focus, search, sort and filters carry on over the new data; the row modals read the
// same entry). It reconnects with backoff, asking for what came after its last update; when that
// is no longer kept, or it had none, it reads the whole list once. A hidden tab closes the stream
// ("Paused") and reopens it on return. Changed rows are remembered for a few seconds (the list
// marks them), with one summary per update for screen readers.
import { useCallback, useEffect, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { apiUrl, callApi } from "@/lib/client/api";
import { consoleRoutes } from "@/lib/contract/consoleRoutes";
import { routes } from "@/lib/contract/routes";
import { applyChanges, changeSummary, reconnectDelayMs, rowId, type LiveListName, type LiveStatus, type LiveUpdate } from "@/lib/domain/liveList";
import type { Region } from "@/lib/domain/regions";

/** How long a changed row stays marked. */
export const CHANGED_MARK_MS = 4_000;

export interface LiveState {
  status: LiveStatus;
  /** When the browser last heard the list was read (epoch ms), or null. */
  updatedAt: number | null;
  /** Rows changed in the last few seconds. */
  changed: ReadonlySet<string>;
  /** The last update's summary, for a polite live region. */
  summary: string;
  /** Reads the whole list now. */
  refresh(): void;
}

const NOUNS: Record<LiveListName, { one: string; many: string; field: "instances" | "dbinstances" }> = {
  instances: { one: "instance", many: "instances", field: "instances" },
  dbinstances: { one: "DB instance", many: "DB instances", field: "dbinstances" },
};

function nameOf(list: LiveListName) {
  return (row: unknown) => {
    const r = row as { name?: unknown; dbInstanceId?: unknown };
    return String(list === "instances" ? r.name : r.dbInstanceId);
  };
}

export function useLiveList(list: LiveListName, region: Region, key: string): LiveState {
  const { mutate, fallback } = useSWRConfig();
  // The server's first paint seeds the list as SWR's fallback, which is not in the cache: the
  // first update starts from it.
  const seeded = useRef<unknown>(undefined);
  const seed = (fallback as Record<string, unknown> | undefined)?.[key];
  useEffect(() => {
    seeded.current = seed;
  }, [seed]);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const [summary, setSummary] = useState("");
  const marks = useRef(new Map<string, number>());

  const refresh = useCallback(() => void mutate(key), [mutate, key]);

  useEffect(() => {
    // A browser without server-sent events (or a test's DOM) keeps the list as it reads it.
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let unmark: ReturnType<typeof setTimeout> | null = null;
    let lastId: string | null = null;
    let attempt = 0;
    /** The stream dropped or paused: what it missed must be read when it opens again. */
    let missed = false;
    let stopped = false;
    const { field } = NOUNS[list];
    const idOf = (row: unknown) => rowId(list, row);

    const sweep = () => {
      const now = Date.now();
      for (const [id, until] of marks.current) if (until <= now) marks.current.delete(id);
      setChanged(new Set(marks.current.keys()));
      const next = Math.min(...marks.current.values());
      unmark = Number.isFinite(next) ? setTimeout(sweep, Math.max(50, next - now)) : null;
    };

    const close = () => {
      source?.close();
      source = null;
      if (retry) clearTimeout(retry);
      retry = null;
    };

    const reconnect = (delay: number) => {
      close();
      missed = true;
      setStatus("reconnecting");
      retry = setTimeout(open, delay);
    };

    const onChanges = (event: MessageEvent<string>) => {
      const update = JSON.parse(event.data) as LiveUpdate;
      lastId = event.lastEventId || update.id;
      void mutate(
        key,
        (cached: Record<string, unknown> | undefined) => {
          const current = cached ?? (seeded.current as Record<string, unknown> | undefined);
          const rows = current?.[field];
          return Array.isArray(rows) ? { ...current, [field]: applyChanges(rows, update.changes, idOf) } : cached;
        },
        { revalidate: false },
      );
      const until = Date.now() + CHANGED_MARK_MS;
      for (const change of update.changes) marks.current.set(change.id, until);
      setSummary(changeSummary(update.changes, NOUNS[list], nameOf(list)));
      setUpdatedAt(Date.now());
      if (unmark) clearTimeout(unmark);
      sweep();
    };

    function open() {
      retry = null;
      if (stopped) return;
      if (document.visibilityState === "hidden") {
        setStatus("paused");
        missed = true;
        return;
      }
      const url = apiUrl(consoleRoutes.live, { query: { region, list, lastEventId: lastId ?? undefined } });
      const es = new EventSource(url);
      source = es;
      es.addEventListener("hello", () => {
        attempt = 0;
        setStatus("live");
        // Without an update to continue from, the whole list is read once after a gap.
        if (missed && lastId === null) void mutate(key);
        missed = false;
      });
      es.addEventListener("position", (event) => {
        lastId = (event as MessageEvent<string>).lastEventId || lastId;
      });
      es.addEventListener("changes", onChanges as EventListener);
      es.addEventListener("tick", () => {
        setUpdatedAt(Date.now());
        setStatus("live");
      });
      es.addEventListener("resync", () => void mutate(key));
      es.addEventListener("end", (event) => {
        const reason = (JSON.parse((event as MessageEvent<string>).data) as { reason?: string }).reason;
        if (reason === "session-ended" || reason === "signed-out") {
          close();
          stopped = true;
          setStatus("reconnecting");
          // The client's own handling of an ended session (it leaves for sign-in on a 401).
          void callApi(routes.getUser).catch(() => undefined);
          return;
        }
        // The console is draining: another replica takes the stream at once.
        reconnect(250);
      });
      es.onerror = () => {
        if (source !== es) return;
        reconnect(reconnectDelayMs(attempt++));
      };
    }

    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        close();
        missed = true;
        setStatus("paused");
      } else if (!source && !stopped) {
        setStatus("reconnecting");
        open();
      }
    };

    open();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      close();
      if (unmark) clearTimeout(unmark);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [list, region, key, mutate]);

  return { status, updatedAt, changed, summary, refresh };
}
