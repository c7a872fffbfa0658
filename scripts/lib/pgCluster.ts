// A throwaway PostgreSQL server: Debian's PostgreSQL (the `postgresql` package; .ci/run installs
// it where missing), a fresh cluster in a temporary directory on a free loopback port, trust
// authentication, removed afterwards. PostgreSQL refuses to run as root, so under root the server
// runs as the `postgres` user the package made. The audit store's tests and `npm run replicas`
// start one. pg_ctl leaves the server running on its own, so the server, its stop command and
// the directory are held (cleanup.ts) from the moment each exists: a failed start, or an owner
// that ends without stopping it, leaves no server and no directory.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { hold, processAlive } from "./cleanup";
import { postgresBinDir, requirePieces } from "./system.mjs";

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
  /** The cluster's directory (data and log), removed by stop(). */
  dir: string;
  stop(): void;
}

export async function startPgCluster(): Promise<PgCluster> {
  requirePieces(["postgresql"]);
  const bin = postgresBinDir()!;
  const dir = mkdtempSync(path.join(os.tmpdir(), "audit-pg-"));
  const heldDir = hold({ dir });
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  // A PostgreSQL tool as the user that may run it.
  const command = (tool: string, args: string[]) =>
    asRoot ? { command: "runuser", args: ["-u", "postgres", "--", path.join(bin, tool), ...args] } : { command: path.join(bin, tool), args };
  const run = (tool: string, args: string[]) => {
    const { command: file, args: argv } = command(tool, args);
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout || result.error?.message}`);
  };
  const stopCommand = command("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
  let heldServer: { release(): void } | null = null;
  try {
    if (asRoot) {
      const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
      chownSync(dir, uid, gid);
    }
    run("initdb", ["-D", data, "-A", "trust", "-U", "console", "--no-sync", "-E", "UTF8"]);
    const port = await freePort();
    // Held before the start: a start that times out may still leave a server running.
    heldServer = hold({ stop: stopCommand });
    run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start"]);
    // The server's own pid (postmaster.pid's first line), killed should the stop command fail.
    const pid = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
    heldServer.release();
    heldServer = hold({ stop: stopCommand, pid });
    const server = heldServer;
    return {
      url: `postgres://console@127.0.0.1:${port}/postgres`,
      dir,
      stop() {
        spawnSync(stopCommand.command, stopCommand.args, { stdio: "ignore" });
        if (processAlive(pid)) process.kill(pid, "SIGKILL");
        server.release();
        rmSync(dir, { recursive: true, force: true });
        heldDir.release();
      },
    };
  } catch (err) {
    if (heldServer) spawnSync(stopCommand.command, stopCommand.args, { stdio: "ignore" });
    heldServer?.release();
    rmSync(dir, { recursive: true, force: true });
    heldDir.release();
    throw err;
  }
}
