// Sign-outs this process has seen, for what outlives a request: a live list's stream holds the
// session it opened with, and ends at once when that sign-in ends here (across replicas the
// per-poll session check ends it). Listeners are kept one per process under "signed-out".
import { processSingleton } from "./singleton";

type Listener = (sid: string) => void;

function listeners(): Map<string, Listener> {
  return processSingleton<Map<string, Listener>>("signed-out", () => new Map());
}

/** Calls `listener` with the sid of every sign-out from now on (a later one under `name` replaces it). */
export function onSignedOut(name: string, listener: Listener): void {
  listeners().set(name, listener);
}

/** Tells the listeners that the sign-in `sid` ended. */
export function signedOut(sid: string): void {
  for (const listener of listeners().values()) listener(sid);
}
