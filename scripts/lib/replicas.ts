// Two console replicas behind a real load balancer, on loopback: a throwaway PostgreSQL server,
// one embedded upstream (both replicas must talk to the same one), two console servers
// (scripts/serve.mjs) with the same secret and DATABASE_URL, and Debian's nginx in front of
// them, round robin without sticky sessions. Used by `npm run replicas` and the e2e run through
// the balancer; each answer names the replica that gave it (X-Console-Replica), so a test can
// see both served; `restart(i)` drains one replica and starts it again on its port, as a rolling
// restart does. PostgreSQL and nginx are checked for before anything starts; a step that
// fails stops every part started before it, and each part is held (cleanup.ts) so an owner that
// ends without stopping them leaves nothing running either.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startConsole, startUpstream, type RunningProcess } from "../bench/processes";
import { hold, startGroup } from "./cleanup";
import { startPgCluster } from "./pgCluster";
import { nginxPath, requirePieces } from "./system.mjs";

export interface Replicas {
  /** The balancer's address: what a browser opens. */
  url: string;
  upstream: RunningProcess;
  replicas: RunningProcess[];
  /** Stops replica `index` with SIGTERM (it drains), waits for it to exit, and starts it again on
   * the same port with the same environment; resolves to the old one's exit code. */
  restart(index: number): Promise<number | null>;
  stop(): Promise<void>;
}

function nginxConfig(dir: string, port: number, backends: string[]): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 200m;
  upstream console {
${backends.map((b) => `    server ${b} max_fails=1 fail_timeout=5s;`).join("\n")}
    # Kept-alive connections to the replicas: a draining replica answers each with
    # "Connection: close" and refuses new ones, so nginx's next request to it is refused before
    # anything is sent and goes to the other replica. Without them every request opens a
    # connection, and a POST waiting in the replica's accept queue as it stops listening is reset
    # after it was sent, which nginx cannot retry (docs/operations.md, Draining). nginx closes
    # an idle one after 60 s, before the console would (65 s).
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    # The live lists' event streams: passed on as each event comes (no buffering, which the
    # console also asks for with X-Accel-Buffering: no), and held open far longer than the 60 s
    # default read timeout, though the console writes at least every 15 s. A stream whose replica
    # stops ends, and the browser reconnects through nginx to the other replica.
    location = /api/live {
      proxy_pass http://console;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout;
      add_header X-Console-Replica $upstream_addr always;
    }
    location / {
      proxy_pass http://console;
      proxy_http_version 1.1;
      # HTTP/1.1 without "Connection: close", for the kept-alive connections above.
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      # Tried on the other replica: a request whose connection failed before it was sent (a
      # replica draining or down refuses it), and a read that failed or timed out. Not a POST
      # once sent (no non_idempotent): it may have reached the upstream, and sent again it would
      # be done twice. Not the console's own 502 or 504 (http_502): they report the upstream,
      # which both replicas share, and with max_fails=1 they would mark both down.
      proxy_next_upstream error timeout;
      add_header X-Console-Replica $upstream_addr always;
    }
  }
}
`;
}

async function startNginx(port: number, backends: string[]): Promise<{ stop(): Promise<void> }> {
  requirePieces(["nginx"]);
  const dir = mkdtempSync(path.join(os.tmpdir(), "console-lb-"));
  const heldDir = hold({ dir });
  const removeDir = () => {
    rmSync(dir, { recursive: true, force: true });
    heldDir.release();
  };
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig(dir, port, backends));
  const nginx = startGroup(nginxPath()!, ["-c", conf, "-p", dir, "-g", "daemon off; user root;"], { stdio: ["ignore", "ignore", "inherit"] });
  let ended: string | null = null;
  nginx.exited.then(
    (code) => (ended = `nginx exited with ${code}`),
    (err: Error) => (ended = `nginx could not start: ${err.message}`),
  );
  const deadline = Date.now() + 15_000;
  try {
    for (;;) {
      if (ended !== null) throw new Error(ended);
      try {
        await fetch(`http://127.0.0.1:${port}/api/auth/providers`).then((r) => r.arrayBuffer());
        break;
      } catch {
        if (Date.now() > deadline) throw new Error("nginx did not answer within 15 s");
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  } catch (err) {
    await nginx.stop("SIGQUIT");
    removeDir();
    throw err;
  }
  return {
    async stop() {
      // SIGQUIT: nginx's graceful shutdown.
      await nginx.stop("SIGQUIT");
      removeDir();
    },
  };
}

export interface ReplicaOptions {
  /** Environment of the embedded upstream (token lifetime, lock limits). */
  upstreamEnv?: Record<string, string>;
  /** Environment of both replicas, beyond what they must share. */
  consoleEnv?: Record<string, string>;
}

export async function startReplicas(options: ReplicaOptions = {}): Promise<Replicas> {
  // What is missing is said before anything starts.
  requirePieces(["postgresql", "nginx"]);
  const started: { stop(): Promise<void> | void }[] = [];
  const stopAll = async () => {
    for (const part of started.splice(0).reverse()) await part.stop();
  };
  try {
    const cluster = await startPgCluster();
    started.push(cluster);
    const lbPort = await freePort();
    const url = `http://127.0.0.1:${lbPort}`;
    const upstream = await startUpstream(options.upstreamEnv);
    started.push(upstream);
    const shared = { ...options.consoleEnv, UPSTREAM_URL: upstream.url, DATABASE_URL: cluster.url, NEXTAUTH_URL: url, TRUST_PROXY: "1" };
    // Both at once; both settle before going on, so one failing leaves the other to be stopped.
    const settled = await Promise.allSettled([startConsole(shared), startConsole(shared)]);
    const replicas = settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    started.push(...replicas);
    const failed = settled.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    const nginx = await startNginx(lbPort, replicas.map((r) => new URL(r.url).host));
    started.push(nginx);
    const restart = async (index: number): Promise<number | null> => {
      const old = replicas[index];
      await old.stop();
      const code = await old.exited;
      const fresh = await startConsole(shared, { port: Number(new URL(old.url).port) });
      started.push(fresh);
      replicas[index] = fresh;
      return code;
    };
    return { url, upstream, replicas, restart, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
