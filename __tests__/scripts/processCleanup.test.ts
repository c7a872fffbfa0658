// What the suites' helpers start does not outlive them: a process group ends with every process
// in it, and an owner that fails after starting a PostgreSQL cluster and a process group, or is
// killed outright (an interrupted runner kills its workers so), leaves no process and no
// temporary directory behind — its guard ends them.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { startGroup } from "@/scripts/lib/cleanup";
import { groupMembers, running } from "../liveProcesses";

async function eventually(check: () => boolean, ms = 30_000): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) if (check()) return true;
  return check();
}

const owners: ChildProcess[] = [];
// Whatever a failed assertion left running is not left to the next suite.
afterAll(() => {
  for (const owner of owners) if (owner.exitCode === null && owner.signalCode === null) owner.kill("SIGKILL");
});

interface Started {
  group: number;
  pgPid: number;
  dirs: string[];
}

/** Runs ownerOfServers.ts in `mode`; answers what it started, once it has printed it. */
function startOwner(mode: "throw" | "wait") {
  // tsx as a loader, not its CLI: the CLI runs the script in a child of its own, which a kill of the CLI would not reach.
  const owner = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "ownerOfServers.ts"), mode], { cwd: process.cwd(), stdio: ["ignore", "pipe", "pipe"] });
  owners.push(owner);
  let out = "";
  let err = "";
  owner.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => owner.once("exit", (code) => resolve(code)));
  const started = new Promise<Started>((resolve, reject) => {
    owner.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(JSON.parse(line) as Started);
    });
    void exited.then(() => reject(new Error(`the owner ended before starting anything: ${err}`)));
  });
  return { owner, started, exited, stderr: () => err };
}

async function expectNothingLeft(started: Started): Promise<void> {
  expect(await eventually(() => groupMembers(started.group).length === 0 && !running(started.pgPid) && started.dirs.every((dir) => !existsSync(dir)))).toBe(true);
  expect({ group: groupMembers(started.group), postgres: running(started.pgPid), dirs: started.dirs.filter(existsSync) }).toEqual({ group: [], postgres: false, dirs: [] });
}

test("stopping a process group ends its leader and the leader's own child", async () => {
  const group = startGroup("sh", ["-c", "sleep 600 & sleep 600; wait"], { stdio: "ignore" });
  const leader = group.child.pid!;
  expect(await eventually(() => groupMembers(leader).length >= 3)).toBe(true);
  await group.stop();
  expect(await eventually(() => groupMembers(leader).length === 0)).toBe(true);
});

test("a program that cannot be started rejects its group's exit, and nothing is thrown elsewhere", async () => {
  const group = startGroup("/nonexistent/program", [], { stdio: "ignore" });
  await expect(group.exited).rejects.toThrow(/ENOENT/);
  await group.stop();
});

test("an owner that throws after starting PostgreSQL and a process group leaves nothing running and no directory", async () => {
  const { started, exited, stderr } = startOwner("throw");
  const what = await started;
  expect(what.dirs.every(existsSync)).toBe(true);
  expect(running(what.pgPid)).toBe(true);
  expect(await exited).not.toBe(0);
  expect(stderr()).toContain("a later step failed");
  await expectNothingLeft(what);
});

test("an owner killed outright (SIGKILL) leaves nothing running and no directory", async () => {
  const { owner, started, exited } = startOwner("wait");
  const what = await started;
  expect(groupMembers(what.group).length).toBeGreaterThan(0);
  owner.kill("SIGKILL");
  await exited;
  await expectNothingLeft(what);
});
