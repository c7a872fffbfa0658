// How long a console page may sit without input before it warns and then ends the session:
// IDLE_MINUTES (default 30) and IDLE_WARN_SECONDS (default 60, the warning before the end),
// read by lib/config. The server layout hands them to the shell; the browser enforces them
// (lib/domain/idle). The server ends a session after IDLE_MINUTES without a request on its own
// (lib/session/liveSession), whatever the browser does.
import { DEFAULT_IDLE_MINUTES, DEFAULT_IDLE_WARN_SECONDS, type IdleTimeouts } from "@/lib/domain/idle";

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
