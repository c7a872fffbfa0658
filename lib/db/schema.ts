// The console database's tables, as Kysely sees them: the audit trail, saved views, attempt
// counts, sessions' refreshed tokens and the sessions themselves.

import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** The audit trail: one row per thing someone did through the console (a forwarded change, a
 * sign-in, a failed sign-in, a lock-out, a two-factor enrolment, a sign-out): who, what, to what,
 * why, how it went, and how to find the request again. */
export interface AuditEventTable {
  id: Generated<string>;
  /** When the call arrived. */
  at: ColumnType<Date, Date | string, never>;
  /** Also sent upstream as X-Request-Id and shown with error messages. */
  request_id: string;
  username: string | null;
  role: string | null;
  /** The contract's endpoint id, or a session event (signIn, signInFailed, lockedOut, twoFactorEnrolled, signOut). */
  action: string;
  /** The action in words ("Start, stop or reboot an instance"). */
  label: string;
  /** instance, volume, dbInstance, batch, user, package, cloudDb… */
  target_kind: string | null;
  target_id: string | null;
  target_name: string | null;
  /** The server the target belongs to (itself for an instance, its server for a site). */
  instance_id: ColumnType<string | null, string | null | undefined, never>;
  /** The server's name as the upstream lists it. */
  instance_name: ColumnType<string | null, string | null | undefined, never>;
  region: string | null;
  /** The motive or reason the call carried. */
  motive: string | null;
  /** HTTP status of the answer the user got. */
  status: number;
  outcome: "ok" | "refused" | "failed";
  /** The message the user saw, when there was one. */
  message: string | null;
  duration_ms: number;
  client_address: string | null;
  /** The request body, summarised: never passwords, tokens, codes or file contents. */
  summary: ColumnType<Record<string, unknown> | null, string | null, never>;
  /** The previous row's row_hash (lib/audit/chain); null on rows written before the chain. */
  prev_hash: ColumnType<string | null, string | null | undefined, never>;
  /** SHA-256 of this row's content and prev_hash; null on rows written before the chain. */
  row_hash: ColumnType<string | null, string | null | undefined, never>;
}

/** A view of the instance list a user saved under a name; one name per user. */
export interface SavedViewTable {
  id: Generated<string>;
  /** The user whose own view it is; for a shared view, who last saved it. */
  username: string;
  name: string;
  /** The list's address, normalised (lib/domain/savedViews). */
  url: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** Shared with the team: names are unique among shared views, own views' per user. */
  shared: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Recent wrong passwords or codes of one account or address, and its lock. */
export interface AttemptBucketTable {
  key: string;
  /** When each failure in the window happened, in ms since the epoch (bigint: read as text). */
  failures: ColumnType<string[], number[] | undefined, number[]>;
  locked_until: ColumnType<string, number | undefined, number>;
}

/** A session's newest upstream access token, sealed. */
export interface SessionRefreshTable {
  sid: string;
  token_sealed: string | null;
  ended: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One sign-in: the session cookie's sid, whose it is, when it was last used, and whether the
 * server ended it. Times in ms since the epoch (bigint: read as text). */
export interface ConsoleSessionTable {
  sid: string;
  username: string;
  /** The role the session was signed in with, or last read at (a demotion below it ends it). */
  role: string | null;
  created_at: ColumnType<string, number, never>;
  last_seen_at: ColumnType<string, number, number>;
  revoked_at: ColumnType<string | null, number | null | undefined, number | null>;
  /** Why it was ended: signOut, deleted, demoted. */
  revoked_reason: string | null;
  /** When the session last gave a fresh two-factor code (lib/auth/stepUp). */
  step_up_at: ColumnType<string | null, number | null | undefined, number | null>;
}

/** An update a live list's poller published (lib/db/liveEvents). */
export interface LiveEventTable {
  id: Generated<string>;
  topic: string;
  /** The update without its id: { list, region, at, changes }. */
  payload: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A live list's last reading. */
export interface LiveSnapshotTable {
  topic: string;
  rows: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ConsoleDatabase {
  audit_event: AuditEventTable;
  saved_view: SavedViewTable;
  attempt_bucket: AttemptBucketTable;
  session_refresh: SessionRefreshTable;
  console_session: ConsoleSessionTable;
  live_event: LiveEventTable;
  live_snapshot: LiveSnapshotTable;
}

export type AuditRow = Selectable<AuditEventTable>;
export type NewAuditRow = Insertable<AuditEventTable>;
