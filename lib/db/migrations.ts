// The console database's schema changes, in order, for Kysely's Migrator: the same on the embedded
// PGlite database and on a PostgreSQL server. Append new ones; never edit an applied one.
import { sql, type Kysely } from "kysely";
import type { Migration, MigrationProvider } from "kysely/migration";

const MIGRATIONS: Record<string, Migration> = {
  "2026-11-24-001-audit-event": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("audit_event")
        .addColumn("id", "bigserial", (c) => c.primaryKey())
        .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn("request_id", "text", (c) => c.notNull())
        .addColumn("username", "text")
        .addColumn("role", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("label", "text", (c) => c.notNull())
        .addColumn("target_kind", "text")
        .addColumn("target_id", "text")
        .addColumn("target_name", "text")
        .addColumn("region", "text")
        .addColumn("motive", "text")
        .addColumn("status", "integer", (c) => c.notNull())
        .addColumn("outcome", "text", (c) => c.notNull())
        .addColumn("message", "text")
        .addColumn("duration_ms", "integer", (c) => c.notNull())
        .addColumn("client_address", "text")
        .addColumn("summary", "jsonb")
        .execute();
      // Newest first, for everyone and per user, target and action: the activity page's reads.
      await db.schema.createIndex("audit_event_at").on("audit_event").columns(["at desc", "id desc"]).execute();
      await db.schema.createIndex("audit_event_user_at").on("audit_event").columns(["username", "at desc"]).execute();
      await db.schema.createIndex("audit_event_target_at").on("audit_event").columns(["target_id", "at desc"]).execute();
      await db.schema.createIndex("audit_event_action_at").on("audit_event").columns(["action", "at desc"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("audit_event").execute();
    },
  },
  "2026-11-24-002-instance-id": {
    // The server a row concerns, also for a site (volume) of it: the information modal's timeline.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("audit_event").addColumn("instance_id", "text").execute();
      await db.schema.createIndex("audit_event_instance_at").on("audit_event").columns(["instance_id", "at desc"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("audit_event").dropColumn("instance_id").execute();
    },
  },
  "2026-12-01-003-saved-view": {
    // Saved views of the instance list: a user's named list addresses. Not part of the
    // trail (never purged), kept here because it is the console's one database.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("saved_view")
        .addColumn("id", "bigserial", (c) => c.primaryKey())
        .addColumn("username", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint("saved_view_username_name", ["username", "name"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("saved_view").execute();
    },
  },
  "2026-12-02-004-attempt-bucket": {
    // Wrong passwords and codes counted per account and per address: with DATABASE_URL
    // every console replica counts in the same rows, so guesses spread across replicas still lock.
    // Times are milliseconds since the epoch, as the limiter's clock gives them.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("attempt_bucket")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("failures", sql`bigint[]`, (c) => c.notNull().defaultTo(sql`'{}'::bigint[]`))
        .addColumn("locked_until", "bigint", (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("attempt_bucket").execute();
    },
  },
  "2026-12-02-005-session-refresh": {
    // The newest upstream access token of each session, sealed with the console's secret, so that
    // with DATABASE_URL a session's token is refreshed once whichever replicas its calls reach;
    // `ended` once the upstream refused the refresh credential.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("session_refresh")
        .addColumn("sid", "text", (c) => c.primaryKey())
        .addColumn("token_sealed", "text")
        .addColumn("ended", "boolean", (c) => c.notNull().defaultTo(false))
        .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("session_refresh").execute();
    },
  },
  "2026-12-03-006-target-trigram": {
    // The activity page's target filter matches part of an id or a name without regard to case
    // (ILIKE '%…%'), which no b-tree serves: at a million rows it read the whole table (2.4 s).
    // Trigram indexes let PostgreSQL find the few matching rows first. pg_trgm is a trusted
    // extension (PostgreSQL 13+): the database's owner may create it; PGlite bundles it.
    async up(db: Kysely<unknown>) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index audit_event_target_id_trgm on audit_event using gin (target_id gin_trgm_ops)`.execute(db);
      await sql`create index audit_event_target_name_trgm on audit_event using gin (target_name gin_trgm_ops)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("audit_event_target_name_trgm").execute();
      await db.schema.dropIndex("audit_event_target_id_trgm").execute();
    },
  },
  "2026-12-05-007-console-session": {
    // Every sign-in's id (the session cookie's sid) with its user, role and last request, so the
    // server can end a session whatever copies of its cookie exist: sign-out, the user's deletion
    // or demotion set `revoked_at`; the idle and absolute limits are judged from the times. With
    // DATABASE_URL every replica reads the same rows. Times are milliseconds since the epoch.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("console_session")
        .addColumn("sid", "text", (c) => c.primaryKey())
        .addColumn("username", "text", (c) => c.notNull())
        .addColumn("role", "text")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("last_seen_at", "bigint", (c) => c.notNull())
        .addColumn("revoked_at", "bigint")
        .addColumn("revoked_reason", "text")
        .execute();
      await db.schema.createIndex("console_session_username").on("console_session").column("username").execute();
      await db.schema.createIndex("console_session_last_seen").on("console_session").column("last_seen_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("console_session").execute();
    },
  },
  "2026-12-05-008-audit-chain": {
    // Rows chained by hash (lib/audit/chain): each row keeps the hash of the row before it and of
    // its own content, so an edited, removed or inserted row shows where the chain breaks. Rows
    // written before the chain keep null hashes and are reported as unchained.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("audit_event").addColumn("prev_hash", "text").execute();
      await db.schema.alterTable("audit_event").addColumn("row_hash", "text").execute();
      // The server's name beside its id: a row about a site or a stop names the server too.
      await db.schema.alterTable("audit_event").addColumn("instance_name", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("audit_event").dropColumn("instance_name").execute();
      await db.schema.alterTable("audit_event").dropColumn("row_hash").execute();
      await db.schema.alterTable("audit_event").dropColumn("prev_hash").execute();
    },
  },
  "2026-12-05-010-live-lists": {
    // The live lists across replicas: each update the polling replica publishes (read by the others
    // when its NOTIFY arrives, and again by a browser reconnecting with Last-Event-ID), and each
    // list's last reading, so a replica taking the poll over diffs against it and misses nothing.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("live_event")
        .addColumn("id", "bigserial", (c) => c.primaryKey())
        .addColumn("topic", "text", (c) => c.notNull())
        .addColumn("payload", "jsonb", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex("live_event_topic_id").on("live_event").columns(["topic", "id"]).execute();
      await db.schema
        .createTable("live_snapshot")
        .addColumn("topic", "text", (c) => c.primaryKey())
        // json, not jsonb: the text as written, keys in their order, so a new poller's diff against
        // it finds only the rows that changed.
        .addColumn("rows", "json", (c) => c.notNull())
        .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("live_snapshot").execute();
      await db.schema.dropTable("live_event").execute();
    },
  },
  "2026-12-05-011-motive-trigram": {
    // The activity page's motive filter matches part of the motive without regard to case, as
    // the target filter does; the same kind of index serves it at a million rows.
    async up(db: Kysely<unknown>) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index audit_event_motive_trgm on audit_event using gin (motive gin_trgm_ops)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("audit_event_motive_trgm").execute();
    },
  },
  "2026-12-06-012-shared-view": {
    // Saved views shared with the team: a flag on the row. A name is unique among one user's own
    // views and among the shared ones, so the one constraint on (username, name) becomes two
    // partial unique indexes (an admin may keep an own view and a shared one of the same name).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("saved_view").addColumn("shared", "boolean", (c) => c.notNull().defaultTo(false)).execute();
      await db.schema.alterTable("saved_view").dropConstraint("saved_view_username_name").execute();
      await sql`create unique index saved_view_own_name on saved_view (username, name) where not shared`.execute(db);
      await sql`create unique index saved_view_shared_name on saved_view (name) where shared`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from saved_view where shared`.execute(db);
      await db.schema.dropIndex("saved_view_shared_name").execute();
      await db.schema.dropIndex("saved_view_own_name").execute();
      await db.schema.alterTable("saved_view").dropColumn("shared").execute();
      await db.schema.alterTable("saved_view").addUniqueConstraint("saved_view_username_name", ["username", "name"]).execute();
    },
  },
  "2026-12-07-013-session-step-up": {
    // When the session last gave a fresh two-factor code (POST /api/step-up). The cookie carries
    // the same stamp, but a response of a call that began before the code was given rewrites the
    // cookie without it; the row keeps it for every copy of the session's cookie and every replica.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("console_session").addColumn("step_up_at", "bigint").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("console_session").dropColumn("step_up_at").execute();
    },
  },
};

export const consoleMigrations: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS;
  },
};
