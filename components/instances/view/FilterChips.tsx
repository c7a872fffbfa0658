"use client";
// The view's filters as chips, each with its own remove button (named for the filter it removes,
// reachable with Tab). Plain elements drawn like MUI's small chips: MUI's Chip, its styles built
// the first time a filter is applied, cost that first Apply about 40 ms at 5,000 rows.
import type { filterChips, ListView } from "@/lib/domain/listView";
import styles from "./viewBar.module.css";

export interface FilterChipsProps {
  chips: ReturnType<typeof filterChips>;
  onRemove(key: keyof ListView): void;
}

export default function FilterChips({ chips, onRemove }: FilterChipsProps) {
  return (
    <>
      {chips.map((chip) => (
        <span key={chip.key} className={styles.chip}>
          {chip.text}
          <button type="button" aria-label={`Remove filter ${chip.text}`} onClick={() => onRemove(chip.key)}>
            <span aria-hidden>×</span>
          </button>
        </span>
      ))}
    </>
  );
}
