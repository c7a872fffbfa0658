// Where an idle console page stands, and what the sign-in page says after an idle sign-out. Pure:
// the shell's idle watch runs it in the browser against the timeouts the server read
// (lib/auth/idle).

/** Defaults of IDLE_MINUTES and IDLE_WARN_SECONDS (lib/config). */
export const DEFAULT_IDLE_MINUTES = 30;
export const DEFAULT_IDLE_WARN_SECONDS = 60;

export interface IdleTimeouts {
  /** Input-free time after which the session ends. */
  idleMs: number;
  /** How long before the end the warning shows. */
  warnMs: number;
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
