// Runs Playwright's test runner for scripts/e2e.mjs so that an interrupted run leaves nothing
// behind (supervise.mjs). The runner and its workers run in a process group of their own; a
// stop reaches them only through this process:
// - Ctrl-C is passed on as it came: Playwright stops its tests, their fixtures stop what they
//   started, its web servers end; a second Ctrl-C makes the runner quit without waiting.
// - SIGTERM, SIGHUP and the end of this process's parent are passed on as Ctrl-C too: the
//   runner has no handler of its own for them and would die without ending its web servers.
// Once the runner has exited, this waits for its workers (after a second Ctrl-C one may still
// be closing its browser and servers) and for the guards of what the workers started, then
// removes the run's directory: the accessibility scans the workers share (E2E_A11Y_PASSED, see
// __tests__/e2e/a11y.ts) and the guards' registries (CONSOLE_GUARD_DIR, scripts/lib/cleanup.ts).
// Playwright's UI and debugger read the terminal, which a process group in the background may
// not: with --ui or --debug the runner stays in the terminal's group, Ctrl-C reaches it from
// there, and only the guards are waited for.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { supervise } from "./supervise.mjs";

/** Playwright's modes that read the terminal: its UI and its debugger. */
const INTERACTIVE = /^--(ui|ui-host|ui-port|debug)(=|$)/;

/** Runs `playwright test ...args` in `root` with `env` added; answers its exit status. */
export async function runPlaywright(root, args, env = {}) {
  const run = mkdtempSync(path.join(tmpdir(), "e2e-run-"));
  try {
    return await supervise(process.execPath, [path.join(root, "node_modules", "@playwright", "test", "cli.js"), "test", ...args], {
      cwd: root,
      env: { ...process.env, ...env, E2E_A11Y_PASSED: path.join(run, "a11y-passed.txt") },
      guardDir: run,
      passOn: () => ({ signal: "SIGINT", to: "leader" }),
      waiting: "Waiting for the test workers and the servers they started to stop…",
      // An interactive run stays in the terminal's process group, which reaches it with Ctrl-C.
      ownGroup: !args.some((arg) => INTERACTIVE.test(arg)),
    });
  } finally {
    rmSync(run, { recursive: true, force: true });
  }
}
