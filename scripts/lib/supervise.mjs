// Runs one command of a test run (a suite of `npm test`, Playwright's runner) so that nothing of
// it outlives this process: the command leads a process group of its own, a stop meant for the
// run is passed on to it, and once it has exited this waits for the rest of its group and for
// the guards of what it started (cleanup.ts writes their registries to `guardDir`, given to the
// command as CONSOLE_GUARD_DIR) before answering its exit status.
//
// A stop is Ctrl-C (SIGINT), SIGTERM, SIGHUP, or the end of this process's parent: npm passes
// SIGTERM on to the shell that runs a script, and the shell ends without passing it further,
// so the parent's end is the only sign this process gets. `passOn` says what each becomes.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any process of the process group `group` is still there. */
export function groupAlive(group) {
  try {
    process.kill(-group, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

/** The guard registries (and registries being written) still in `dir`. */
export function guardRegistries(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => name.startsWith("console-guard-"));
}

const CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/**
 * Runs `command` as the leader of a new process group; answers its exit status (128 + the
 * signal's number when a signal ended it, 130/143/129 when this process was asked to stop)
 * once none of its group is left and no guard registry is left in `guardDir`.
 *
 * `passOn(reason)` answers `{ signal, to }` for a stop (`reason`: SIGINT, SIGTERM, SIGHUP or
 * "parent"): the signal to send, to the leader alone ("leader") or to its whole group ("group").
 * `waiting` is printed once when the group or the guards outlast the leader by a moment.
 *
 * `abort`, an AbortSignal, stops the command as SIGTERM does (a suite beside it has failed).
 *
 * `ownGroup: false` keeps the command in this process's group instead, for one that reads the
 * terminal (a process group in the background is stopped when it does): Ctrl-C then reaches it
 * from the terminal and is not passed on again, and only the guards are waited for.
 */
export async function supervise(command, args, { cwd, env = process.env, stdio = "inherit", guardDir, passOn, waiting, leftoverMs = 120_000, ownGroup = true, abort }) {
  const child = spawn(command, args, { cwd, env: { ...env, CONSOLE_GUARD_DIR: guardDir }, stdio, detached: ownGroup });
  let stopReason = null;
  const stop = (reason) => {
    stopReason ??= reason === "parent" ? "SIGTERM" : reason;
    if (!ownGroup && reason === "SIGINT") return;
    const { signal, to } = passOn(reason);
    if (!child.pid) return;
    // A command in this process's group is signalled alone: its group is this process's too.
    const toGroup = ownGroup && to === "group";
    // Once the leader has exited its pid may be another process's: only its group, while the
    // group is there (which keeps the number taken), is still this command's.
    const leaderGone = child.exitCode !== null || child.signalCode !== null;
    if (leaderGone && (!toGroup || !groupAlive(child.pid))) return;
    try {
      process.kill(toGroup ? -child.pid : child.pid, signal);
    } catch {
      // Already gone: what is left of its group is waited for below.
    }
  };
  const handlers = ["SIGINT", "SIGTERM", "SIGHUP"].map((signal) => {
    const handler = () => stop(signal);
    process.on(signal, handler);
    return [signal, handler];
  });
  const onAbort = () => stop("SIGTERM");
  abort?.addEventListener("abort", onAbort);
  const parent = process.ppid;
  const parentWatch = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(parentWatch);
      stop("parent");
    }
  }, 500);

  const code = await new Promise((resolve) => {
    child.once("error", (err) => {
      console.error(err.message);
      resolve(1);
    });
    child.once("exit", (exitCode, signal) => resolve(exitCode ?? 128 + ((signal && { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal]) || 1)));
  });

  // A process of the group that outlives its leader (a test worker still closing its browser
  // after a second Ctrl-C), then the guards ending what an owner that died had started.
  let told = false;
  const deadline = Date.now() + leftoverMs;
  const groupLeft = () => ownGroup && child.pid !== undefined && groupAlive(child.pid);
  const pending = () => groupLeft() || guardRegistries(guardDir).length > 0;
  for (let waited = 0; pending() && Date.now() < deadline; waited += 100) {
    if (waited === 2_000 && waiting && !told) {
      told = true;
      console.error(waiting);
    }
    await sleep(100);
  }
  if (groupLeft()) {
    console.error(`Ending what is left of ${command} ${args.join(" ")} after ${leftoverMs / 1000} s.`);
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Gone meanwhile.
    }
  }
  const left = guardRegistries(guardDir);
  if (left.length > 0) console.error(`Guards still holding servers after ${leftoverMs / 1000} s: ${left.join(", ")} in ${guardDir}`);

  clearInterval(parentWatch);
  abort?.removeEventListener("abort", onAbort);
  for (const [signal, handler] of handlers) process.off(signal, handler);
  return stopReason ? CODES[stopReason] : code;
}
