// The seeded history of scheduled upgrade batches: about four months of batches in every status
// (completed, partially_completed, failed, not_executed_by_time, pending, and one in_progress that
// the scheduler really carries on), over the Moodle sites of the fleet's shared servers, so the
// report and its details have something to show on a fresh start. Deterministic per seed; made
// at the scheduler's first tick (machine/batchScheduler.ts), dated from that moment.
import type { BatchStatus } from "@/lib/domain/scheduling";
import { costaRicaToday } from "@/lib/domain/scheduling";
import { addDays } from "../fleet/dates";
import type { Region, SimInstance } from "../fleet/types";
import { createRng, type Rng } from "../random";
import type { SimBatch, SimBatchLms } from "../state/types";
import type { SimWorld } from "../world";
import { crDayStart } from "./costaRicaDay";
import { sitesOf } from "./sites";
import { lmsName, targetOn } from "./upgradeSite";

const FAILURES = [
  "admin/cli/upgrade.php exited with code 1: Error writing to database (Table 'mdl_question_references' already exists); the previous version was restored.",
  "Plugin mod_hvp 1.26 is not compatible with Moodle 4.5; the upgrade was rolled back.",
  "The site did not answer the health check after the upgrade (HTTP 503); the previous version was restored.",
  "Not enough free space on the moodledata volume for the pre-upgrade backup.",
];

const REQUESTERS = ["admin@example.com", "operaciones@example.com", "soporte@example.com"];

/** [days from today (CR), status] of each seeded batch. */
const PLAN: readonly (readonly [number, BatchStatus])[] = [
  [-118, "completed"], [-96, "partially_completed"], [-81, "completed"], [-67, "failed"],
  [-53, "not_executed_by_time"], [-40, "completed"], [-26, "partially_completed"], [-19, "not_executed_by_time"],
  [-12, "completed"], [-5, "completed"], [0, "in_progress"], [4, "pending"], [9, "pending"],
];

function moodleSites(server: SimInstance): SimBatchLms[] {
  return sitesOf(server)
    .filter((s) => s.lms === "Moodle" && s.volume)
    .map((s) => {
      const target = targetOn(server, s.volume?.volumeId ?? null);
      return {
        instanceId: server.instanceId,
        deploymentType: server.deploymentType,
        domain: s.domain,
        volumeId: s.volume?.volumeId ?? null,
        client: s.client,
        name: target ? lmsName(target) : s.host,
      };
    });
}

function ranAt(rng: Rng, lmsList: SimBatchLms[], startMs: number, status: BatchStatus): { lms: SimBatchLms[]; end: number } {
  let t = startMs;
  const failAll = status === "failed";
  const failSome = status === "partially_completed";
  const failedIndex = rng.int(0, lmsList.length - 1);
  const lms = lmsList.map((l, i) => {
    const seconds = rng.int(45, 420);
    const fails = failAll || (failSome && (i === failedIndex || rng.chance(0.2)));
    const result: SimBatchLms = {
      ...l,
      status: fails ? "failed" : "completed",
      error: fails ? rng.pick(FAILURES) : null,
      startTime: new Date(t).toISOString(),
      endTime: new Date(t + seconds * 1000).toISOString(),
      duration: seconds,
    };
    t += seconds * 1000;
    return result;
  });
  // A partial batch needs at least one success too.
  if (failSome && lms.every((l) => l.status === "failed")) Object.assign(lms[(failedIndex + 1) % lms.length], { status: "completed", error: null });
  return { lms, end: t };
}

export function seedBatchHistory(world: SimWorld, now: number): SimBatch[] {
  const rng = createRng(world.state.seed, "batch-history");
  const servers: { region: Region; server: SimInstance; sites: SimBatchLms[] }[] = [];
  for (const region of ["us-west-2", "eu-central-1"] as const) {
    for (const server of world.state.fleet[region].instances) {
      if (server.deploymentType !== "shared") continue;
      const sites = moodleSites(server);
      if (sites.length >= 2) servers.push({ region, server, sites });
    }
  }
  if (servers.length === 0) return [];
  const today = costaRicaToday(new Date(now));
  // The running one goes on a server of the other region, away from the default region's demos.
  const elsewhere = servers.filter((s) => s.region === "eu-central-1");
  return PLAN.map(([offset, status], index) => {
    const home = status === "in_progress" && elsewhere.length > 0 ? rng.pick(elsewhere) : rng.pick(servers);
    const count = Math.min(home.sites.length, rng.int(2, 5));
    const chosen = [...home.sites].sort(() => rng.next() - 0.5).slice(0, count);
    const date = addDays(today, offset);
    const requestedAt = crDayStart(addDays(date, -rng.int(2, 6))) + rng.int(14, 23) * 3_600_000;
    const approved = status !== "pending" && !(status === "not_executed_by_time" && index % 2 === 1);
    const batch: SimBatch = {
      batchId: `batch-${date.replace(/-/g, "")}-${rng.hex(6)}`,
      region: home.region,
      instanceId: home.server.instanceId,
      scheduledTime: date,
      requestedBy: rng.pick(REQUESTERS),
      requestedAt: new Date(requestedAt).toISOString(),
      approvedBy: approved ? "superadmin@example.com" : null,
      approvedAt: approved ? new Date(requestedAt + rng.int(1, 20) * 3_600_000).toISOString() : null,
      status,
      startTime: null,
      endTime: null,
      lmsList: chosen,
    };
    if (status === "in_progress") {
      // Started a few minutes ago; the scheduler carries it on from here.
      batch.approvedAt = new Date(Math.min(Date.parse(batch.approvedAt ?? batch.requestedAt), now - 3_600_000)).toISOString();
      batch.requestedAt = new Date(Math.min(Date.parse(batch.requestedAt), now - 7_200_000)).toISOString();
      batch.startTime = new Date(now - 5 * 60_000).toISOString();
      batch.lmsList = chosen.map((l) => ({ ...l, status: "pending", plannedMs: rng.int(4, 12) * 60_000 }));
    } else if (status !== "pending" && status !== "not_executed_by_time") {
      const start = crDayStart(date) + rng.int(0, 20) * 60_000 + rng.int(0, 59) * 1000;
      const run = ranAt(rng, chosen, start, status);
      batch.startTime = new Date(start).toISOString();
      batch.endTime = new Date(run.end).toISOString();
      batch.lmsList = run.lms;
    }
    return batch;
  });
}
