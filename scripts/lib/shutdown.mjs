// Where the console's server listens and how it stops (scripts/serve.mjs). It listens on
// HOSTNAME (127.0.0.1 unless told otherwise). On SIGTERM or SIGINT it drains:
//
// 1. the process is marked draining (globalThis, lib/process/lifecycle.ts): /readyz answers 503,
//    and every answer not yet begun carries `Connection: close`;
// 2. it stops accepting connections: a balancer's next attempt is refused, which nginx and others
//    retry on another replica even for a POST, since nothing was sent;
// 3. long-lived answers (the live lists' event streams) are ended by their drain hooks; requests
//    in flight finish, up to SHUTDOWN_GRACE_SECONDS; each answer closes its connection;
// 4. kept-alive connections with no request are closed once no request has come for a second (or
//    at once when none is open). Closing an idle connection races with a balancer that picks it
//    at that moment to send a request, which then fails and is not retried if it was a POST: the
//    pause lets the balancer notice the refused connections and move away first;
// 5. the shutdown hooks run: audit rows still being written settle ("flush"), then the database closed
//    ("close"); then the process exits, 0 when every request was answered and every hook ran.
//
// A second SIGINT (Ctrl-C pressed again) exits at once. A repeated SIGTERM is ignored: a
// supervisor may signal every process of a service, and a parent may pass the same one on.
import net from "node:net";
import { processKey } from "./processKey.mjs";

export const DEFAULT_HOSTNAME = "127.0.0.1";
export const DEFAULT_SHUTDOWN_GRACE_SECONDS = 25;
/** How long without a new request before idle kept-alive connections are closed (step 4). */
export const QUIET_MS = 1_000;
/** How long the shutdown hooks may take, after the grace for requests. */
export const HOOKS_MS = 5_000;
const CHECK_MS = 100;

const LIFECYCLE = processKey("lifecycle");
const HOOKS = processKey("shutdown-hooks");
const DRAIN_HOOKS = processKey("drain-hooks");

/** The address to listen on: HOSTNAME, else 127.0.0.1 (lib/config checks the value at start). */
export function listenHost(env = process.env) {
  const host = env.HOSTNAME?.trim();
  return host ? host : DEFAULT_HOSTNAME;
}

/** SHUTDOWN_GRACE_SECONDS in ms, else the default. */
export function shutdownGraceMs(env = process.env) {
  const text = env.SHUTDOWN_GRACE_SECONDS?.trim();
  const seconds = text && /^[0-9]+$/.test(text) ? Number(text) : DEFAULT_SHUTDOWN_GRACE_SECONDS;
  return seconds * 1000;
}

/** The address to print for `host` and `port`. */
export function addressText(host, port) {
  if (host === "0.0.0.0" || host === "::") return `http://localhost:${port} (every interface, ${host})`;
  return `http://${net.isIPv6(host) ? `[${host}]` : host}:${port}`;
}

/** The process's lifecycle, shared with the route handlers (lib/process/lifecycle.ts). */
export function lifecycle() {
  const holder = globalThis;
  if (!(LIFECYCLE in holder)) holder[LIFECYCLE] = { draining: false };
  return holder[LIFECYCLE];
}

/** The hooks lib modules registered (lib/process/lifecycle.ts `onShutdown`). */
function registeredHooks() {
  const hooks = globalThis[HOOKS];
  return Array.isArray(hooks) ? hooks : [];
}

/** Runs what lib modules registered to run as a drain begins (lib/process/lifecycle.ts `onDrain`):
 * long-lived answers end, so step 3 need not wait out the grace for them. */
function runDrainHooks(log = console) {
  const hooks = globalThis[DRAIN_HOOKS];
  if (!(hooks instanceof Map)) return;
  for (const [name, run] of hooks) {
    try {
      run();
    } catch (err) {
      log.error(`[shutdown] ${name} failed: ${err instanceof Error ? err.message : err}`);
    }
  }
}

/** Listens on `host`:`port`; resolves once listening, exits naming the address when it cannot. */
export function listen(server, port, host) {
  return new Promise((resolve) => {
    const failed = (err) => {
      console.error(`The console cannot listen on ${host}:${port}: ${err.message}`);
      process.exit(1);
    };
    server.once("error", failed);
    server.listen(port, host, () => {
      server.off("error", failed);
      resolve();
    });
  });
}

/**
 * Follows `server`'s connections and requests, so that a drain knows what is open and in flight.
 * Call before the server listens.
 */
