// What the browser does when the BFF says the session is over (401: no session, or the
// upstream refused to refresh it; spec 1 §8): leave for sign-in through the route that
// clears the cookie, instead of showing the failure on a screen the user can no longer use.
// A remembered deep link (delete, backup, upgrade…) still brings them back after sign-in.
export const SESSION_ENDED_STATUS = 401;

let leaving = false;

/** A full load of the route that clears the session cookie and goes on to sign-in, so nothing
 * of the signed-in pages stays in memory. */
export function goToSignedOut(): void {
  if (leaving || typeof window === "undefined") return;
  leaving = true;
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a route handler, not a page
  window.location.assign("/signed-out");
}

export function leaveIfSessionEnded(status: number): void {
  if (status === SESSION_ENDED_STATUS) goToSignedOut();
}
