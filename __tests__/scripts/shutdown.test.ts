// The server's drain (scripts/lib/shutdown.mjs) on a plain HTTP server: once it begins, the
// process is marked draining, new connections are refused, every request in flight gets its
// answer (with `Connection: close`), a request arriving on a kept-alive connection is still
// answered, idle connections are closed once quiet, and the shutdown hooks run, flush before
// close. A request still running when the grace ends is cut off and counted. The defaults agree
// with lib/config/variables.ts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { VARIABLES } from "@/lib/config/variables";
import { isDraining, lifecycle, onShutdown, shutdownHooks } from "@/lib/process/lifecycle";
import { addressText, drain, listenHost, runShutdownHooks, shutdownGraceMs, trackConnections, type Hook } from "@/scripts/lib/shutdown.mjs";

jest.setTimeout(30_000);

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A server whose /slow requests wait until `release()`; /state answers whether it drains. */
async function serverWithSlowRequests() {
  const waiting: (() => void)[] = [];
  let arrived = 0;
  const arrivals: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    if (req.url === "/state") {
      res.end(JSON.stringify({ draining: isDraining() }));
      return;
    }
    arrived++;
    arrivals.splice(0).forEach((wake) => wake());
    waiting.push(() => res.end("done"));
  });
  const tracked = trackConnections(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    tracked,
    port,
    /** Resolves once `count` slow requests have arrived. */
    async arrived(count: number): Promise<void> {
      while (arrived < count) await new Promise<void>((wake) => arrivals.push(wake));
    },
    release(): void {
      waiting.splice(0).forEach((finish) => finish());
    },
  };
}

function get(port: number, path: string, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on("error", reject);
  });
}

const hooksRan: string[] = [];
const hooks: Hook[] = [
  { name: "database", phase: "close", run: async () => void hooksRan.push("database") },
  { name: "audit", phase: "flush", run: async () => void hooksRan.push("audit") },
];
const quiet = { log: () => {}, error: () => {} };

beforeEach(() => {
  hooksRan.length = 0;
  lifecycle().draining = false;
});

afterAll(() => {
  lifecycle().draining = false;
});

describe("a drain", () => {
  it("answers every request in flight, refuses new connections, then runs the hooks, flush first", async () => {
    const app = await serverWithSlowRequests();
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A kept-alive connection, idle when the drain begins.
      expect(await get(app.port, "/state", keptAlive)).toMatchObject({ status: 200, body: '{"draining":false}', connection: "keep-alive" });
      const inFlight = Array.from({ length: 12 }, () => get(app.port, "/slow"));
      await app.arrived(12);

      const drained = drain(app.server, app.tracked, { graceMs: 20_000, quietMs: 60_000, hooks, log: quiet });
      expect(isDraining()).toBe(true);
      await expect(get(app.port, "/state")).rejects.toMatchObject({ code: "ECONNREFUSED" });
      // The idle kept-alive connection still carries a request, answered and then closed.
      expect(await get(app.port, "/state", keptAlive)).toEqual({ status: 200, body: '{"draining":true}', connection: "close" });
      expect(hooksRan).toEqual([]);

      app.release();
      const answers = await Promise.all(inFlight);
      expect(answers).toEqual(Array(12).fill({ status: 200, connection: "close", body: "done" }));
      expect(await drained).toEqual({ cutOff: 0, failedHooks: [] });
      expect(hooksRan).toEqual(["audit", "database"]);
    } finally {
      keptAlive.destroy();
    }
  });

  it("ends at once when no connection is open", async () => {
    const app = await serverWithSlowRequests();
    // Ten minutes of quiet and grace: only an empty server lets the drain end within the test's time.
    expect(await drain(app.server, app.tracked, { graceMs: 600_000, quietMs: 600_000, hooks, log: quiet })).toEqual({ cutOff: 0, failedHooks: [] });
    expect(hooksRan).toEqual(["audit", "database"]);
  });

  it("closes a kept-alive connection that carries no request once no request has come for a while", async () => {
    const app = await serverWithSlowRequests();
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await get(app.port, "/state", keptAlive);
      const [socket] = app.tracked.connections;
      const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
      expect(await drain(app.server, app.tracked, { graceMs: 600_000, quietMs: 50, hooks, log: quiet })).toEqual({ cutOff: 0, failedHooks: [] });
      await closed;
      expect(app.tracked.connections.size).toBe(0);
    } finally {
      keptAlive.destroy();
    }
  });

  it("cuts off what is still running when the grace ends, and says how much", async () => {
    const app = await serverWithSlowRequests();
    const stuck = get(app.port, "/slow");
    await app.arrived(1);
    expect(await drain(app.server, app.tracked, { graceMs: 100, quietMs: 60_000, hooks, log: quiet })).toEqual({ cutOff: 1, failedHooks: [] });
    await expect(stuck).rejects.toMatchObject({ code: "ECONNRESET" });
    expect(hooksRan).toEqual(["audit", "database"]);
  });
});

describe("the shutdown hooks", () => {
  it("run what lib modules registered (lib/process/lifecycle.ts), one per name", async () => {
    const ran: string[] = [];
    onShutdown("test-hook", "flush", () => void ran.push("first"));
    onShutdown("test-hook", "flush", () => void ran.push("replaced"));
    expect(shutdownHooks().filter((hook) => hook.name === "test-hook")).toHaveLength(1);
    expect(await runShutdownHooks(undefined, 1_000, quiet)).toEqual([]);
    expect(ran).toEqual(["replaced"]);
  });

  it("name the ones that failed or took too long, and still run the others", async () => {
    const ran: string[] = [];
    const failed = await runShutdownHooks(
      [
        { name: "broken", phase: "flush", run: () => Promise.reject(new Error("no store")) },
        { name: "stuck", phase: "flush", run: () => new Promise<void>(() => {}) },
        { name: "database", phase: "close", run: () => void ran.push("database") },
      ],
      50,
      quiet,
    );
    expect(failed).toEqual(["broken", "stuck"]);
    expect(ran).toEqual(["database"]);
  });
});

describe("where it listens and how long it waits", () => {
  it("listens on HOSTNAME, else loopback, the default lib/config documents", () => {
    expect(listenHost({})).toBe("127.0.0.1");
    expect(listenHost({ HOSTNAME: " " })).toBe("127.0.0.1");
    expect(listenHost({ HOSTNAME: "0.0.0.0" })).toBe("0.0.0.0");
    expect(VARIABLES.HOSTNAME.defaultText).toBe(listenHost({}));
  });

  it("waits SHUTDOWN_GRACE_SECONDS, with the default lib/config documents", () => {
    expect(shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: "40" })).toBe(40_000);
    expect(shutdownGraceMs({})).toBe(Number(VARIABLES.SHUTDOWN_GRACE_SECONDS.defaultText) * 1000);
  });

  it("prints an address a browser can open", () => {
    expect(addressText("127.0.0.1", 3000)).toBe("http://127.0.0.1:3000");
    expect(addressText("::1", 3000)).toBe("http://[::1]:3000");
    expect(addressText("0.0.0.0", 3000)).toBe("http://localhost:3000 (every interface, 0.0.0.0)");
  });
});
