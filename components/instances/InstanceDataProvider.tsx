"use client";
// The list the server rendered, as the SWR cache's starting value for its key: the list and
// the row modals read the same entry, so a modal opened over a server-rendered list finds its
// instance without a request of its own. It also follows instances after a change.
import { useMemo, type ReactNode } from "react";
import { SWRConfig } from "swr";
import type { InstanceList } from "@/lib/contract/schemas/instance";
import InstanceWatchProvider from "./InstanceWatch";

export interface InstanceDataProviderProps {
  listKey: string;
  list: InstanceList | null;
  children: ReactNode;
}

export default function InstanceDataProvider({ listKey, list, children }: InstanceDataProviderProps) {
  const value = useMemo(() => ({ fallback: list ? { [listKey]: list } : {} }), [listKey, list]);
  return (
    <SWRConfig value={value}>
      <InstanceWatchProvider>{children}</InstanceWatchProvider>
    </SWRConfig>
  );
}
