"use client";
// The RDS list the server rendered, as the SWR cache's starting value for its key: the list
// and the row modals read the same entry, so a modal opened over the list finds its server
// without a request of its own. It also follows servers after an action (DbWatch).
import { useMemo, type ReactNode } from "react";
import { SWRConfig } from "swr";
import type { DbInstanceList } from "@/lib/contract/schemas/database";
import DbWatchProvider from "./DbWatch";

export default function DbInstanceDataProvider({ listKey, list, children }: { listKey: string; list: DbInstanceList | null; children: ReactNode }) {
  const value = useMemo(() => ({ fallback: list ? { [listKey]: list } : {} }), [listKey, list]);
  return (
    <SWRConfig value={value}>
      <DbWatchProvider>{children}</DbWatchProvider>
    </SWRConfig>
  );
}
