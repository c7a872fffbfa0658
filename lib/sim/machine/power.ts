// Start, stop, reboot and the restart a resize needs: the state an instance shows as of
// now, and which requests make sense in it. A change is recorded with timestamps (state
// already holds where it ends, `power.steps` what shows until when) and read against the
// clock, so nothing waits on a timer and SIM_STATE_FILE keeps a change mid-flight.
import type { PowerAction } from "@/lib/domain/powerActions";
import type { InstanceState, SimInstance, SimPowerChange } from "../fleet/types";

/** What each action shows while it runs, and where it ends. */
const PLANS: Record<PowerAction, { via: InstanceState; to: InstanceState; verb: string }> = {
  start: { via: "pending", to: "running", verb: "starting" },
  stop: { via: "stopping", to: "stopped", verb: "stopping" },
  reboot: { via: "rebooting", to: "running", verb: "rebooting" },
};

/** The step of a recorded change still under way at `now`, if any. */
function stepAt(change: SimPowerChange | undefined, now: number): SimPowerChange["steps"][number] | null {
  return change?.steps.find((step) => now < Date.parse(step.until)) ?? null;
}

/** The state the upstream reports now. */
export function currentState(instance: SimInstance, now: number): InstanceState {
  return stepAt(instance.power, now)?.state ?? instance.state;
}

/** True while a change the console asked for is still running. Generated pending/stopping
 * states have no record: they are servers stuck mid-change, which an action may push on. */
export function changeUnderWay(instance: SimInstance, now: number): boolean {
  return stepAt(instance.power, now) !== null;
}

/** Why `action` makes no sense now, in words for the user; null when it does. */
export function actionRefusal(instance: SimInstance, action: PowerAction, now: number): string | null {
  const state = currentState(instance, now);
  const name = instance.name;
  if (changeUnderWay(instance, now)) return `${name} is ${state}. Wait until it is ${instance.state}, then try again.`;
  switch (state) {
    case "running":
      return action === "start" ? `${name} is already running.` : null;
    case "stopped":
      if (action === "stop") return `${name} is already stopped.`;
      return action === "reboot" ? `${name} is stopped: start it instead of rebooting it.` : null;
    case "pending":
      return action === "start" ? `${name} is already starting.` : null;
    case "stopping":
      return action === "stop" ? `${name} is already stopping.` : null;
    case "rebooting":
      return action === "reboot" ? `${name} is already rebooting.` : null;
  }
}

/** Records `action` as starting now; returns the state it shows first. */
export function beginAction(instance: SimInstance, action: PowerAction, now: number, durationMs: number, reason: string, by: string): InstanceState {
  const plan = PLANS[action];
  instance.power = {
    action,
    from: currentState(instance, now),
    startedAt: new Date(now).toISOString(),
    steps: [{ state: plan.via, until: new Date(now + durationMs).toISOString() }],
    reason,
    by,
  };
  instance.state = plan.to;
  return currentState(instance, now);
}

export function actionVerb(action: PowerAction): string {
  return PLANS[action].verb;
}

/** A running server is stopped, resized and started again; any other is resized as it stands. */
export function beginResize(instance: SimInstance, size: string, now: number, durationMs: number, by: string): void {
  instance.originalType ??= instance.instaceType;
  const from = currentState(instance, now);
  instance.instaceType = size;
  if (from !== "running") return;
  instance.power = {
    action: "resize",
    from,
    startedAt: new Date(now).toISOString(),
    steps: [
      { state: "stopping", until: new Date(now + durationMs).toISOString() },
      { state: "pending", until: new Date(now + 2 * durationMs).toISOString() },
    ],
    reason: `Resize to ${size}`,
    by,
  };
  instance.state = "running";
}

/** Whether the server was up (serving, logging, reporting CPU) at `t`. Only the last change
 * is remembered, which is all an hour of metrics or a day of logs needs in practice. */
export function upAt(instance: SimInstance, t: number): boolean {
  const change = instance.power;
  if (!change) return instance.state === "running";
  if (t < Date.parse(change.startedAt)) return change.from === "running" || change.from === "stopping";
  const step = stepAt(change, t);
  // A stopping server still runs until it is off; booting and rebooting ones are dark.
  if (step) return step.state === "stopping";
  return instance.state === "running";
}

/** When the running system booted: the end of the last start, reboot or resize, else its launch. */
export function bootTime(instance: SimInstance): number {
  const change = instance.power;
  if (change && change.action !== "stop" && change.steps.length > 0) return Date.parse(change.steps[change.steps.length - 1].until);
  return Date.parse(instance.launchTime);
}
