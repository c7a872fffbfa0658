// Runs once as the server starts, before it takes requests. First the configuration is checked
// (lib/config): a wrong value stops the start, one line per variable naming what it accepts.
// Then the request observer is installed for the console's server (lib/observe: request metrics,
// one log line per request, /metrics), and its request guard (lib/security/requestGuard.ts:
// method, Host, escapes, bounded bodies, headers), and the audit trail's store is opened (and
// migrated) here rather than on the first recorded call. Opening the embedded PGlite database compiles
// PostgreSQL's WebAssembly, which holds the event loop for a second or more (several on a busy
// two-core machine); on the first call it delayed that user's answers and outlasted the
// keep-alive of connections open at the time, which then reset.
// onRequestError logs what a page or route handler threw, with the request's id.
import type { Instrumentation } from "next";

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { configProblems } = await import("@/lib/config");
  const problems = configProblems();
  if (problems.length > 0) {
    // Plain lines on stderr, not the log: LOG_LEVEL may be the value that does not fit.
    for (const problem of problems) console.error(`Configuration error: ${problem}`);
    console.error("The console did not start: docs/operations.md lists every variable and what it accepts.");
    process.exit(1);
  }
  const { logger } = await import("@/lib/observe/logger");
  const { installRequestObserver } = await import("@/lib/observe/requestObserver");
  installRequestObserver();
  // The console's server checks each request with it before Next.js sees it (scripts/serve.mjs).
  const { installRequestGuard } = await import("@/lib/security/requestGuard");
  installRequestGuard();
  const { auditRecorder } = await import("@/lib/audit/recorder");
  const recorder = auditRecorder();
  // A store that cannot open now is tried again on the first call (the recorder's own rule).
  if (recorder.enabled) await recorder.store().catch((err: unknown) => logger().error({ err }, "the audit store did not open at start; it is tried again on the first recorded call"));
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger } = await import("@/lib/observe/logger");
  // The route template and method only: the path may hold ids and tokens, the headers cookies.
  logger().error({ err: error, route: context.routePath, method: request.method, routeType: context.routeType }, "a request failed");
};
