// Every request the console's server takes, measured and logged: it runs inside a fresh record
// of its facts (requestFacts.ts), and when its answer is finished (or the client leaves) its
// duration goes into the request histogram under its route template, method and status, and one
// JSON line goes to the log. /metrics is answered here, before any page gate. instrumentation.ts
// installs the observer as the server prepares; scripts/serve.mjs hands each request to it
// (scripts/lib/observe.mjs), so the work is the same compiled code the route handlers use.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { processSingleton } from "@/lib/process/singleton";
import { logger, requestLogger } from "./logger";
import { consoleMetrics } from "./metrics";
import { answerMetrics, METRICS_PATH } from "./metricsEndpoint";
import { requestContext, type RequestFacts } from "./requestFacts";
import { methodLabel, NO_PAGE_ROUTES, pageRoutesOf, routeLabel, type PageRoutes } from "./routeLabel";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What scripts/lib/observe.mjs finds on globalThis. */
export interface RequestObserver {
  /** Takes the build's routes manifest (parsed JSON; anything else labels pages "other"). */
  learnRoutes(manifest: unknown): void;
  /** Handles one request: /metrics itself, anything else through `handler`, measured and logged. */
  observe(req: IncomingMessage, res: ServerResponse, handler: Handler): void;
}

const FACTS = Symbol("request facts");
type Observed = ServerResponse & { [FACTS]?: RequestFacts };

/** The build's page routes, as the server last said (learnRoutes). */
const known: { pageRoutes: PageRoutes } = { pageRoutes: NO_PAGE_ROUTES };

function isMetricsRequest(url: string): boolean {
  return url === METRICS_PATH || url.startsWith(`${METRICS_PATH}?`);
}

/** The answer is done (or the client left): one observation, one log line. A shared function,
 * not a closure per request: the record travels on the response. */
function finished(this: Observed): void {
  const facts = this[FACTS];
  if (!facts) return;
  this[FACTS] = undefined;
  const seconds = (performance.now() - facts.startedAt) / 1000;
  const route = facts.route ?? routeLabel(facts.url, known.pageRoutes);
  const status = this.writableFinished ? this.statusCode : "aborted";
  const method = methodLabel(facts.method);
  consoleMetrics().httpRequests.observe({ route, method, status }, seconds);
  const log = requestLogger();
  const level = typeof status === "number" && status >= 500 ? "error" : "info";
  if (!log.isLevelEnabled(level)) return;
  log[level](
    {
      requestId: facts.requestId,
      method,
      route,
      status,
      durationMs: Math.round(seconds * 100_000) / 100,
      user: facts.user,
      role: facts.role,
      upstream: facts.upstream,
      upstreamStatus: facts.upstreamStatus,
    },
    "request",
  );
}

function handleMetrics(req: IncomingMessage, res: ServerResponse): void {
  answerMetrics(req, res).catch((err: unknown) => {
    logger().error({ err }, "metrics could not be read");
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: "The metrics could not be read." }));
  });
}

export function observeRequest(req: IncomingMessage, res: ServerResponse, handler: Handler): void {
  const url = req.url ?? "/";
  const metrics = isMetricsRequest(url);
  const facts: RequestFacts = {
    requestId: randomUUID(),
    method: req.method ?? "",
    url,
    startedAt: performance.now(),
    remoteAddress: req.socket?.remoteAddress,
    route: metrics ? METRICS_PATH : undefined,
  };
  (res as Observed)[FACTS] = facts;
  res.on("close", finished);
  requestContext().run(facts, metrics ? handleMetrics : handler, req, res);
}

/** The process's observer, where the console's server finds it: globalThis under
 * Symbol.for("lms-ops-console.request-observer") (lib/process). */
export function installRequestObserver(): RequestObserver {
  return processSingleton<RequestObserver>("request-observer", () => ({
    learnRoutes(manifest) {
      known.pageRoutes = pageRoutesOf(manifest);
    },
    observe: observeRequest,
  }));
}
