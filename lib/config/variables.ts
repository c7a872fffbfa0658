// Every environment variable the console's runtime reads, by section: its kind, default and
// meaning. The typed configuration (./console.ts), its check at start, `.env.example` and the
// table in docs/operations.md all come from these tables.
import { DEFAULT_IDLE_MINUTES, DEFAULT_IDLE_WARN_SECONDS } from "../domain/idle";
import { choice, flag, hostOrAddress, httpUrl, onOff, positiveNumber, postgresUrl, text, wholeNumber } from "./kinds";
import { optional, setting, type VariableTable } from "./read";
import { SIM_VARIABLES } from "./sim";

export const SERVER_VARIABLES = {
  PORT: setting(wholeNumber(1, 65_535), "3000", {
    description: "Port `npm start` serves the console on; also the address in the embedded upstream's e-mail links when NEXTAUTH_URL is unset.",
  }),
  HOSTNAME: setting(hostOrAddress, "127.0.0.1", {
    description: "Address the console listens on: 127.0.0.1 serves this machine only; 0.0.0.0 (or ::) every interface, for a balancer or another machine to reach it. Docker sets HOSTNAME to the container's name: set it explicitly there.",
  }),
  SHUTDOWN_GRACE_SECONDS: setting(wholeNumber(0, 3600), "25", {
    description: "On SIGTERM, how long requests in flight may take to finish before the console stops anyway, in seconds. Give the orchestrator's own limit (Kubernetes' terminationGracePeriodSeconds) at least 5 s more.",
  }),
  NEXTAUTH_URL: optional(httpUrl, {
    description: "The console's public address (`npm start` sets http://localhost:PORT). https:// turns on secure cookies and HSTS; pages of this origin may make changes.",
  }),
  NEXTAUTH_SECRET: optional(text, {
    description: "Secret that signs the session cookies; every replica needs the same one. `npm start` generates one into .local/ when it is unset, against the embedded upstream only.",
  }),
  TRUST_PROXY: setting(flag, "0", {
    description: "1 when a proxy in front of the console sets X-Forwarded-For/-Host/-Proto: the forwarded client address counts toward sign-in limits (instead of the connection's) and the forwarded origin is the console's own.",
  }),
};

export const UPSTREAM_VARIABLES = {
  UPSTREAM_URL: optional(httpUrl, {
    description: "The upstream REST API's base address (ending in /api/v1). Unset: the embedded upstream (lib/sim) answers in the console's own process.",
  }),
  UPSTREAM_TIMEOUT_MS: setting(wholeNumber(1, 600_000), "30000", {
    description: "How long the console waits for an upstream answer, in ms (reports wait at least 90 s).",
  }),
};

export const AUTH_VARIABLES = {
  ROLE_RECHECK_SECONDS: setting(wholeNumber(1, 900), "60", {
    description: "How old the role in a session cookie may be before the console reads it from the upstream again, in seconds.",
  }),
  STEP_UP_MINUTES: setting(wholeNumber(1, 1440), "5", {
    description: "How long a two-factor code counts for the most destructive actions (deletions, upgrades and rollbacks, batch approval, shared servers) before a fresh one is asked for, in minutes.",
  }),
  IDLE_MINUTES: setting(wholeNumber(1, 1440), String(DEFAULT_IDLE_MINUTES), {
    description: "Minutes without input after which a console page signs the user out, and without a request after which the server ends the session (at most 30 s later).",
  }),
  IDLE_WARN_SECONDS: setting(wholeNumber(1, 3600), String(DEFAULT_IDLE_WARN_SECONDS), {
    description: "How long before the idle sign-out the page warns, in seconds (at most half of IDLE_MINUTES).",
  }),
  AUTH_PASSWORD_FAILURES: setting(wholeNumber(1, 1000), "10", {
    description: "Wrong passwords for one account within AUTH_WINDOW_MINUTES that lock its sign-in.",
  }),
  AUTH_CODE_FAILURES: setting(wholeNumber(1, 1000), "5", {
    description: "Wrong two-factor codes for one account within AUTH_WINDOW_MINUTES that lock its code step.",
  }),
  AUTH_ADDRESS_FAILURES: setting(wholeNumber(1, 100_000), "30", {
    description: "Failures of any kind from one client address (the connection's, or with TRUST_PROXY=1 the forwarded one) within AUTH_WINDOW_MINUTES that lock that address.",
  }),
  AUTH_WINDOW_MINUTES: setting(wholeNumber(1, 1440), "15", {
    description: "How far back failed sign-in attempts count, in minutes.",
  }),
  AUTH_LOCK_MINUTES: setting(wholeNumber(1, 1440), "15", {
    description: "How long a locked account or address stays locked, in minutes.",
  }),
};

