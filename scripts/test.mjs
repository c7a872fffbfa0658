// `npm test` (after npm's `pretest`, the system check): lint and typecheck side by side (`npm run
// check`: each is single-threaded), the jest suites, the e2e suite and the scale suite, each
// through `npm run`, one after the other, stopping at the first that fails. `node scripts/test.mjs test:e2e test:scale` runs the named ones only.
//
// Each suite runs in a process group of its own (scripts/lib/supervise.mjs), so a stop reaches
// all of it: Ctrl-C, SIGTERM and SIGHUP are passed on to the whole group, and so is the end of
// this process's parent as SIGTERM (npm passes SIGTERM on to the shell that runs this script,
// which ends without passing it further). After a suite's npm has exited, the rest of its group
// and the guards of the servers its tests started are waited for; then the next suite starts,
// or, after a stop, none does.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { supervise } from "./lib/supervise.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SUITES = ["check", "test:unit", "test:e2e", "test:scale"];

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
let status = 0;
try {
  for (const suite of asked.length > 0 ? SUITES.filter((name) => asked.includes(name)) : SUITES) {
    if (process.ppid !== parent) stopped ??= "SIGTERM";
    if (stopped) {
      status = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 }[stopped];
      break;
    }
    // npm's own CLI when npm started this script (npm_execpath), else the `npm` on PATH.
    const [command, args] = npm ? [process.execPath, [npm, "run", suite]] : ["npm", ["run", suite]];
    status = await supervise(command, args, {
      cwd: root,
      guardDir: guards,
      passOn: (reason) => ({ signal: reason === "parent" ? "SIGTERM" : reason, to: "group" }),
      waiting: `Waiting for what ${suite} started to stop…`,
    });
    if (status !== 0) break;
    // The suites after it build the console: the build need not type-check what `check` has.
    if (suite === "check") process.env.CONSOLE_TYPES_CHECKED = "1";
  }
} finally {
  rmSync(guards, { recursive: true, force: true });
}
process.exit(status);
