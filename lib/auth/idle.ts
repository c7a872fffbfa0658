// How long a console page may sit without input before it warns and then ends the session:
// IDLE_MINUTES (default 30) and IDLE_WARN_SECONDS (default 60, the warning before the end),
// read by lib/config. The server layout hands them to the shell; the browser enforces them.
export const DEFAULT_IDLE_MINUTES = 30;
export const DEFAULT_IDLE_WARN_SECONDS = 60;

export interface IdleTimeouts {
  /** Input-free time after which the session ends. */
  idleMs: number;
  /** How long before the end the warning shows. */
  warnMs: number;
}

export interface IdleSettings {
  idleMinutes: number;
  idleWarnSeconds: number;
}

/** The timeouts of the given settings (config().auth on the server), defaults for those not given. */
export function idleTimeouts({ idleMinutes = DEFAULT_IDLE_MINUTES, idleWarnSeconds = DEFAULT_IDLE_WARN_SECONDS }: Partial<IdleSettings>): IdleTimeouts {
  const idleMs = Math.round(idleMinutes * 60_000);
  // The warning never takes more than half the idle time.
  const warnMs = Math.min(Math.round(idleWarnSeconds * 1000), Math.floor(idleMs / 2));
  return { idleMs, warnMs };
}

export type IdlePhase = { kind: "active" } | { kind: "warning"; leftMs: number } | { kind: "ended" };

/** Where a page stands `now`, its last input having been at `lastInputAt`. */
export function idlePhase(lastInputAt: number, now: number, { idleMs, warnMs }: IdleTimeouts): IdlePhase {
  const idle = Math.max(0, now - lastInputAt);
  if (idle >= idleMs) return { kind: "ended" };
  if (idle >= idleMs - warnMs) return { kind: "warning", leftMs: idleMs - idle };
  return { kind: "active" };
}

/** What the sign-in page says after an idle sign-out. */
export function idleSignedOutMessage({ idleMs }: IdleTimeouts): string {
  const minutes = Math.round(idleMs / 60_000);
  return `You were signed out after ${minutes} ${minutes === 1 ? "minute" : "minutes"} without activity. Sign in again to carry on: what you had typed is kept in this tab.`;
}
