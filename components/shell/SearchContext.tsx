"use client";
// The shell's search box and the list it filters share this: the box writes what is typed,
// the list reads the debounced query (350 ms, spec 1 §2).
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { SEARCH_DEBOUNCE_MS } from "@/lib/domain/instanceSearch";
import { FILTER_START_MARK } from "@/components/common/useFilterPaintMeasure";

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

export default function SearchProvider({ children }: { children: ReactNode }) {
  const [input, setInput] = useState("");
  const [query, setQuery] = useState("");

  useEffect(() => {
    if (input === query) return;
    const timer = setTimeout(() => {
      // A user-timing mark lets `npm run bench` measure debounce-to-paint in a real browser.
      performance.mark(FILTER_START_MARK);
      setQuery(input);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, query]);

  const api = useMemo(() => ({ input, setInput, query }), [input, query]);
  return <SearchContext.Provider value={api}>{children}</SearchContext.Provider>;
}
