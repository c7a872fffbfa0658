"use client";
// One bulk action's run and its results, kept after the panel is closed: every target
// starts "running", each answer line settles its row, servers that took the action are followed
// in the list until they settle, and an answer cut off midway leaves the rest "not known" (they
// may have been acted on). "Retry failed" runs the same action and motive again for the failed
// rows only, in the same record.
import { useCallback, useState } from "react";
import type { ApiError } from "@/lib/client/ApiError";
import { runBulkPower } from "@/lib/client/bulkPower";
import { BULK_MESSAGES, retryTargets, type BulkKind, type BulkRowState, type BulkTarget } from "@/lib/domain/bulkPower";
import type { PowerAction } from "@/lib/domain/powerActions";
import type { Region } from "@/lib/domain/regions";

export interface BulkRun {
  kind: BulkKind;
  action: PowerAction;
  region: Region;
  reason: string;
  targets: BulkTarget[];
  rows: Record<string, BulkRowState>;
  running: boolean;
  preflight?: string;
}

export interface BulkRunApi {
  run: BulkRun | null;
  /** Starts a run; resolves once the BFF accepted it, throws its ApiError when it refused the whole request. */
  start(request: Omit<BulkRun, "rows" | "running">): Promise<void>;
  retryFailed(): Promise<void>;
}

export function useBulkRun(onTaken: (target: BulkTarget, action: PowerAction) => void): BulkRunApi {
  const [run, setRun] = useState<BulkRun | null>(null);

  const go = useCallback(
    (request: Omit<BulkRun, "rows" | "running">, only: BulkTarget[], kept: Record<string, BulkRowState>) =>
      new Promise<void>((resolve, reject) => {
        let accepted = false;
        const byId = new Map(only.map((t) => [t.id, t]));
        const settle = (id: string, row: BulkRowState) => setRun((prev) => (prev ? { ...prev, rows: { ...prev.rows, [id]: row } } : prev));
        runBulkPower(
          { kind: request.kind, action: request.action, region: request.region, reason: request.reason, ids: only.map((t) => t.id), preflight: request.preflight },
          (line) => {
            if (line.type !== "item") return;
            settle(line.id, { state: line.outcome, status: line.status, message: line.message, requestId: line.requestId });
            const target = byId.get(line.id);
            if (line.outcome === "ok" && target) onTaken(target, request.action);
          },
          () => {
            accepted = true;
            setRun({ ...request, rows: { ...kept, ...Object.fromEntries(only.map((t) => [t.id, { state: "running" as const }])) }, running: true });
            resolve();
          },
        ).then(
          () => setRun((prev) => (prev ? { ...prev, running: false } : prev)),
          (err: ApiError) => {
            if (!accepted) {
              reject(err);
              return;
            }
            // Cut off midway: whatever has no answer yet may or may not have been acted on.
            setRun((prev) => {
              if (!prev) return prev;
              const rows = { ...prev.rows };
              for (const t of only) if (rows[t.id]?.state === "running") rows[t.id] = { state: "unknown", status: 0, message: BULK_MESSAGES.lost, requestId: null };
              return { ...prev, rows, running: false };
            });
          },
        );
      }),
    [onTaken],
  );

  const start = useCallback((request: Omit<BulkRun, "rows" | "running">) => go(request, request.targets, {}), [go]);

  const retryFailed = useCallback(async () => {
    if (!run || run.running) return;
    const failed = retryTargets(run.targets, run.rows);
    if (failed.length === 0) return;
    const { rows, running, ...request } = run;
    void running;
    await go(request, failed, rows);
  }, [run, go]);

  return { run, start, retryFailed };
}
