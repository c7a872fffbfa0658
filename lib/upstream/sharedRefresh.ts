// With DATABASE_URL, a session's token is refreshed once whichever replica its calls reach.
// Within a replica, tokenRefresh already lets one call refresh and the others wait;
// across replicas, the one holding the session's lock in the database refreshes and stores the
// new token sealed, and a replica that gets a 401 with the token it knew finds the newer one
// there instead of spending the refresh credential again.
import "server-only";
import type { Kysely } from "kysely";
import { readSessionRefresh, withRefreshLock, writeSessionRefresh } from "@/lib/db/sessionRefresh";
import type { ConsoleDatabase } from "@/lib/db/schema";
import { openToken, sealToken } from "./sealToken";

/** Asks the upstream for a new access token; null when the refresh credential is refused. */
export type Refresher = (refreshToken: string | null) => Promise<string | null>;

/** A fresh token for the session, or null when the session has ended (on this or another replica). */
export async function refreshShared(
  db: Kysely<ConsoleDatabase>,
  secret: string,
  session: { sid: string; refreshToken: string | null },
  failedToken: string,
  refresh: Refresher,
): Promise<string | null> {
  return withRefreshLock(db, session.sid, async (trx) => {
    const row = await readSessionRefresh(trx, session.sid);
    if (row?.ended) return null;
    const known = row?.tokenSealed ? openToken(row.tokenSealed, secret) : null;
    if (known && known !== failedToken) return known;
    const token = await refresh(session.refreshToken);
    await writeSessionRefresh(trx, session.sid, token ? { tokenSealed: sealToken(token, secret), ended: false } : { tokenSealed: null, ended: true });
    return token;
  });
}
