// GET /api/live?region=…&list=instances|dbinstances: the live list's event stream. It passes the
// BFF's session steps (signed in, two-factor, role re-read, gate; lib/bff/sessionGate) as a read
// of that list would, then stays open: `changes` events (id = the update's id) carry the rows
// added, changed or removed; `tick` events say when the list was last read; `resync` asks the
// browser to read the whole list (what it missed is no longer kept); `end` says why the stream
// ends (its session ended, or the process drains and the browser should reconnect elsewhere).
// The session steps run again on every poll, so a revoked or ended sign-in's stream ends within
// one interval.
import "server-only";
import type { NextRequest } from "next/server";
import type { JWT } from "next-auth/jwt";
import { api } from "@/lib/contract";
import { consoleApi } from "@/lib/contract/console";
import { checkSession } from "@/lib/bff/sessionGate";
import { config } from "@/lib/config";
import { bffError, MESSAGES } from "@/lib/http/respond";
import { isDraining } from "@/lib/process/lifecycle";
import type { SessionCredentials } from "@/lib/session/credentials";
import { consoleQuery } from "../consoleInput";
import { topicOf } from "./bus";
import { frame, type Watcher } from "./hub";
import { liveHub } from "./liveHub";

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
const DRAINING = "The console is restarting. The list reconnects by itself.";

function credsOf(session: JWT): SessionCredentials {
  return { sid: session.sid, accessToken: String(session.accessToken), refreshToken: typeof session.refreshToken === "string" ? session.refreshToken : null };
}

export async function handleLive(req: NextRequest): Promise<Response> {
  const list = req.nextUrl.searchParams.get("list") === "dbinstances" ? "dbinstances" : "instances";
  const endpoint = list === "instances" ? api.listInstances : api.listDbInstances;
  const gated = await checkSession(req, endpoint);
  if (!gated.ok) return bffError(gated.status, gated.message || MESSAGES.signIn);
  const query = consoleQuery(consoleApi.live, req);
  if (!query.ok) return query.res;
  if (isDraining()) return bffError(503, DRAINING);

  const hub = liveHub();
  let session = gated.session;
  const topic = topicOf(query.value.list, query.value.region, config().live.shared ? undefined : session.sid);
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  let unwatch: (() => void) | null = null;
  let keepAlive: ReturnType<typeof setInterval> | null = null;

  const finish = () => {
    if (closed) return;
    closed = true;
    if (keepAlive) clearInterval(keepAlive);
    unwatch?.();
    try {
      controller?.close();
    } catch {
      // Already closed by the browser's leaving.
    }
  };
  const write = (text: string) => {
    if (closed || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      finish();
    }
  };
  const watcher: Watcher = {
    sid: session.sid,
    creds: credsOf(session),
    async check() {
      const again = await checkSession(req, endpoint, session);
      if (!again.ok) return null;
      session = again.session;
      return credsOf(session);
    },
    send: write,
    close(last) {
      if (last) write(last);
      finish();
    },
  };

  const body = new ReadableStream<Uint8Array>({
    async start(c) {
      controller = c;
      // The browser waits this long before reconnecting on its own; the page's own backoff takes over after.
      write(`retry: 2000\n${frame("hello", { intervalMs: config().live.intervalMs })}`);
      keepAlive = setInterval(() => write(": keep-alive\n\n"), KEEP_ALIVE_MS);
      keepAlive.unref?.();
      const lastEventId = req.headers.get("last-event-id") || query.value.lastEventId;
      unwatch = await hub.watch(topic, watcher, lastEventId && lastEventId.length <= 100 ? lastEventId : null);
      if (closed) unwatch();
    },
    cancel() {
      finish();
    },
  });
  req.signal?.addEventListener("abort", finish, { once: true });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      // nginx: pass each event on as it comes rather than buffering the answer.
      "x-accel-buffering": "no",
    },
  });
}
