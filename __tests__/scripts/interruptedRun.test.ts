// A Playwright run stopped part way has left nothing running and no temporary file behind by the
// time its first process ends. The run is the one scripts/e2e.mjs makes
// (scripts/lib/playwrightRun.mjs), of a test whose fixture starts a process group and holds a
// directory through scripts/lib/cleanup.ts (interruptedRun/holdsServers.spec.ts); it is stopped
// by Ctrl-C (SIGINT to its process group, as a terminal sends it) while the test runs or while
// the fixture is still starting, by a second Ctrl-C while the fixture is stopping, by SIGTERM,
// and by the end of the shell that started it.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hold, startGroup, type Group } from "@/scripts/lib/cleanup";
import { groupMembers, running } from "../liveProcesses";

jest.setTimeout(240_000);

interface Started {
  runner: number;
  worker: number;
  group: number;
  dir: string;
  runDir: string;
}

async function eventually(check: () => boolean, ms = 120_000): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) if (check()) return true;
  return check();
}

// Each run and its probe directory are held (cleanup.ts) until the test is over: whatever a
// failed assertion left is not left to the next suite, nor, through this process's guard, a
// run of jest stopped part way.
const runs: Group[] = [];
const probes: { dir: string; release(): void }[] = [];
afterEach(async () => {
  for (const run of runs.splice(0)) await run.stop();
  for (const probe of probes.splice(0)) {
    rmSync(probe.dir, { recursive: true, force: true });
    probe.release();
  }
});

const DRIVER = path.join(__dirname, "interruptedRun", "run.mjs");

/** Starts the run as the leader of a process group of its own, as a terminal starts a command
 * (`viaShell`: under `sh -c`, the shell leading the group), held until the test is over. */
function startRun(env: Record<string, string>, viaShell = false) {
  const probe = mkdtempSync(path.join(os.tmpdir(), "interrupted-probe-"));
  const held = hold({ dir: probe });
  probes.push({ dir: probe, release: () => held.release() });
  const [command, args] = viaShell ? ["sh", ["-c", `"${process.execPath}" "${DRIVER}"; exit $?`]] : [process.execPath, [DRIVER]];
  // Without jest's mark, which Playwright refuses to run under.
  const inherited = { ...process.env };
  delete inherited.JEST_WORKER_ID;
  const run = startGroup(command, args, { cwd: process.cwd(), stdio: ["ignore", "pipe", "pipe"], env: { ...inherited, PROBE_DIR: probe, ...env } });
  runs.push(run);
  const child = run.child;
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = run.exited;
  const file = (name: string) => path.join(probe, name);
  return {
    child,
    exited,
    output: () => output,
    /** What the test's fixture started, once it has started it. */
    async started(): Promise<Started> {
      const seen = await eventually(() => existsSync(file("started.json")) || child.exitCode !== null);
      if (!seen || !existsSync(file("started.json"))) throw new Error(`the run started nothing:\n${output}`);
      return JSON.parse(readFileSync(file("started.json"), "utf8")) as Started;
    },
    file,
  };
}

/** What is still there of the run once its first process has ended: its processes, the groups
 * they lead, its directories (the guards' registries are in the run's directory). */
function leftOf(what: Started, leader: number) {
  return {
    processes: [leader, what.runner, what.worker].filter(running),
    groups: [leader, what.runner, what.group].flatMap(groupMembers),
    directories: [what.dir, what.runDir].filter(existsSync),
  };
}
const NOTHING = { processes: [], groups: [], directories: [] };

test("Ctrl-C while a test runs stops it, and its fixture's servers, the runner and the run's directory are gone", async () => {
  const run = startRun({ PROBE_MODE: "test" });
  const what = await run.started();
  expect(groupMembers(what.group).length).toBeGreaterThan(0);
  process.kill(-run.child.pid!, "SIGINT");
  expect(await run.exited).toBe(130);
  expect(existsSync(run.file("teardown"))).toBe(true);
  expect(leftOf(what, run.child.pid!)).toEqual(NOTHING);
});

test("Ctrl-C while a fixture is still starting: its servers are ended by the worker's guard, and the run waits for it", async () => {
  const run = startRun({ PROBE_MODE: "setup" });
  const what = await run.started();
  process.kill(-run.child.pid!, "SIGINT");
  expect(await run.exited).toBe(130);
  expect(existsSync(run.file("teardown"))).toBe(false);
  expect(leftOf(what, run.child.pid!)).toEqual(NOTHING);
});

test("a second Ctrl-C while the fixture is stopping quits the runner; the run still waits for the worker's teardown", async () => {
  const run = startRun({ PROBE_MODE: "test", PROBE_HOLD_TEARDOWN: "1" });
  const what = await run.started();
  process.kill(-run.child.pid!, "SIGINT");
  expect(await eventually(() => existsSync(run.file("teardown")))).toBe(true);
  // Ctrl-C again (Playwright takes presses within a second of the last as one) until the runner
  // has quit; the fixture's teardown is still held.
  expect(
    await eventually(() => {
      if (running(what.runner)) process.kill(-run.child.pid!, "SIGINT");
      return !running(what.runner);
    }),
  ).toBe(true);
  expect(running(what.worker)).toBe(true);
  writeFileSync(run.file("release"), "");
  expect(await run.exited).toBe(130);
  expect(leftOf(what, run.child.pid!)).toEqual(NOTHING);
});

test("SIGTERM to the run's own process stops the tests the same way", async () => {
  const run = startRun({ PROBE_MODE: "test" });
  const what = await run.started();
  run.child.kill("SIGTERM");
  expect(await run.exited).toBe(143);
  expect(existsSync(run.file("teardown"))).toBe(true);
  expect(leftOf(what, run.child.pid!)).toEqual(NOTHING);
});

test("the end of the shell that started the run (npm's shell ends so on SIGTERM) stops the tests the same way", async () => {
  const run = startRun({ PROBE_MODE: "test" }, true);
  const what = await run.started();
  // The shell alone: the run is left without its parent and without a signal.
  run.child.kill("SIGKILL");
  await run.exited;
  // The run's own process, left in the shell's group, ends once all of the run has.
  expect(await eventually(() => groupMembers(run.child.pid!).length === 0)).toBe(true);
  expect(existsSync(run.file("teardown"))).toBe(true);
  expect(leftOf(what, run.child.pid!)).toEqual(NOTHING);
});
