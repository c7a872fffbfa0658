"use client";
// Bulk start, stop and reboot of the selected servers, for the instance list and the
// RDS list: the bar over the list (how many are selected, the three actions, clear, and the last
// run's results when their panel is closed), the one-motive confirmation, and the results panel.
// Servers that took the action are handed to `onTaken`, which follows them in the list like a
// single action's. The b key brings the focus to the bar's actions while servers are selected.
import { useEffect, useMemo, useRef, useState } from "react";
import { dialogOpen, isTypingTarget } from "@/lib/client/typingTarget";
import { lazyWithMui } from "@/components/common/mui/lazyWithMui";
import PlainButton from "@/components/common/plain/PlainButton";
import { bulkSummary, type BulkKind, type BulkNoun, type BulkTarget } from "@/lib/domain/bulkPower";
import { POWER_ACTIONS, powerLabel, type PowerAction } from "@/lib/domain/powerActions";
import type { Region } from "@/lib/domain/regions";

import { useBulkRun } from "./useBulkRun";
import type { RowSelection } from "./useRowSelection";
import styles from "./bulkActions.module.css";

// Both load when first needed: most visits never run a bulk action.
const BulkPowerDialog = lazyWithMui(() => import("./BulkPowerDialog"));
const BulkResultsPanel = lazyWithMui(() => import("./BulkResultsPanel"));

export interface BulkActionsProps {
  selection: RowSelection;
  /** Every server of the list, as targets. */
  items: readonly BulkTarget[];
  region: Region;
  kind: BulkKind;
  noun: BulkNoun;
  /** Whether the listed state allows the action (the single action's rule). */
  offered(action: PowerAction, state: string | undefined): boolean;
  onTaken(target: BulkTarget, action: PowerAction): void;
}

export default function BulkActions({ selection, items, region, kind, noun, offered, onTaken }: BulkActionsProps) {
  // Fixed when the confirmation opens: a list refresh meanwhile does not change what is confirmed.
  const [chosen, setChosen] = useState<{ action: PowerAction; targets: BulkTarget[]; leftOut: BulkTarget[] } | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const { run, start, retryFailed } = useBulkRun(onTaken);

  const selected = useMemo(() => items.filter((t) => selection.selected.has(t.id)), [items, selection.selected]);
  const toolbar = useRef<HTMLDivElement>(null);
  const any = selected.length > 0;
  useEffect(() => {
    if (!any) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "b" || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target) || dialogOpen()) return;
      const first = toolbar.current?.querySelector<HTMLButtonElement>("button:not(:disabled)");
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [any]);
  const split = (action: PowerAction) => ({
    targets: selected.filter((t) => offered(action, t.listedState)),
    leftOut: selected.filter((t) => !offered(action, t.listedState)),
  });

  if (selected.length === 0 && !run) return null;
  return (
    <>
      <div ref={toolbar} role="toolbar" aria-label="Bulk actions" className={styles.toolbar}>
        <p className={styles.count}>{selected.length} selected</p>
        {POWER_ACTIONS.map((action) => (
          <PlainButton key={action} variant="outlined" disabled={split(action).targets.length === 0} onClick={() => setChosen({ action, ...split(action) })}>
            {`${powerLabel(action)}…`}
          </PlainButton>
        ))}
        <PlainButton onClick={selection.clear} disabled={selected.length === 0}>
          Clear selection
        </PlainButton>
        <span className={styles.spacer} />
        {run && !panelOpen ? (
          <PlainButton onClick={() => setPanelOpen(true)}>
            {`Last bulk action: ${bulkSummary(run.rows)}`}
          </PlainButton>
        ) : null}
      </div>
      {chosen ? (
        <BulkPowerDialog
          action={chosen.action}
          region={region}
          noun={noun}
          readsFacts={kind === "instance"}
          targets={chosen.targets}
          leftOut={chosen.leftOut}
          onClose={() => setChosen(null)}
          onConfirm={async (reason, preflight) => {
            await start({ kind, action: chosen.action, region, reason, targets: chosen.targets, preflight });
            setChosen(null);
            setPanelOpen(true);
          }}
        />
      ) : null}
      {run && panelOpen ? (
        <BulkResultsPanel
          run={run}
          noun={noun}
          retrying={retrying}
          onClose={() => setPanelOpen(false)}
          onRetry={() => {
            setRetrying(true);
            retryFailed()
              .catch(() => undefined)
              .finally(() => setRetrying(false));
          }}
        />
      ) : null}
    </>
  );
}
