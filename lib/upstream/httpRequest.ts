// One request to a remote upstream over node:http or node:https on kept-alive connections,
// answered as a fetch Response so that everything after the transport reads it as before.
// fetch's own machinery (request objects, signals, web streams around every body, its pool)
// cost the console more than anything else on a call's path: a bare relay through fetch served
// 57 % of the upstream's throughput with 8 calls in flight on the 2-core machine, the same relay
// through node:http 73 % (issue 19, ninth session). Bodies the console builds as text go this
// way; a multipart form still goes through fetch, which encodes it.
import "server-only";
import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";

/** A kept connection is closed after this long unused, or before the upstream's own
 * Keep-Alive hint runs out (Node's agent reads the hint when a timeout is set). */
const IDLE_MS = 30_000;
const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: IDLE_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: IDLE_MS }),
};
/** Statuses whose answer has no body; a Response refuses one. */
const NO_BODY = new Set([101, 204, 205, 304]);

export interface HttpRequestInit {
  method: string;
  headers: Headers;
  body?: string;
  signal: AbortSignal;
}

function headersOf(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  return headers;
}

function answerOf(incoming: http.IncomingMessage): Response {
  const status = incoming.statusCode ?? 502;
  const init = { status, statusText: incoming.statusMessage ?? "", headers: headersOf(incoming.rawHeaders) };
  if (NO_BODY.has(status)) {
    incoming.resume();
    return new Response(null, init);
  }
  return new Response(Readable.toWeb(incoming) as ReadableStream<Uint8Array>, init);
}

function send(url: URL, init: HttpRequestInit, retried: boolean): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    init.headers.forEach((value, key) => {
      headers[key] = value;
    });
    if (init.body !== undefined) headers["content-length"] = String(Buffer.byteLength(init.body));
    const protocol = url.protocol === "https:" ? "https:" : "http:";
    const request = (protocol === "https:" ? https : http).request(url, { method: init.method, headers, agent: agents[protocol], signal: init.signal }, (incoming) =>
      resolve(answerOf(incoming)),
    );
    request.once("error", (err: NodeJS.ErrnoException) => {
      // The upstream closed a kept connection just as this request went out on it: nothing was
      // read, so a read is sent once more on a fresh one (Node's documented pattern).
      if (!retried && request.reusedSocket && err.code === "ECONNRESET" && init.method === "GET") resolve(send(url, init, true));
      else reject(init.signal.aborted ? init.signal.reason : err);
    });
    request.end(init.body);
  });
}

/** The upstream's answer to `url`; rejects as fetch does when the connection fails or `signal` aborts. */
export function httpRequest(url: string, init: HttpRequestInit): Promise<Response> {
  return send(new URL(url), init, false);
}
