// One request to a remote upstream over node:http or node:https on kept-alive connections,
// answered as a fetch Response so that everything after the transport reads it as it would fetch's.
// fetch's own machinery (request objects, signals, web streams around every body, its pool)
// cost the console more than anything else on a call's path: a bare relay through fetch served
// 57 % of the upstream's throughput with 8 calls in flight on the 2-core machine, the same relay
// through node:http 73 %. Bodies the console builds as text go this
// way; a multipart form still goes through fetch, which encodes it.
import "server-only";
import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { processSingleton } from "@/lib/process/singleton";
import { UpstreamTimeoutError } from "./errors";
import { bytesResponse } from "./heldBytes";

/** A kept connection is closed after this long unused, or before the upstream's own
 * Keep-Alive hint runs out (Node's agent reads the hint when a timeout is set). */
const IDLE_MS = 30_000;
/** One pool of kept connections per process, whichever bundle calls (lib/process). */
const agents = processSingleton("upstream-agents", () => ({
  "http:": new http.Agent({ keepAlive: true, timeout: IDLE_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: IDLE_MS }),
}));
/** Statuses whose answer has no body; a Response refuses one. */
const NO_BODY = new Set([101, 204, 205, 304]);
/** A JSON answer, or another of known length up to this, is read whole before it is handed on
 * and carries its bytes (heldBytes): the BFF reads JSON whole anyway. Anything else (a file, a
 * log of unknown length) streams. */
const READ_WHOLE_BYTES = 1024 * 1024;

export interface HttpRequestInit {
  method: string;
  headers?: HeadersInit;
  body?: string;
  /** The caller's cancellation (the browser went away). */
  signal?: AbortSignal;
  /** The whole exchange, the answer's body included, ends with UpstreamTimeoutError after this long. */
  timeoutMs: number;
}

function outgoingHeaders(init: HttpRequestInit): Record<string, string> {
  const headers: Record<string, string> = {};
  (init.headers instanceof Headers ? init.headers : new Headers(init.headers)).forEach((value, key) => {
    headers[key] = value;
  });
  if (init.body !== undefined) headers["content-length"] = String(Buffer.byteLength(init.body));
  return headers;
}

function headersOf(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  return headers;
}

/** The answer as a Response, once its body (when read whole) has arrived. */
function answerOf(incoming: http.IncomingMessage): Promise<Response> {
  const status = incoming.statusCode ?? 502;
  const init = { status, statusText: incoming.statusMessage ?? "", headers: headersOf(incoming.rawHeaders) };
  if (NO_BODY.has(status)) {
    incoming.resume();
    return Promise.resolve(new Response(null, init));
  }
  const length = Number(incoming.headers["content-length"]);
  const json = /^application\/json\b/i.test(incoming.headers["content-type"] ?? "");
  if (!json && !(length <= READ_WHOLE_BYTES)) return Promise.resolve(new Response(Readable.toWeb(incoming) as ReadableStream<Uint8Array>, init));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.once("end", () => {
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
      resolve(bytesResponse(Response, bytes, init));
    });
    incoming.once("error", reject);
  });
}

function send(url: URL, init: HttpRequestInit, headers: Record<string, string>, retried: boolean): Promise<Response> {
  return new Promise((resolve, reject) => {
    const protocol = url.protocol === "https:" ? "https:" : "http:";
    const request = (protocol === "https:" ? https : http).request(url, { method: init.method, headers, agent: agents[protocol], signal: init.signal });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy(new UpstreamTimeoutError());
    }, init.timeoutMs);
    request.once("response", (incoming) => {
      // The body is still within the time allowed; the timer stops when it has all come, or failed.
      incoming.once("close", () => clearTimeout(timer));
      answerOf(incoming).then(resolve, (err: unknown) => reject(timedOut ? new UpstreamTimeoutError() : err));
    });
    request.once("error", (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // The upstream closed a kept connection just as this request went out on it: nothing was
      // read, so a read is sent once more on a fresh one (Node's documented pattern).
      if (!retried && !timedOut && request.reusedSocket && err.code === "ECONNRESET" && init.method === "GET") resolve(send(url, init, headers, true));
      else reject(timedOut ? new UpstreamTimeoutError() : init.signal?.aborted ? init.signal.reason : err);
    });
    request.end(init.body);
  });
}

/** The upstream's answer to `url`; rejects as fetch does when the connection fails or `signal`
 * aborts, and with UpstreamTimeoutError when the time allowed runs out. */
export function httpRequest(url: string, init: HttpRequestInit): Promise<Response> {
  return send(new URL(url), init, outgoingHeaders(init), false);
}
