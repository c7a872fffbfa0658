// Start, stop and reboot of a database server, as RDS does them: start goes through `starting`
// to `available`, stop through `stopping` to `stopped`, reboot through `rebooting` back to
// `available`. A change is recorded with timestamps and read against the clock (nothing waits
// on a timer, and SIM_STATE_FILE keeps a change mid-flight). Refusals are RDS's, in words.
import type { PowerAction } from "@/lib/domain/powerActions";
import type { DbState, SimDbServer } from "../fleet/types";

const PLANS: Record<PowerAction, { via: DbState; to: DbState }> = {
  start: { via: "starting", to: "available" },
  stop: { via: "stopping", to: "stopped" },
  reboot: { via: "rebooting", to: "available" },
};

function underWay(server: SimDbServer, now: number): boolean {
  return server.power !== undefined && now < Date.parse(server.power.until);
}

/** The state RDS reports now. */
export function dbStateAt(server: SimDbServer, now: number): DbState {
  return underWay(server, now) ? server.power!.via : server.state;
}

/** Why `action` cannot run now, or null. */
export function dbActionRefusal(server: SimDbServer, action: PowerAction, now: number): string | null {
  const id = server.dbInstanceId;
  const state = dbStateAt(server, now);
  if (underWay(server, now)) return `${id} is ${state}. Wait until it is ${server.state}, then try again.`;
  switch (state) {
    case "available":
      return action === "start" ? `${id} is already available.` : null;
    case "stopped":
      if (action === "stop") return `${id} is already stopped.`;
      return action === "reboot" ? `${id} is stopped. Start it instead of rebooting it.` : null;
    case "backing-up":
      return `${id} is backing up. Try again when the backup has finished.`;
    // A server caught mid-change by the seed (no record of who asked) may only be pushed on.
    case "starting":
    case "rebooting":
      return action === "stop" ? null : `${id} is ${state}. Wait until it is available, then try again.`;
    case "stopping":
      return action === "start" ? null : `${id} is stopping. Wait until it is stopped, then try again.`;
  }
}

/** Records `action` as starting now; returns the state it shows first. */
export function beginDbAction(server: SimDbServer, action: PowerAction, now: number, durationMs: number, reason: string, by: string): DbState {
  const plan = PLANS[action];
  server.power = {
    action,
    from: dbStateAt(server, now),
    startedAt: new Date(now).toISOString(),
    via: plan.via,
    until: new Date(now + durationMs).toISOString(),
    reason,
    by,
  };
  server.state = plan.to;
  return dbStateAt(server, now);
}
