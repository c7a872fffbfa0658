// The scheduler of upgrade batches, read against the clock: `settleBatches` (sim.ts runs it before
// every request, after the processes) is its tick. Nothing waits on a timer, so a test moves the
// clock and SIM_STATE_FILE keeps a batch mid-run.
//
// When a batch runs. A scheduled date is a Costa Rica day (UTC-6 all year, no daylight saving).
// Real mode (default): an approved batch may start from 00:00 CR of its day (06:00 UTC), or at its
// approval if that is later, until the day ends (23:59:59 CR); it starts at the first tick in
// that window. Fast mode (SIM_SCHEDULER=fast, for e2e): it may start FAST_DELAY_MS after its
// approval whatever its date, within FAST_WINDOW_MS. A batch whose window passes without a tick,
// or still unapproved when its day ends, becomes `not_executed_by_time`.
//
// A run. The batch is `in_progress` from its start; its LMSs are upgraded one after the other,
// each for about processMs (±1/3, SIM_PROCESS_MS), each `pending` → `in_progress` → `completed`
// (version raised to LATEST_MOODLE) or `failed` (with the error: Totara, a stopped or missing
// site, the UPGERR marker). At the last LMS's end the batch is `completed` (all upgraded),
// `failed` (none) or `partially_completed`.
import type { BatchStatus } from "@/lib/domain/scheduling";
import type { ResolvedOptions } from "../options";
import { createRng, deriveSeed } from "../random";
import { batchesOf } from "../records";
import type { SimBatch, SimBatchLms } from "../state/types";
import type { SimWorld } from "../world";
import { seedBatchHistory } from "./batchHistory";
import { crDayStart } from "./costaRicaDay";
import { upgradeFailsByName } from "./processMarkers";
import { batchSiteProblem, findTarget, LATEST_MOODLE, setVersion } from "./upgradeSite";
import { compareVersions } from "@/lib/domain/versions";

const DAY_MS = 86_400_000;
/** Fast mode: an approved batch starts this long after its approval. */
export const FAST_DELAY_MS = 3000;
/** Fast mode: how long after that it may still start. */
export const FAST_WINDOW_MS = 3_600_000;

export const BATCH_RUN_ERRORS = {
  marker: (host: string) => `admin/cli/upgrade.php on ${host} exited with code 1: Error writing to database (Table 'mdl_question_references' already exists); the previous version was restored.`,
} as const;

/** When an approved batch may start, and until when; null while it is not approved. */
export function runWindow(batch: SimBatch, mode: ResolvedOptions["scheduler"]): { from: number; until: number } | null {
  if (!batch.approvedAt) return null;
  const approved = Date.parse(batch.approvedAt);
  if (mode === "fast") return { from: approved + FAST_DELAY_MS, until: approved + FAST_DELAY_MS + FAST_WINDOW_MS };
  const dayStart = crDayStart(batch.scheduledTime);
  return { from: Math.max(dayStart, approved), until: dayStart + DAY_MS };
}

/** How long one LMS's upgrade takes in a batch: processMs ±1/3. */
function lmsDuration(batchId: string, lms: SimBatchLms, processMs: number): number {
  const spread = 2 / 3 + createRng(deriveSeed(0, `${batchId}:${lms.instanceId}:${lms.volumeId ?? ""}`), "duration").next() * (2 / 3);
  return Math.max(1000, Math.round(processMs * spread));
}

function start(world: SimWorld, batch: SimBatch, now: number): void {
  batch.status = "in_progress";
  batch.startTime = new Date(now).toISOString();
  for (const lms of batch.lmsList) {
    lms.status = "pending";
    lms.plannedMs = lmsDuration(batch.batchId, lms, world.options.processMs);
  }
  world.changed();
}

/** Upgrades one LMS at its end time: raises the version, or records why it failed. */
function finish(world: SimWorld, batch: SimBatch, lms: SimBatchLms, end: number): void {
  const target = findTarget(world, batch.region, lms.instanceId, lms.volumeId);
  const instance = world.findInstance(batch.region, lms.instanceId);
  let problem = batchSiteProblem(target, lms.domain, end, instance, lms.instanceId);
  if (!problem && target && upgradeFailsByName(target.instance.name, target.volume?.client, target.site.domain)) problem = BATCH_RUN_ERRORS.marker(target.site.host);
  lms.endTime = new Date(end).toISOString();
  lms.duration = Math.round((lms.plannedMs ?? 0) / 1000);
  if (problem || !target) {
    lms.status = "failed";
    lms.error = problem;
    return;
  }
  const from = target.site.version;
  const to = from && compareVersions(from, LATEST_MOODLE) >= 0 ? from : LATEST_MOODLE;
  lms.fromVersion = from;
  lms.toVersion = to;
  setVersion(target, to);
  lms.status = "completed";
  lms.error = null;
}

function outcome(list: SimBatchLms[]): BatchStatus {
  const ok = list.filter((l) => l.status === "completed").length;
  return ok === list.length ? "completed" : ok === 0 ? "failed" : "partially_completed";
}

/** Moves a running batch's LMSs on to `now`, and ends the batch after its last one. */
function advance(world: SimWorld, batch: SimBatch, now: number): void {
  let t = Date.parse(batch.startTime ?? new Date(now).toISOString());
  for (const lms of batch.lmsList) {
    const begin = t;
    const end = begin + (lms.plannedMs ?? 0);
    t = end;
    if (now < begin) break;
    if (lms.status === "pending" || !lms.status) {
      lms.status = "in_progress";
      lms.startTime = new Date(begin).toISOString();
      world.changed();
    }
    if (now >= end && lms.status === "in_progress") {
      finish(world, batch, lms, end);
      world.changed();
    }
  }
  if (batch.lmsList.every((l) => l.status === "completed" || l.status === "failed")) {
    batch.status = outcome(batch.lmsList);
    batch.endTime = new Date(t).toISOString();
    world.changed();
  }
}

/** The scheduler's tick: seeds the history on first use, starts, advances and expires batches. */
export function settleBatches(world: SimWorld): void {
  const now = world.now();
  if (world.state.batches === undefined) {
    world.state.batches = seedBatchHistory(world, now);
    world.changed();
  }
  for (const batch of batchesOf(world.state)) {
    if (batch.status === "pending") {
      const window = runWindow(batch, world.options.scheduler);
      if (!window) {
        if (now >= crDayStart(batch.scheduledTime) + DAY_MS) {
          batch.status = "not_executed_by_time";
          world.changed();
        }
        continue;
      }
      if (now >= window.until) {
        batch.status = "not_executed_by_time";
        world.changed();
        continue;
      }
      if (now < window.from) continue;
      start(world, batch, now);
    }
    if (batch.status === "in_progress") advance(world, batch, now);
  }
}
