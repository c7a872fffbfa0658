"use client";
// The console's one SWR configuration: the shared defaults for every read beneath it.
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { DATA_DEFAULTS } from "./defaults";

export default function DataProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={DATA_DEFAULTS}>{children}</SWRConfig>;
}
