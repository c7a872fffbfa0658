// Every series the console exports at /metrics, defined once and held one per process
// (lib/process), so the server's request wrapper and every compiled chunk count into the same
// registry. Labels are route templates, endpoint ids, steps and fixed words: never a raw path,
// an id or a user name (docs/operations.md lists the series).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { processSingleton } from "@/lib/process/singleton";

/** Seconds: from under a millisecond (a BFF call's own work) to a slow report's upstream wait. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 90];

export interface ConsoleMetrics {
  readonly registry: Registry;
  /** Every request the console's server answered: route template, method, status ("aborted" when the client left first). */
  readonly httpRequests: Histogram<"route" | "method" | "status">;
  /** Every request sent upstream: contract endpoint id, outcome (status class, "timeout", "unavailable", "aborted"). */
  readonly upstreamRequests: Histogram<"endpoint" | "outcome">;
  /** BFF calls answered by a check before the upstream: the step's name and the status it gave. */
  readonly bffRefusals: Counter<"step" | "status">;
  readonly auditRowsQueued: Counter;
  readonly auditRowsWritten: Counter;
  /** Rows dropped: the store could not be written, the queue was full, or the row could not be built. */
  readonly auditRowsFailed: Counter;
  /** Rows queued or being written, not yet in the store. */
  readonly auditQueueDepth: Gauge;
  /** Accounts or addresses locked by too many failed attempts: "password", "code" or "address". */
  readonly attemptLocks: Counter<"kind">;
  /** Token refreshes after an upstream 401: "refreshed", "refused" (the sign-in ended) or "failed". */
  readonly tokenRefreshes: Counter<"outcome">;
  /** Browsers holding a live update stream open, by region and list (set by the stream's code). */
  readonly liveSubscribers: Gauge<"region" | "list">;
  /** The live poller's upstream list reads, by list and outcome ("ok", "failed"). */
  readonly livePolls: Counter<"list" | "outcome">;
  /** Row changes the live poller published (each added, changed or removed row counts once), by list. */
  readonly liveChanges: Counter<"list">;
  /** Live streams opened again by a browser after a drop (it sent Last-Event-ID), by list. */
  readonly liveReconnects: Counter<"list">;
}

function makeMetrics(): ConsoleMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Histogram({
      name: "console_http_request_duration_seconds",
      help: "Requests answered by the console's server, by route template, method and status.",
      labelNames: ["route", "method", "status"],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    upstreamRequests: new Histogram({
      name: "console_upstream_request_duration_seconds",
      help: "Requests sent to the upstream API, by contract endpoint id and outcome, until the answer's head arrived.",
      labelNames: ["endpoint", "outcome"],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    bffRefusals: new Counter({
      name: "console_bff_refusals_total",
      help: "BFF calls answered by one of its checks before reaching the upstream, by step and status.",
      labelNames: ["step", "status"],
      registers,
    }),
    auditRowsQueued: new Counter({ name: "console_audit_rows_queued_total", help: "Audit rows submitted for writing.", registers }),
    auditRowsWritten: new Counter({ name: "console_audit_rows_written_total", help: "Audit rows written to the store.", registers }),
    auditRowsFailed: new Counter({ name: "console_audit_rows_failed_total", help: "Audit rows not recorded: the store could not be opened or written.", registers }),
    auditQueueDepth: new Gauge({ name: "console_audit_queue_depth", help: "Audit rows being written, not yet stored.", registers }),
    attemptLocks: new Counter({
      name: "console_attempt_locks_total",
      help: "Locks set by too many failed sign-in attempts, by what was locked (password, code, address).",
      labelNames: ["kind"],
      registers,
    }),
    tokenRefreshes: new Counter({
      name: "console_token_refreshes_total",
      help: "Access-token refreshes after an upstream 401, by outcome (refreshed, refused, failed).",
      labelNames: ["outcome"],
      registers,
    }),
    liveSubscribers: new Gauge({ name: "console_live_subscribers", help: "Browsers holding a live update stream open, by region and list.", labelNames: ["region", "list"], registers }),
    livePolls: new Counter({ name: "console_live_polls_total", help: "Upstream list reads by the live poller, by list and outcome (ok, failed).", labelNames: ["list", "outcome"], registers }),
    liveChanges: new Counter({ name: "console_live_changes_published_total", help: "Row changes the live poller published, by list.", labelNames: ["list"], registers }),
    liveReconnects: new Counter({ name: "console_live_reconnects_total", help: "Live streams opened again after a drop (with Last-Event-ID), by list.", labelNames: ["list"], registers }),
  };
}

let held: ConsoleMetrics | undefined;

/** The process's metrics, made the first time any bundle asks. */
export function consoleMetrics(): ConsoleMetrics {
  return (held ??= processSingleton("metrics", makeMetrics));
}

/** The outcome label of an upstream answer's status: its class ("2xx" … "5xx"). */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}
