// Start, stop and reboot (spec 1 §2, §4): what each is confirmed with, what success says,
// and when the console stops following the instance's state after one. The list polls the
// server until the instance has settled in the state the action leads to, so the row changes
// without a reload; a reboot that ends where it began counts once a change has been seen.
export const POWER_ACTIONS = ["start", "stop", "reboot"] as const;
export type PowerAction = (typeof POWER_ACTIONS)[number];

/** The states the upstream reports: AWS's, plus `rebooting` while a reboot it asked for runs. */
export const INSTANCE_STATES = ["running", "stopped", "pending", "stopping", "rebooting"] as const;
export type InstanceState = (typeof INSTANCE_STATES)[number];

export const WATCH_INTERVAL_MS = 2_000;
/** A state that has not settled after this long is left to the next reload. */
export const WATCH_TIMEOUT_MS = 3 * 60_000;

const LABELS: Record<PowerAction, string> = { start: "Start", stop: "Stop", reboot: "Reboot" };

export function powerLabel(action: PowerAction): string {
  return LABELS[action];
}

export function targetState(action: PowerAction): "running" | "stopped" {
  return action === "stop" ? "stopped" : "running";
}

export const POWER_MESSAGES = {
  confirmTitle: (action: PowerAction) => `${LABELS[action]} instance`,
  confirm: (action: PowerAction, name: string) => `${LABELS[action]} ${name}? Its sites are unavailable while it changes state.`,
  success: (action: PowerAction, name: string) =>
    `The ${action} of ${name} was requested. The new state may take a few minutes to show.`,
} as const;

export interface StateWatch {
  /** The instance id, or the database server id on the RDS list. */
  instanceId: string;
  action: PowerAction;
  /** The state shown when the action was sent. */
  from: string;
  startedAt: number;
  /** Whether a state other than `from` has been seen since. */
  changed: boolean;
}

export function startWatch(instanceId: string, action: PowerAction, from: string, now: number): StateWatch {
  return { instanceId, action, from, startedAt: now, changed: false };
}

/** The watch after seeing `state` at `now`, or null once it is over (settled, gone or timed out).
 * `settlesIn` names where the action leads: an instance's by default, a database server's
 * `available`/`stopped` for the RDS list. */
export function advanceWatch(
  watch: StateWatch,
  state: string | undefined,
  now: number,
  settlesIn: (action: PowerAction) => string = targetState,
): StateWatch | null {
  if (state === undefined || now - watch.startedAt > WATCH_TIMEOUT_MS) return null;
  const changed = watch.changed || state !== watch.from;
  if (state === settlesIn(watch.action) && changed) return null;
  return changed === watch.changed ? watch : { ...watch, changed };
}

/** States from which each action makes sense: a server caught starting may be stopped and one
 * caught stopping may be started again; a reboot needs a running server. */
const ALLOWED_FROM: Record<PowerAction, readonly InstanceState[]> = {
  start: ["stopped", "stopping"],
  stop: ["running", "pending"],
  reboot: ["running"],
};

/** Whether the action may be offered for the state shown; unknown states offer everything. */
export function actionOffered(action: PowerAction, state: string | undefined): boolean {
  const known: readonly string[] = INSTANCE_STATES;
  const allowed: readonly string[] = ALLOWED_FROM[action];
  return state === undefined || !known.includes(state) || allowed.includes(state);
}
