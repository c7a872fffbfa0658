"use client";
// The live state of the list a provider follows (useLiveList): the list's indicator, its rows'
// change marks and the row modals read it from here.
import { createContext, useContext } from "react";
import type { LiveState } from "@/data/live/useLiveList";

const NONE: LiveState = { status: "connecting", updatedAt: null, changed: new Set(), summary: "", refresh: () => undefined };

export const LiveContext = createContext<LiveState>(NONE);

export function useLive(): LiveState {
  return useContext(LiveContext);
}
