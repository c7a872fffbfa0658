// Whether one LMS site serves: its server must be running and its web vhost enabled. The LMS
// actions modal (spec 2 §2.11) stops and starts the vhost of one site on a server that keeps
// running; the stop is recorded on the site's volume, so it outlives a restart of the server
// (a disabled vhost stays disabled) and of the simulator (SIM_STATE_FILE).
import type { SimInstance, SimVolume } from "../fleet/types";
import { currentState } from "./power";
import { sitesOf, type Site } from "./sites";

/** The site whose data lives on `volume`, if it holds one. */
export function siteOnVolume(instance: SimInstance, volume: SimVolume): Site | null {
  return sitesOf(instance).find((s) => s.volume === volume) ?? null;
}

/** What a site reports now: `stopped` when its vhost is off, else the server's own state. */
export function lmsState(instance: SimInstance, volume: SimVolume | null, now: number): string {
  if (volume?.lmsStopped) return "stopped";
  return currentState(instance, now);
}

/** The site answers requests: the server runs and the vhost is on. */
export function lmsServing(instance: SimInstance, volume: SimVolume | null, now: number): boolean {
  return lmsState(instance, volume, now) === "running";
}
