// The activity page's "verified" state: the hash chain checked incrementally, once per process
// from where the last check ended (the last verified row is checked again, then only newer rows
// are read, at most CHECK_ROWS per request), so the page stays cheap at a million rows. A broken
// chain is reported until a fresh check from the first row, at most once a minute, finds it whole.
import "server-only";
import { processSingleton } from "@/lib/process/singleton";
import { logger } from "@/lib/observe/logger";
import { auditRecorder } from "./recorder";
import { verifyChain, type ChainBreak, type ChainCheckpoint } from "./verify";

const CHECK_ROWS = 20_000;
const RECHECK_BROKEN_MS = 60_000;

export interface TrailIntegrity {
  /** verified: every row read holds; checking: the rows read so far hold, more remain; broken. */
  state: "verified" | "checking" | "broken";
  /** Chained rows verified. */
  checked: number;
  /** The newest row verified. */
  lastId: string | null;
  broken: ChainBreak | null;
}

interface CheckState {
  checkpoint: ChainCheckpoint | null;
  broken: ChainBreak | null;
  brokenAt: number;
  running: Promise<TrailIntegrity> | null;
}

function checkState(): CheckState {
  return processSingleton("audit-integrity", (): CheckState => ({ checkpoint: null, broken: null, brokenAt: 0, running: null }));
}

async function check(state: CheckState): Promise<TrailIntegrity> {
  if (state.broken && Date.now() - state.brokenAt < RECHECK_BROKEN_MS) return { state: "broken", checked: state.checkpoint?.checked ?? 0, lastId: state.checkpoint?.id ?? null, broken: state.broken };
  const from = state.broken ? null : state.checkpoint;
  const store = await auditRecorder().store();
  const report = await verifyChain(store.db, { from, maxRows: CHECK_ROWS });
  if (report.broken) {
    if (!state.broken) logger().error({ row: report.broken.id, problem: report.broken.problem }, `the audit trail's hash chain is broken: ${report.broken.message}`);
    state.broken = report.broken;
    state.brokenAt = Date.now();
    state.checkpoint = report.checkpoint;
    return { state: "broken", checked: report.checked, lastId: report.checkpoint?.id ?? null, broken: report.broken };
  }
  state.broken = null;
  state.checkpoint = report.checkpoint;
  return { state: report.complete ? "verified" : "checking", checked: report.checked, lastId: report.checkpoint?.id ?? null, broken: null };
}

/** The trail's state now; null when the trail is off. One check at a time per process. */
export async function trailIntegrity(): Promise<TrailIntegrity | null> {
  if (!auditRecorder().enabled) return null;
  const state = checkState();
  state.running ??= check(state).finally(() => {
    state.running = null;
  });
  return state.running;
}
