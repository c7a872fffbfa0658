// The guard of one process that starts servers (scripts/lib/cleanup.ts): started detached, in
// its own process group, so neither Ctrl-C at the terminal nor the end of its owner ends it.
// Every 250 ms it checks its owner; once the owner is gone (it failed, was interrupted or was
// killed before stopping what it started) it ends what the registry file lists, newest first:
// each process group (SIGTERM, SIGKILL after 10 s, as cleanup.ts does), each stop command and
// the server it stops (SIGKILL if still there), each directory; it removes the registry last,
// once all is done. It exits quietly when the registry file goes (the owner stopped everything
// itself) or on SIGTERM (the owner sends it then).
//
//   node scripts/lib/guard.mjs <owner pid> <registry file>
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const [owner, registry] = [Number(process.argv[2]), process.argv[3]];
process.on("SIGTERM", () => process.exit(0));
process.on("SIGINT", () => {});

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

function groupAlive(group) {
  try {
    process.kill(-group, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function endGroup(group) {
  try {
    process.kill(-group, "SIGTERM");
  } catch {
    return;
  }
  for (let waited = 0; waited < 10_000 && groupAlive(group); waited += 100) await sleep(100);
  try {
    process.kill(-group, "SIGKILL");
  } catch {
    // Already gone.
  }
}

async function cleanUp() {
  let entries = [];
  try {
    entries = JSON.parse(readFileSync(registry, "utf8"));
  } catch {
    // Nothing readable: nothing to end.
  }
  for (const entry of entries.reverse()) {
    if (entry.group) await endGroup(entry.group);
    if (entry.stop) spawnSync(entry.stop.command, entry.stop.args, { stdio: "ignore", timeout: 30_000 });
    if (entry.pid && alive(entry.pid)) {
      try {
        process.kill(entry.pid, "SIGKILL");
      } catch {
        // Gone meanwhile.
      }
    }
    if (entry.dir) rmSync(entry.dir, { recursive: true, force: true });
  }
  rmSync(registry, { force: true });
}

for (;;) {
  if (!existsSync(registry)) process.exit(0);
  if (!alive(owner)) {
    await cleanUp();
    process.exit(0);
  }
  await sleep(250);
}
