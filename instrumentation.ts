// Runs once as the server starts, before it takes requests. First the configuration is checked
// (lib/config): a wrong value stops the start, one line per variable naming what it accepts.
// Then the audit trail's store is opened (and migrated) here rather than on the first recorded
// call. Opening the embedded PGlite database compiles PostgreSQL's WebAssembly, which holds the
// event loop for a second or more (several on a busy two-core machine); on the first call it
// delayed that user's answers and outlasted the keep-alive of connections open at the time,
// which then reset.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { configProblems } = await import("@/lib/config");
  const problems = configProblems();
  if (problems.length > 0) {
    for (const problem of problems) console.error(`Configuration error: ${problem}`);
    console.error("The console did not start: docs/operations.md lists every variable and what it accepts.");
    process.exit(1);
  }
  const { auditRecorder } = await import("@/lib/audit/recorder");
  const recorder = auditRecorder();
  // A store that cannot open now is tried again on the first call (the recorder's own rule).
  if (recorder.enabled) await recorder.store().catch((err: unknown) => console.error("[audit] the store did not open at start:", err instanceof Error ? err.message : err));
}
