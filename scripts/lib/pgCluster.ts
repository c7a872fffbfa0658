// A throwaway PostgreSQL server: Debian's PostgreSQL (the `postgresql` package; .ci/run installs
// it where missing), a fresh cluster in a temporary directory on a free loopback port, trust
// authentication, removed afterwards. PostgreSQL refuses to run as root, so under root the server
// runs as the `postgres` user the package made. The audit store's tests and `npm run replicas`
// start one.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "initdb"))) : [];
  if (versions.length === 0) throw new Error("PostgreSQL is not installed: apt-get install postgresql (.ci/run does it)");
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PgCluster {
  url: string;
  stop(): void;
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), "audit-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  // Run a PostgreSQL tool as the user that may run it.
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, tool);
    const argv = asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  run("initdb", ["-D", data, "-A", "trust", "-U", "console", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start"]);
  return {
    url: `postgres://console@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
