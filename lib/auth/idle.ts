// How long a console page may sit without input before it warns and then ends the session
// (issue 17): IDLE_MINUTES (default 30) and IDLE_WARN_SECONDS (default 60, the warning before
// the end). Read by the server layout and handed to the shell; the browser enforces it
// (lib/domain/idle).
import type { IdleTimeouts } from "@/lib/domain/idle";

export const DEFAULT_IDLE_MINUTES = 30;
export const DEFAULT_IDLE_WARN_SECONDS = 60;

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(n) && n > 0 ? n : fallback;
}

export function idleTimeouts(env: Record<string, string | undefined> = process.env): IdleTimeouts {
  const idleMs = Math.round(positive(env.IDLE_MINUTES, DEFAULT_IDLE_MINUTES) * 60_000);
  // The warning never takes more than half the idle time.
  const warnMs = Math.min(Math.round(positive(env.IDLE_WARN_SECONDS, DEFAULT_IDLE_WARN_SECONDS) * 1000), Math.floor(idleMs / 2));
  return { idleMs, warnMs };
}