export const BODY_VARIABLES = {
  BFF_MAX_JSON_MB: setting(positiveNumber(1024), "1", {
    description: "Largest JSON request body the console reads, in MB.",
  }),
  BFF_MAX_BODY_MB: setting(positiveNumber(10_240), "100", {
    description: "Largest upload (multipart body) the console reads, in MB.",
  }),
  BFF_MAX_PACKAGE_MB: setting(positiveNumber(10_240), "300", {
    description: "Largest installation package upload the console reads, in MB.",
  }),
};

export const DATABASE_VARIABLES = {
  DATABASE_URL: optional(postgresUrl, {
    description: "The console's PostgreSQL database (audit trail, saved views, sign-in limits, token refresh), shared by replicas. Unset: an embedded PGlite database (AUDIT_PGLITE_DIR), and sign-in limits counted in each process's memory.",
  }),
  AUDIT_PGLITE_DIR: setting(text, ".local/audit-db", {
    emptyIsValue: true,
    description: "Directory of the embedded PGlite database when DATABASE_URL is unset; empty keeps it in memory.",
  }),
  AUDIT_TRAIL: setting(onOff, "on", {
    description: "Whether the console records its audit trail; off records nothing.",
  }),
  AUDIT_RETENTION_DAYS: setting(wholeNumber(1, 36_500), "365", {
    description: "Days audit rows are kept before they are purged.",
  }),
};

/** The levels a log line may have, least to most severe; `silent` writes none. */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;

export const OBSERVE_VARIABLES = {
  LOG_LEVEL: setting(choice(LOG_LEVELS), "info", {
    description: "The least severe log line the console writes (one JSON line per request at info; errors at error).",
  }),
  METRICS_TOKEN: optional(text, {
    description: "Bearer token that opens /metrics to a scraper that is not on the console's own machine (`Authorization: Bearer …`). Unset: /metrics answers only direct loopback connections.",
  }),
};

export const LIVE_VARIABLES = {
  LIVE_INTERVAL_SECONDS: setting(positiveNumber(600), "5", {
    description: "How often the live lists read each region's instance and RDS lists from the upstream while anyone watches them, in seconds (fractions allowed).",
  }),
  LIVE_BUSY_INTERVAL_SECONDS: setting(positiveNumber(600), "2", {
    description: "The live lists' interval while any server in the list is in a transitional state (pending, stopping, rebooting…), in seconds; the shorter of this and LIVE_INTERVAL_SECONDS applies.",
  }),
  LIVE_SHARED: setting(onOff, "on", {
    description: "on: one poller per region and list serves every watcher (the upstream's list does not vary by user). off: one poller per sign-in, for an upstream whose list does.",
  }),
};

/** The sections, in the order the docs list them. */
export const SECTIONS: readonly { title: string; variables: VariableTable }[] = [
  { title: "Server and sessions", variables: SERVER_VARIABLES },
  { title: "Upstream", variables: UPSTREAM_VARIABLES },
  { title: "Sign-in, step-up and idle limits", variables: AUTH_VARIABLES },
  { title: "Request bodies", variables: BODY_VARIABLES },
  { title: "Database and audit trail", variables: DATABASE_VARIABLES },
  { title: "Logs and metrics", variables: OBSERVE_VARIABLES },
  { title: "Live lists", variables: LIVE_VARIABLES },
  { title: "Embedded upstream (without UPSTREAM_URL)", variables: SIM_VARIABLES },
];

export const VARIABLES = { ...SERVER_VARIABLES, ...UPSTREAM_VARIABLES, ...AUTH_VARIABLES, ...BODY_VARIABLES, ...DATABASE_VARIABLES, ...OBSERVE_VARIABLES, ...LIVE_VARIABLES, ...SIM_VARIABLES };

export type VariableName = keyof typeof VARIABLES;

export const VARIABLE_NAMES = Object.keys(VARIABLES) as VariableName[];
