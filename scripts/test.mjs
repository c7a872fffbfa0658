// `npm test` (after npm's `pretest`, the system check): lint and typecheck side by side (`npm run
// check`: each is single-threaded); then the jest suites and the scale suite side by side; then
// the e2e suite; each through `npm run`, stopping at the first that fails (a suite beside it is
// stopped too). The scale suite's tests mostly wait on the processes they start (about one core
// of two), so beside jest it fills the other; the e2e suite keeps both cores busy alone. The
// suite beside the one whose output streams writes to a file, printed whole when it ends.
// `node scripts/test.mjs test:e2e test:scale` runs the named ones only.
//
// Each suite runs in a process group of its own (scripts/lib/supervise.mjs), so a stop reaches
// all of it: Ctrl-C, SIGTERM and SIGHUP are passed on to the whole group, and so is the end of
// this process's parent as SIGTERM (npm passes SIGTERM on to the shell that runs this script,
// which ends without passing it further). After a suite's npm has exited, the rest of its group
// and the guards of the servers its tests started are waited for; then the next suite starts,
// or, after a stop, none does.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { supervise } from "./lib/supervise.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The suites in stages: a stage's suites run side by side, the stages one after the other. */
const STAGES = [["check"], ["test:unit", "test:scale"], ["test:e2e"]];
const SUITES = STAGES.flat();

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !SUITES.includes(name));
if (unknown.length > 0) {
  console.error(`scripts/test.mjs: unknown suite ${unknown.join(", ")} (known: ${SUITES.join(", ")})`);
  process.exit(2);
}

// A stop between two suites: the next one does not start.
let stopped = null;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => (stopped ??= signal));
const parent = process.ppid;

const npm = process.env.npm_execpath;
const guards = mkdtempSync(path.join(tmpdir(), "test-run-"));
const started = Date.now();

/** How long since the run began, for the log: where a run's time goes. */
function elapsed() {
  const seconds = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** A suite's name as a file name. */
const fileName = (suite) => suite.replace(/\W/g, "-");

/** Runs one suite through npm run: its output streamed, or (`logFile`) written there and printed
 * whole once it has ended. A failure of a suite beside it (`abort`) stops it. */
async function runSuite(suite, { logFile, abort }) {
  // npm's own CLI when npm started this script (npm_execpath), else the `npm` on PATH.
  const [command, args] = npm ? [process.execPath, [npm, "run", suite]] : ["npm", ["run", suite]];
  // Each suite its own guard directory: a suite waits for what it started, not its neighbour's.
  const guardDir = mkdtempSync(path.join(guards, `${fileName(suite)}-`));
  const log = logFile ? openSync(logFile, "w") : null;
  let status;
  try {
    status = await supervise(command, args, {
      cwd: root,
      guardDir,
      abort,
      stdio: log === null ? "inherit" : ["ignore", log, log],
      passOn: (reason) => ({ signal: reason === "parent" ? "SIGTERM" : reason, to: "group" }),
      waiting: `Waiting for what ${suite} started to stop…`,
    });
  } finally {
    if (log !== null) {
      closeSync(log);
      process.stdout.write(`\n── ${suite} (run beside the suite above) ──\n${readFileSync(logFile, "utf8")}`);
    }
  }
  console.log(`[test] ${suite} ${status === 0 ? "passed" : `ended with status ${status}`} after ${elapsed()}`);
  return status;
}

/** Runs a stage's suites side by side, the first one's output streamed; the first failure stops
 * the rest and is the stage's status (theirs is the stop it caused). */
async function runStage(suites) {
  const abort = new AbortController();
  let failed = null;
  await Promise.all(
    suites.map(async (suite, i) => {
      const status = await runSuite(suite, { logFile: i === 0 ? null : path.join(guards, `${fileName(suite)}.log`), abort: abort.signal });
      if (status !== 0) {
        failed ??= status;
        abort.abort();
      }
    }),
  );
  return failed ?? 0;
}

let status = 0;
try {
  for (const stage of STAGES) {
    const suites = stage.filter((name) => asked.length === 0 || asked.includes(name));
    if (suites.length === 0) continue;
    if (process.ppid !== parent) stopped ??= "SIGTERM";
    if (stopped) {
      status = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 }[stopped];
      break;
    }
    status = await runStage(suites);
    if (status !== 0) break;
    // The suites after it build the console: the build need not type-check what `check` has.
    if (suites.includes("check")) process.env.CONSOLE_TYPES_CHECKED = "1";
  }
} finally {
  rmSync(guards, { recursive: true, force: true });
}
process.exit(status);
