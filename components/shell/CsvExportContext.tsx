"use client";
// The shell's CSV button exports what the view beneath it shows: a view that has its own
// export (the RDS list) registers it here while mounted; otherwise the button exports the
// region's instances report (spec 1 §2). Registered exports are stable objects that read the
// view's latest rows when run, so filtering never re-renders the shell.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

export interface ViewCsvExport {
  /** What the button's accessible name says it exports. */
  label: string;
  /** Builds and downloads the file; throws ApiError, ExportNotReady (shown as it says) or Error on failure. */
  run(): Promise<void>;
}

/** An export the view cannot give now, in words for the user (the list still arriving, or left). */
export class ExportNotReady extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExportNotReady";
  }
}

interface CsvExportApi {
  current: ViewCsvExport | null;
  set(exporter: ViewCsvExport | null): void;
}

const CsvExportContext = createContext<CsvExportApi>({ current: null, set: () => undefined });

export default function CsvExportProvider({ children }: { children: ReactNode }) {
  const [current, set] = useState<ViewCsvExport | null>(null);
  const api = useMemo(() => ({ current, set }), [current]);
  return <CsvExportContext.Provider value={api}>{children}</CsvExportContext.Provider>;
}

/** The export the current view registered, if any. */
export function useViewCsvExport(): ViewCsvExport | null {
  return useContext(CsvExportContext).current;
}

/** Registers a view's export while the caller is mounted; pass a stable object, or null for the
 * shell's own export (the region's report). */
export function useRegisterCsvExport(exporter: ViewCsvExport | null): void {
  const { set } = useContext(CsvExportContext);
  useEffect(() => {
    set(exporter);
    return () => set(null);
  }, [exporter, set]);
}
