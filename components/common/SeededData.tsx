"use client";
// What a server page loaded for its first paint, handed to the SWR cache under the keys the
// screen's reads use: the screen renders with the data at once and asks nothing more for it.
import { useMemo, type ReactNode } from "react";
import { SWRConfig } from "swr";

export default function SeededData({ seeds, children }: { seeds: Record<string, unknown>; children: ReactNode }) {
  const value = useMemo(() => ({ fallback: seeds }), [seeds]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
