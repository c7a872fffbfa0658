// One token refresh at a time per session. Parallel calls that meet a 401 wait for
// the refresh already under way and reuse its token instead of starting their own;
// calls arriving with the stale token from their cookie pick up the newest one.
import "server-only";
import { SessionEndedError } from "./errors";

export interface SessionCredentials {
  /** Id of this sign-in (from the session cookie). */
  sid: string;
  accessToken: string;
  refreshToken: string | null;
}

type Refresher = (refreshToken: string | null) => Promise<string | null>;

const MAX_SESSIONS = 5_000;
const inFlight = new Map<string, Promise<string>>();
/** Newest access token per session, for requests still carrying an older cookie. */
const newest = new Map<string, string>();
const ended = new Set<string>();

function remember(sid: string, token: string): void {
  newest.delete(sid);
  newest.set(sid, token);
  if (newest.size > MAX_SESSIONS) newest.delete(newest.keys().next().value as string);
}

/** The token to send now: waits for a refresh under way, prefers a newer one than the cookie's. */
export async function currentToken(creds: SessionCredentials): Promise<string> {
  if (ended.has(creds.sid)) throw new SessionEndedError();
  const pending = inFlight.get(creds.sid);
  if (pending) return pending;
  return newest.get(creds.sid) ?? creds.accessToken;
}

/** Called after `failedToken` got a 401: returns a fresh token, refreshing at most once. */
export async function refreshAfter401(creds: SessionCredentials, failedToken: string, refresh: Refresher): Promise<string> {
  if (ended.has(creds.sid)) throw new SessionEndedError();
  const pending = inFlight.get(creds.sid);
  if (pending) return pending;
  const known = newest.get(creds.sid);
  if (known && known !== failedToken) return known;

  const run = (async () => {
    const token = await refresh(creds.refreshToken);
    if (!token) {
      ended.add(creds.sid);
      newest.delete(creds.sid);
      throw new SessionEndedError();
    }
    remember(creds.sid, token);
    return token;
  })();
  inFlight.set(creds.sid, run);
  try {
    return await run;
  } finally {
    inFlight.delete(creds.sid);
  }
}

/** Forget a session at sign-out. */
export function forgetSession(sid: string): void {
  newest.delete(sid);
  ended.delete(sid);
}
