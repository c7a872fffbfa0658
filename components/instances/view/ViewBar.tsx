"use client";
// Above the instance table: the view's filters as chips (each removed with its ×),
// the button that opens the filters and columns, and a way back to the plain list.
import { useState } from "react";
import { lazyWithMui } from "@/components/common/mui/lazyWithMui";
import PlainButton from "@/components/common/plain/PlainButton";
import { activeFilterCount, DEFAULT_VIEW, filterChips, VIEW_MESSAGES, type ListView } from "@/lib/domain/listView";
import type { ViewUpdate } from "./useListView";
import FilterChips from "./FilterChips";
import SavedViews from "./SavedViews";
import text from "@/components/common/plain/text.module.css";
import styles from "./viewBar.module.css";

// Loaded when first opened: most visits never change the view.
const ViewDialog = lazyWithMui(() => import("./ViewDialog"));

export interface ViewBarProps {
  view: ListView;
  onChange(update: ViewUpdate): void;
  /** The facts the view is still reading (certificates, PHP). */
  reading: { left: number; total: number };
}

/** What removing a chip clears. */
function cleared(key: keyof ListView): ViewUpdate {
  return key === "versionMin" ? { versionMin: "", versionMax: "" } : { [key]: [] };
}

/** Back to the plain list's rows and order; the chosen columns stay (they are remembered). */
function resetUpdate(view: ListView): ViewUpdate {
  const { q: _q, ...rest } = { ...DEFAULT_VIEW, columns: view.columns };
  void _q;
  return rest;
}

export default function ViewBar({ view, onChange, reading }: ViewBarProps) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(view);
  const chips = filterChips(view);
  const custom = count > 0 || view.sort !== null;
  return (
    <div className={styles.bar}>
      <PlainButton variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {count > 0 ? `Filters and columns (${count})` : "Filters and columns"}
      </PlainButton>
      <SavedViews />
      <FilterChips chips={chips} onRemove={(key) => onChange(cleared(key))} />
      {custom ? (
        <PlainButton onClick={() => onChange(resetUpdate(view))}>Reset filters and sort</PlainButton>
      ) : null}
      {reading.left > 0 ? (
        <p className={text.note} role="status">
          {VIEW_MESSAGES.reading(reading.total - reading.left, reading.total)}
        </p>
      ) : null}
      {open ? <ViewDialog view={view} onApply={onChange} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
