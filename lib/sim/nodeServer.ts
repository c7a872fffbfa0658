// Serves a `(Request) => Promise<Response>` handler over node:http: used by
// `npm run upstream` and by tests that must cross a real socket.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { SimDroppedError } from "./faults";

export type FetchHandler = (request: Request) => Promise<Response>;

export interface RunningServer {
  server: Server;
  /** e.g. http://127.0.0.1:4010 */
  origin: string;
  close(): Promise<void>;
}

function toRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  // `duplex` is required by Node's fetch for a streamed body and missing from the DOM typings.
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal };
  if (hasBody) {
    init.body = Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(new URL(req.url ?? "/", origin), init);
}

async function sendResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>);
  body.pipe(res);
  await new Promise<void>((resolve, reject) => {
    res.on("finish", resolve);
    res.on("close", resolve);
    body.on("error", reject);
  });
}

export function serveHandler(handle: FetchHandler, port: number, host = "127.0.0.1"): Promise<RunningServer> {
  const server = createServer((req, res) => {
    const abort = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) abort.abort();
    });
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    handle(toRequest(req, origin, abort.signal))
      .then((response) => sendResponse(response, res))
      .catch((err: unknown) => {
        // A dropped connection must look like one to the client: no status, no body.
        if (err instanceof SimDroppedError) {
          req.socket.destroy();
          return;
        }
        console.error("[sim] request failed:", err);
        // Half a response cannot be repaired; cutting it off tells the client it is incomplete.
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "Internal error in the embedded upstream" }));
      });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        server,
        origin: `http://${host}:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
