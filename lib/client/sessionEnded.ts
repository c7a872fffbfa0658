// What the browser does when an answer says the session is over (spec 1 §8): leave for
// sign-in through the route that clears the cookie, instead of showing the failure on a
// screen the user can no longer use. A remembered deep link (delete, backup, upgrade…)
// still brings them back after sign-in.
//
// - 401 always ends the session (no session, or the upstream refused to refresh it).
// - 403 relayed from the upstream ends it too ("403 on any other call: log out").
// - 403 (or 401) the console produced itself (its role gate, two-factor state, cross-origin
//   check) carries `X-Console-Refusal: gate`: the session stays and the screen shows the
//   message, because the upstream never saw the call.
import { CONSOLE_REFUSAL_HEADER } from "@/lib/http/headerNames";
import { loadPage } from "./loadPage";

export const SESSION_ENDED_STATUS = 401;
export const UPSTREAM_REFUSED_STATUS = 403;

/** The value of CONSOLE_REFUSAL_HEADER for a refusal by the console's own gates. */
export const GATE_REFUSAL = "gate";

/** Whether a failed answer ends the session. `refusal` is the X-Console-Refusal header, or null. */
export function endsSession(status: number, refusal: string | null | undefined): boolean {
  if (status === SESSION_ENDED_STATUS) return true;
  if (status !== UPSTREAM_REFUSED_STATUS) return false;
  return refusal?.trim().toLowerCase() !== GATE_REFUSAL;
}

let leaving = false;
/** A sign-out under way (Logout, the idle end): it leaves on its own once done, with its own
 * reason. Answers that say the session ended meanwhile (the live stream's, any other call's)
 * are the sign-out's own doing and do not leave first without it. */
let signingOut = false;

/** The route that clears the session cookie and goes on to sign-in, naming the page left: the
 * route remembers it when it is a delete, backup or other remembered-link address. */
export function signedOutHref(pathAndQuery: string, reason?: SignedOutReason): string {
  return `/signed-out?from=${encodeURIComponent(pathAndQuery)}${reason ? `&reason=${reason}` : ""}`;
}

/** Why the session ended, when the sign-in page should say so. */
export type SignedOutReason = "idle";

/** A full load of the route that clears the session cookie and goes on to sign-in, so nothing
 * of the signed-in pages stays in memory. */
export function goToSignedOut(reason?: SignedOutReason, { remember = true }: { remember?: boolean } = {}): void {
  if (leaving || signingOut || typeof window === "undefined") return;
  leaving = true;
  loadPage(remember ? signedOutHref(window.location.pathname + window.location.search, reason) : "/signed-out");
}

/** Runs `signOut` (the upstream and next-auth told), then leaves for sign-in as `goToSignedOut`
 * does, whatever happened; no other leaving comes first. */
export async function endSession(signOut: () => Promise<void>, reason?: SignedOutReason, options?: { remember?: boolean }): Promise<void> {
  signingOut = true;
  try {
    await signOut();
  } finally {
    signingOut = false;
    goToSignedOut(reason, options);
  }
}

/** What is read of an answer's headers (fetch's Headers, or an XMLHttpRequest wrapped). */
export interface HeaderReader {
  get(name: string): string | null;
}

/** Leaves for sign-in when a failed answer ends the session; returns whether it did. Without
 * the answer's headers (a caller that cannot read them) only a 401 is known to end it. */
export function leaveIfSessionEnded(status: number, headers?: HeaderReader | null): boolean {
  const ends = headers ? endsSession(status, headers.get(CONSOLE_REFUSAL_HEADER)) : status === SESSION_ENDED_STATUS;
  if (!ends) return false;
  goToSignedOut();
  return true;
}
