// One token refresh at a time per session. Parallel calls that meet a 401 wait for
// the refresh already under way and reuse its token instead of starting their own;
// calls arriving with the stale token from their cookie pick up the newest one. What is under
// way and the newest tokens are kept once per process (lib/process), not per bundle: a page's
// server render and a BFF call run in different bundles and must wait for the same refresh. With
// DATABASE_URL the replicas also take turns through the database (sharedRefresh), so a session
// is refreshed once whichever replicas its calls reach.
import "server-only";
import { deleteSessionRefresh } from "@/lib/db/sessionRefresh";
import { sharedDatabase } from "@/lib/db/sharedDatabase";
import { logger } from "@/lib/observe/logger";
import { consoleMetrics } from "@/lib/observe/metrics";
import { processSingleton } from "@/lib/process/singleton";
import { sessionSecret } from "@/lib/session/config";
import type { SessionCredentials } from "@/lib/session/credentials";
import { SessionEndedError } from "./errors";
import { refreshShared, type Refresher } from "./sharedRefresh";

const MAX_SESSIONS = 5_000;

interface RefreshState {
  /** The refresh under way per session. */
  inFlight: Map<string, Promise<string>>;
  /** Newest access token per session, for requests still carrying an older cookie. */
  newest: Map<string, string>;
  /** Sessions whose refresh credential the upstream refused. */
  ended: Set<string>;
}

const { inFlight, newest, ended } = processSingleton<RefreshState>("token-refresh", () => ({ inFlight: new Map(), newest: new Map(), ended: new Set() }));

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
    const token = await refreshOnce(creds, failedToken, refresh).catch((err: unknown) => {
      consoleMetrics().tokenRefreshes.inc({ outcome: "failed" });
      throw err;
    });
    consoleMetrics().tokenRefreshes.inc({ outcome: token ? "refreshed" : "refused" });
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

/** The refresh itself: through the database's per-session lock when replicas share one. If the
 * database cannot be opened, this replica refreshes on its own (and the log says so) rather than
 * failing the user's call. */
async function refreshOnce(creds: SessionCredentials, failedToken: string, refresh: Refresher): Promise<string | null> {
  const shared = sharedDatabase();
  if (!shared) return refresh(creds.refreshToken);
  const db = await shared().catch((err: unknown) => {
    logger().error({ reason: err instanceof Error ? err.message : String(err) }, "the database is out of reach; refreshing a token without the other replicas");
    return null;
  });
  if (!db) return refresh(creds.refreshToken);
  return refreshShared(db, sessionSecret(), creds, failedToken, refresh);
}

/** Forget a session at sign-out. */
export function forgetSession(sid: string): void {
  newest.delete(sid);
  ended.delete(sid);
  const shared = sharedDatabase();
  if (shared) {
    void shared()
      .then((db) => deleteSessionRefresh(db, sid))
      .catch((err: unknown) => logger().error({ reason: err instanceof Error ? err.message : String(err) }, "a signed-out session's token could not be forgotten in the database"));
  }
}
