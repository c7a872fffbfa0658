// Long processes (creation, shared server, deletion) read against the clock, like power
// changes: a process is a record with a start and a duration; its output is the lines of its
// script whose time has come, and once it has ended its effect is applied to the fleet, once,
// by `settleProcesses`, which sim.ts runs before every /api/v1 request. Nothing waits on a
// timer, SIM_STATE_FILE keeps a process mid-flight, and a test moves the clock instead of waiting.
import type { Region } from "../fleet/types";
import { createRng, deriveSeed } from "../random";
import { processesOf } from "../records";
import type { SimDeletionProcess, SimProcess, SimState } from "../state/types";
import type { SimWorld } from "../world";
import { dedicatedFromCreation, sharedRdsOf, sharedServerFrom, siloVolumeFromCreation } from "./provisioned";
import { scriptOf, type ScriptLine } from "./processScripts";

/** Settled processes kept beyond this many are forgotten, oldest first (their output with them). */
const KEPT_PROCESSES = 200;

/** A creation runs `processMs` ±1/3 (30–60 s by default); a deletion half of that. */
export function processDuration(kind: SimProcess["kind"], id: string, processMs: number): number {
  const spread = 2 / 3 + createRng(deriveSeed(0, id), "duration").next() * (2 / 3);
  return Math.round(processMs * spread * (kind === "deletion" ? 0.5 : 1));
}

/** What the clock needs of a run (creation, deletion, upgrade, rollback). */
export type Timed = Pick<SimProcess, "startedAt" | "durationMs">;

export function endOf(p: Timed): number {
  return Date.parse(p.startedAt) + p.durationMs;
}

export function isRunning(p: Timed, now: number): boolean {
  return now < endOf(p);
}

const clock = (ms: number) => new Date(ms).toISOString().slice(11, 19);

/** Everything printed by `now`, one `[HH:MM:SS] text` line each, and whether the process has ended. */
export function outputAt(p: SimProcess, now: number): { text: string; done: boolean } {
  return linesAt(p, scriptOf(p), now);
}

/** The lines of `script` printed by `now` for a run, and whether it has ended. */
export function linesAt(p: Timed, script: readonly ScriptLine[], now: number): { text: string; done: boolean } {
  const start = Date.parse(p.startedAt);
  const done = !isRunning(p, now);
  const lines = script
    .map((line) => ({ ...line, time: start + Math.round(line.at * p.durationMs) }))
    .filter((line) => done || line.time <= now)
    .map((line) => `[${clock(line.time)}] ${line.text}`);
  return { text: lines.length ? `${lines.join("\n")}\n` : "", done };
}

export function findProcess(state: SimState, id: string): SimProcess | null {
  return processesOf(state).find((p) => p.id === id) ?? null;
}

/** The creation or shared-server process running in `region`, if any. */
export function runningCreation(state: SimState, region: Region, now: number): SimProcess | null {
  return processesOf(state).find((p) => p.kind !== "deletion" && p.region === region && isRunning(p, now)) ?? null;
}

/** Records a process that starts now (the caller has filled in its record). */
export function startProcess(world: SimWorld, p: SimProcess): void {
  const all = processesOf(world.state);
  all.push(p);
  const excess = all.length - KEPT_PROCESSES;
  if (excess > 0) {
    let dropped = 0;
    for (let i = 0; i < all.length && dropped < excess; ) {
      if (all[i].settledAt) {
        all.splice(i, 1);
        dropped++;
      } else i++;
    }
  }
  world.changed();
}

function applyDeletion(world: SimWorld, p: SimDeletionProcess): void {
  const list = world.state.fleet[p.region].instances;
  const instance = world.findInstance(p.region, p.instanceId);
  if (!instance) return;
  if (p.volumeId) {
    instance.volumes = instance.volumes.filter((v) => v.volumeId !== p.volumeId);
    return;
  }
  list.splice(list.indexOf(instance), 1);
  world.reshaped(p.region);
}

/** Applies the end of every process that has ended and is not settled yet. */
export function settleProcesses(world: SimWorld): void {
  const now = world.now();
  for (const p of processesOf(world.state)) {
    if (p.settledAt || isRunning(p, now)) continue;
    p.settledAt = new Date(endOf(p)).toISOString();
    world.changed();
    if (p.fails) continue;
    const list = world.state.fleet[p.region].instances;
    if (p.kind === "creation") {
      if (p.siloId) {
        const silo = world.findInstance(p.region, p.siloId);
        silo?.volumes.push(siloVolumeFromCreation(p, silo, endOf(p), world.state.generatedOn));
      } else {
        list.push(dedicatedFromCreation(p, endOf(p), world.state.generatedOn));
        world.reshaped(p.region);
      }
    } else if (p.kind === "shared-server") {
      list.push(sharedServerFrom(p, sharedRdsOf(world.state, p.region)));
      world.reshaped(p.region);
    } else {
      applyDeletion(world, p);
    }
  }
}
