// A process that starts what the scale and audit suites start — a PostgreSQL cluster and a
// process group whose leader has a child of its own — prints their pids and directories as one
// JSON line, then fails (`throw`, uncaught) or waits to be killed (`wait`), never stopping
// them itself. processCleanup.test.ts runs it to see that nothing it started outlives it.
//
//   node --import tsx __tests__/scripts/ownerOfServers.ts throw|wait
import { startGroup } from "../../scripts/lib/cleanup";
import { startPgCluster } from "../../scripts/lib/pgCluster";

async function main(): Promise<void> {
  const cluster = await startPgCluster();
  const group = startGroup("sh", ["-c", "sleep 600 & sleep 600; wait"], { stdio: "ignore" });
  const pgPid = Number((await import("node:fs")).readFileSync(`${cluster.dir}/data/postmaster.pid`, "utf8").split("\n")[0]);
  console.log(JSON.stringify({ group: group.child.pid, pgPid, dirs: [cluster.dir] }));
  if (process.argv[2] === "throw") throw new Error("a later step failed");
  await new Promise(() => setInterval(() => {}, 60_000));
}

void main();
