// Starts and stops the processes `npm run bench` measures and the scale suite runs against: the
// embedded upstream over HTTP and the built console, each on a free loopback port, each in its
// own process group held until stopped (../lib/cleanup.ts): a start that fails or a process
// that ends early leaves nothing behind.
import { closeSync, openSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { serverArgs } from "../lib/serverArgs.mjs";
import { startGroup, type Group } from "../lib/cleanup";

export const ROOT = path.resolve(__dirname, "..", "..");
export const SECRET = "bench-only-secret-0123456789abcdef0123";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// A process starts in seconds; a machine busy with other work can take a minute or more.
const START_LIMIT_MS = 180_000;

async function waitFor(url: string, group: Group): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  let ended: string | null = null;
  group.exited.then(
    (code) => (ended = `exited with ${code}`),
    (err: Error) => (ended = `could not start: ${err.message}`),
  );
  while (Date.now() < deadline) {
    if (ended !== null) throw new Error(`process for ${url} ${ended}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer within ${START_LIMIT_MS / 1000} s`);
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** A server in a process of its own. */
export interface RunningProcess extends Running {
  /** Ends it with SIGTERM (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** Sends `signal` to the process and returns at once. */
  signal(signal: NodeJS.Signals): void;
  /** Settles when it has exited, with its exit code. */
  exited: Promise<number | null>;
}

async function start(args: string[], env: Record<string, string>, readyUrl: string, url: string, logFile?: string): Promise<RunningProcess> {
  // Standard output is the process's log: into `logFile` when given (a test reads it), else dropped.
  const out = logFile ? openSync(logFile, "w") : "ignore";
  const group = startGroup(process.execPath, args, { cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env }, stdio: ["ignore", out, "inherit"] });
  if (typeof out === "number") closeSync(out);
  try {
    await waitFor(readyUrl, group);
  } catch (err) {
    await group.stop();
    throw err;
  }
  return { url, stop: () => group.stop(), signal: (signal) => void group.child.kill(signal), exited: group.exited };
}

export async function startUpstream(env: Record<string, string> = {}): Promise<RunningProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  return start([path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/upstream.ts"], { ...env, UPSTREAM_PORT: String(port), SIM_STATE_FILE: "" }, `${base}/__sim/log`, `${base}/api/v1`);
}

/** The built console on `port` (a free one when not given), listening on loopback; its log
 * (standard output) goes to `logFile` when one is named. */
export async function startConsole(env: Record<string, string> = {}, { port, logFile }: { port?: number; logFile?: string } = {}): Promise<RunningProcess> {
  const at = port ?? (await freePort());
  const base = `http://127.0.0.1:${at}`;
  return start(
    serverArgs(ROOT, at),
    // The audit trail in memory unless a bench names a directory: never the developer's own.
    // HOSTNAME: loopback, where this address and nginx reach it, whatever the environment says.
    { NEXTAUTH_SECRET: SECRET, NEXTAUTH_URL: base, SIM_STATE_FILE: "", AUDIT_PGLITE_DIR: "", ...env, HOSTNAME: "127.0.0.1" },
    `${base}/api/auth/providers`,
    base,
    logFile,
  );
}
