"use client";
// The view's filters as chips, each removed with its ×. Loaded only while a filter is set: the
// plain list, which most visits show, never needs MUI's Chip.
import Chip from "@mui/material/Chip";
import type { filterChips, ListView } from "@/lib/domain/listView";

export interface FilterChipsProps {
  chips: ReturnType<typeof filterChips>;
  onRemove(key: keyof ListView): void;
}

export default function FilterChips({ chips, onRemove }: FilterChipsProps) {
  return (
    <>
      {chips.map((chip) => (
        <Chip key={chip.key} label={chip.text} size="small" onDelete={() => onRemove(chip.key)} />
      ))}
    </>
  );
}
