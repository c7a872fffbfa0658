"use client";
// The dashboard lists answer the shell's search as the other lists do: rows whose fields hold
// the text (any case), and a line saying how many match.
import { useMemo, type ReactNode } from "react";
import Typography from "@mui/material/Typography";
import { useSearch } from "@/components/shell/SearchContext";

export function useSearchedRows<T>(rows: readonly T[], fields: (row: T) => readonly string[], noun: string): { shown: readonly T[]; summary: ReactNode } {
  const { query } = useSearch();
  const needle = query.trim().toLowerCase();
  const shown = useMemo(() => (needle ? rows.filter((row) => fields(row).some((f) => f.toLowerCase().includes(needle))) : rows), [rows, fields, needle]);
  const summary = (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
      {needle ? `${shown.length} of ${rows.length} ${noun} match “${query}”` : `${rows.length} ${noun}`}
    </Typography>
  );
  return { shown, summary };
}
