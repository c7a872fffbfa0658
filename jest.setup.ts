// Adds DOM matchers (toBeInTheDocument, toHaveValue, ...) to every suite.
import "@testing-library/jest-dom";
import { configure } from "@testing-library/dom";
import { processKey } from "@/lib/process/singleton";

// findBy… and waitFor give up after 15 s instead of Testing Library's 1 s: on a machine loaded by
// other work a screen can take longer than a second to render, and a passing test never waits
// for the limit.
configure({ asyncUtilTimeout: 15_000 });

// The audit trail records nothing unless a suite about it turns it on (AUDIT_TRAIL=on, with
// AUDIT_PGLITE_DIR="" for an in-memory database): other suites need no database.
process.env.AUDIT_TRAIL ??= "off";
// The console's database (audit trail, saved views) is in memory in every suite, never the
// developer's own .local/audit-db: a suite that deletes a console user also reaches the saved views.
process.env.AUDIT_PGLITE_DIR ??= "";

// The console's embedded database keeps the process alive until it is closed: a suite that used
// the process's recorder or database handle (lib/audit/recorder.ts and lib/db/processDatabase.ts
// keep them once per process under these keys) closes them when done, so Jest's workers exit cleanly.
afterAll(async () => {
  const held = globalThis as unknown as Record<symbol, { close(): Promise<void> } | undefined>;
  await held[processKey("audit-recorder")]?.close();
  await held[processKey("console-database")]?.close();
});
