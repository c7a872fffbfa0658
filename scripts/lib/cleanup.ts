// What a process starts that must not outlive it: child process groups, servers stopped by a
// command (PostgreSQL's pg_ctl), temporary directories. Each is held here until its owner stops
// it. Children start in their own process group (`detached`), so Ctrl-C at the terminal does
// not reach them and ending the group ends all of a child's own children (tsx's, nginx's
// workers). Whatever is still held when this process ends without stopping it (a step threw
// uncaught, the runner was interrupted or killed its worker) is ended by a guard process
// (guard.mjs) watching this one through a registry file, written to CONSOLE_GUARD_DIR when that
// names a directory (scripts/lib/supervise.mjs waits there until every guard is done), else to
// the temporary directory. A CLI also ends everything itself on SIGINT/SIGTERM (endAllOnSignals).
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface Held {
  /** A process group to end (its leader's pid). */
  group?: number;
  /** A command that stops a server this process does not parent (run once, synchronously). */
  stop?: { command: string; args: string[] };
  /** A process to kill if it is still there after the stop command. */
  pid?: number;
  /** A directory to remove. */
  dir?: string;
}

interface Entry extends Held {
  id: number;
}

const entries: Entry[] = [];
/** Everything held since this process started, released or not: what a test checks is gone. */
const history: Held[] = [];
let registry: string | null = null;
let guard: ChildProcess | null = null;
let nextId = 1;

function registryDir(): string {
  const dir = process.env.CONSOLE_GUARD_DIR;
  return dir && existsSync(dir) ? dir : os.tmpdir();
}

function writeRegistry(): void {
  if (entries.length === 0) {
    if (registry) rmSync(registry, { force: true });
    registry = null;
    // Nothing left to guard: the guard ends now rather than at its next look.
    if (guard && guard.exitCode === null && guard.signalCode === null) guard.kill("SIGTERM");
    guard = null;
    return;
  }
  const fresh = registry === null;
  registry ??= path.join(registryDir(), `console-guard-${process.pid}-${randomUUID()}.json`);
  // Whole or not at all: the guard may read it at any moment.
  const partial = `${registry}.${randomUUID()}`;
  writeFileSync(partial, JSON.stringify(entries));
  renameSync(partial, registry);
  if (fresh) {
    guard = spawn(process.execPath, [path.join(__dirname, "guard.mjs"), String(process.pid), registry], { detached: true, stdio: "ignore" });
    guard.unref();
  }
}

/** Holds `what` until the answer's `release()`; ended by the guard if this process ends first. */
export function hold(what: Held): { release(): void } {
  const entry = { ...what, id: nextId++ };
  entries.push(entry);
  history.push(what);
  writeRegistry();
  return {
    release() {
      const at = entries.indexOf(entry);
      if (at === -1) return;
      entries.splice(at, 1);
      writeRegistry();
    },
  };
}

/** Everything this process has held, in order. */
export function heldSoFar(): readonly Held[] {
  return history;
}

function signalGroup(group: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

/** Whether any process of the group `group` is still there. */
export function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function endGroup(group: number, signal: NodeJS.Signals = "SIGTERM", graceMs = 10_000): Promise<void> {
  if (!signalGroup(group, signal)) return;
  for (let waited = 0; waited < graceMs && groupAlive(group); waited += 50) await sleep(50);
  signalGroup(group, "SIGKILL");
}

async function end(what: Held): Promise<void> {
  if (what.group) await endGroup(what.group);
  if (what.stop) spawnSync(what.stop.command, what.stop.args, { stdio: "ignore", timeout: 30_000 });
  if (what.pid && processAlive(what.pid)) process.kill(what.pid, "SIGKILL");
  if (what.dir) rmSync(what.dir, { recursive: true, force: true });
}

/** Ends everything still held, newest first. */
export async function endAll(): Promise<void> {
  while (entries.length > 0) {
    const entry = entries.pop()!;
    await end(entry);
  }
  writeRegistry();
}

/** For a CLI: on SIGINT or SIGTERM, end everything still held and exit (130 or 143). */
export function endAllOnSignals(): void {
  let ending = false;
  const onSignal = (code: number) => () => {
    if (ending) return;
    ending = true;
    console.error("Stopping what was started…");
    void endAll().finally(() => process.exit(code));
  };
  process.on("SIGINT", onSignal(130));
  process.on("SIGTERM", onSignal(143));
}

export interface Group {
  child: ChildProcess;
  /** Settles when the program could not be started (rejects) or its leader exited (its code). */
  exited: Promise<number | null>;
  /** Ends the group (`signal`, SIGKILL after 10 s) and releases it. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `command` as the leader of a new process group, held until stopped. */
export function startGroup(command: string, args: string[], options: SpawnOptions = {}): Group {
  const child = spawn(command, args, { ...options, detached: true });
  const held = child.pid ? hold({ group: child.pid }) : { release() {} };
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", (err) => {
      held.release();
      reject(err);
    });
    child.once("exit", (code) => resolve(code));
  });
  // A failure to start is the caller's to see through `exited`, never an uncaught error.
  exited.catch(() => {});
  return {
    child,
    exited,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.pid) {
        if (child.exitCode === null && child.signalCode === null) await endGroup(child.pid, signal);
        // The leader may be gone and a child of its still there.
        signalGroup(child.pid, "SIGKILL");
      }
      held.release();
    },
  };
}