export function trackConnections(server) {
  /** Open connections. */
  const connections = new Set();
  /** Answers not yet finished. */
  const inFlight = new Set();
  const tracked = { connections, inFlight, lastRequestAt: performance.now(), closing: false, changed: () => {} };
  server.on("connection", (socket) => {
    connections.add(socket);
    socket.once("close", () => {
      connections.delete(socket);
      tracked.changed();
    });
  });
  // Before the console's own listener, so the header is there before anything is written.
  server.prependListener("request", (req, res) => {
    tracked.lastRequestAt = performance.now();
    inFlight.add(res);
    if (tracked.closing) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight.delete(res);
      tracked.changed();
    });
  });
  return tracked;
}

/** Waits for the requests in flight and closes every connection; resolves to how many requests
 * were cut off at the end of the grace. */
function settle(tracked, graceMs, quietMs) {
  const { connections, inFlight } = tracked;
  const deadline = performance.now() + graceMs;
  return new Promise((resolve) => {
    let timer = null;
    const done = (cutOff) => {
      clearInterval(timer);
      tracked.changed = () => {};
      resolve(cutOff);
    };
    const check = () => {
      if (connections.size === 0) return done(0);
      const now = performance.now();
      if (now >= deadline) {
        const cutOff = inFlight.size;
        for (const socket of connections) socket.destroy();
        return done(cutOff);
      }
      if (inFlight.size === 0 && now - tracked.lastRequestAt >= quietMs) {
        // Idle, and no balancer has sent anything for a while: nothing more is coming.
        for (const socket of connections) socket.destroy();
        return done(0);
      }
    };
    tracked.changed = check;
    timer = setInterval(check, CHECK_MS);
    check();
  });
}

function withinTime(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Runs the registered hooks, "flush" ones before "close" ones; resolves to the names that failed. */
export async function runShutdownHooks(hooks = registeredHooks(), ms = HOOKS_MS, log = console) {
  const failed = [];
  for (const phase of ["flush", "close"]) {
    const due = hooks.filter((hook) => hook.phase === phase);
    const results = await Promise.allSettled(due.map((hook) => withinTime(Promise.resolve().then(() => hook.run()), ms, hook.name)));
    results.forEach((result, i) => {
      if (result.status === "fulfilled") return;
      failed.push(due[i].name);
      log.error(`[shutdown] ${due[i].name} failed: ${result.reason instanceof Error ? result.reason.message : result.reason}`);
    });
  }
  return failed;
}

/**
 * Drains `server` (followed by `tracked`, from trackConnections) as the header says; resolves to
 * how many requests were cut off and which hooks failed. Does not exit.
 */
export async function drain(server, tracked, options = {}) {
  const graceMs = options.graceMs ?? shutdownGraceMs();
  const quietMs = options.quietMs ?? QUIET_MS;
  lifecycle().draining = true;
  tracked.closing = true;
  for (const res of tracked.inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
  // net.Server's close, not http.Server's: that one also closes idle kept-alive connections at
  // once, the race of step 4.
  net.Server.prototype.close.call(server);
  runDrainHooks(options.log);
  tracked.lastRequestAt = performance.now();
  const cutOff = await settle(tracked, graceMs, quietMs);
  const failedHooks = await runShutdownHooks(options.hooks, options.hooksMs, options.log);
  return { cutOff, failedHooks };
}

/** Drains on the first SIGTERM or SIGINT, then exits; a second SIGINT exits at once. */
export function drainOnSignals(server, tracked, options = {}) {
  const log = options.log ?? console;
  let first = null;
  const onSignal = (signal) => {
    if (first !== null) {
      if (signal !== "SIGINT") return;
      log.error("[shutdown] SIGINT again: exiting without waiting");
      process.exit(1);
    }
    first = signal;
    const graceMs = options.graceMs ?? shutdownGraceMs();
    log.log(`[shutdown] ${signal}: draining (${tracked.inFlight.size} request(s) in flight, up to ${graceMs / 1000} s)`);
    drain(server, tracked, { ...options, graceMs }).then(
      ({ cutOff, failedHooks }) => {
        if (cutOff > 0) log.error(`[shutdown] ${cutOff} request(s) cut off after ${graceMs / 1000} s`);
        log.log("[shutdown] done");
        process.exit(cutOff === 0 && failedHooks.length === 0 ? 0 : 1);
      },
      (err) => {
        log.error("[shutdown] failed:", err);
        process.exit(1);
      },
    );
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, onSignal);
}
