// The console's requests to a remote upstream over node:http: answered as fetch would answer
// them (status, headers, body as it comes, no body where the status has none), a read retried
// once when the upstream closed the kept connection under it, and nothing sent again otherwise.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { UpstreamTimeoutError } from "@/lib/upstream/errors";
import { heldBytes } from "@/lib/upstream/heldBytes";
import { httpRequest } from "@/lib/upstream/httpRequest";

let server: http.Server;
let base: string;
/** Per connection, how many requests it has carried; the second on a connection is dropped when `dropSecond`. */
let dropSecond = false;
let received: { method: string; url: string; body: string; auth: string | undefined }[] = [];
/** /slow never answers and /late-body never ends its answer: the paths whose connection closed
 * with the answer unfinished, and those whose answer has begun (its first byte written). */
let cutOff: string[] = [];
let begun: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const socket = req.socket as typeof req.socket & { served?: number };
    socket.served = (socket.served ?? 0) + 1;
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", body, auth: req.headers.authorization });
      if (dropSecond && socket.served === 2) return socket.destroy();
      if (req.url === "/empty") return res.writeHead(204).end();
      if (req.url === "/fixed") {
        const text = JSON.stringify({ instances: [{ name: "MDL_ÑANDÚ" }] });
        return res.writeHead(200, { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) }).end(text);
      }
      if (req.url === "/log") {
        res.writeHead(200, { "content-type": "text/plain" });
        res.write("first line\n");
        return setTimeout(() => res.end("second line\n"), 20);
      }
      const path = (req.url ?? "").split("?")[0];
      if (path === "/slow" || path === "/late-body") {
        const url = req.url ?? "";
        res.once("close", () => {
          if (!res.writableEnded) cutOff.push(url);
        });
        if (path === "/late-body") {
          res.writeHead(200, { "content-type": "application/json", "content-length": "2" });
          res.write("{", () => begun.push(url));
        }
        return;
      }
      res.writeHead(200, [
        ["content-type", "application/json"],
        ["set-cookie", "a=1"],
        ["set-cookie", "b=2"],
      ]);
      res.write('{"instances":[');
      setTimeout(() => res.end(`{"echo":${JSON.stringify(body)}}]}`), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  dropSecond = false;
  received = [];
  cutOff = [];
  begun = [];
  // Every test starts on fresh connections.
  server.closeIdleConnections();
});

const init = (method = "GET", body?: string) => ({
  method,
  headers: new Headers({ authorization: "Bearer token-1", "content-type": "application/json" }),
  body,
  signal: new AbortController().signal,
  timeoutMs: 5_000,
});

test("the answer reads as fetch's: status, every header, the body as it came", async () => {
  const answer = await httpRequest(`${base}/instances?region=us-west-2`, init("POST", '{"motive":"réparation"}'));
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("application/json");
  expect(answer.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  // JSON is read whole, whatever its length says, and carries its bytes.
  expect(heldBytes(answer)).not.toBeNull();
  expect(await answer.json()).toEqual({ instances: [{ echo: '{"motive":"réparation"}' }] });
  expect(received).toEqual([{ method: "POST", url: "/instances?region=us-west-2", body: '{"motive":"réparation"}', auth: "Bearer token-1" }]);
  // An answer of known length, read whole before it is handed on, reads the same.
  const fixed = await httpRequest(`${base}/fixed`, init());
  expect(new TextDecoder().decode(heldBytes(fixed)!)).toBe('{"instances":[{"name":"MDL_ÑANDÚ"}]}');
  expect(fixed.headers.get("content-length")).toBe(String(Buffer.byteLength('{"instances":[{"name":"MDL_ÑANDÚ"}]}')));
  expect(await fixed.json()).toEqual({ instances: [{ name: "MDL_ÑANDÚ" }] });
});

test("text of unknown length streams as it comes, carrying no bytes", async () => {
  const answer = await httpRequest(`${base}/log`, init());
  expect(heldBytes(answer)).toBeNull();
  expect(await answer.text()).toBe("first line\nsecond line\n");
});

test("a status without a body answers with none", async () => {
  const answer = await httpRequest(`${base}/empty`, init());
  expect(answer.status).toBe(204);
  expect(answer.body).toBeNull();
});

test("a read meets a kept connection the upstream closed: it is sent once more, on a new one", async () => {
  dropSecond = true;
  await (await httpRequest(`${base}/first`, init())).text();
  const answer = await httpRequest(`${base}/second`, init());
  expect(answer.status).toBe(200);
  await answer.text();
  expect(received.map((r) => r.url)).toEqual(["/first", "/second", "/second"]);
});

test("a change on such a connection is not sent again: it fails", async () => {
  dropSecond = true;
  await (await httpRequest(`${base}/first`, init())).text();
  await expect(httpRequest(`${base}/stop`, init("POST", "{}"))).rejects.toThrow();
  expect(received.map((r) => r.url)).toEqual(["/first", "/stop"]);
});

test("an abort ends the wait with the signal's reason", async () => {
  const controller = new AbortController();
  const pending = httpRequest(`${base}/slow`, { ...init(), signal: controller.signal });
  setTimeout(() => controller.abort(new Error("the browser went away")), 50);
  await expect(pending).rejects.toThrow("the browser went away");
});

/** Waits on the event loop itself (its check phase), whatever the test has done to the timers;
 * false if `done` is still not true after a minute. */
async function until(done: () => boolean): Promise<boolean> {
  const end = performance.now() + 60_000;
  while (!done()) {
    if (performance.now() > end) return false;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return true;
}

test.each([
  ["/slow", "has not begun"],
  ["/late-body", "has begun and not ended"],
])("an upstream slower than the time allowed ends the wait then, and its connection: %s, whose answer %s", async (path) => {
  // A query of its own: an earlier test's connection to the same path may close meanwhile.
  const url = `${path}?wait=${path.slice(1)}`;
  // The time allowed is counted on a clock the test moves, once the upstream has the request (and
  // has begun its answer where it does): what is checked is the order of events, not how fast
  // the machine meets them.
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "clearImmediate", "queueMicrotask", "setInterval", "clearInterval", "Date", "hrtime", "performance"] });
  let settled = false;
  try {
    const outcome = httpRequest(`${base}${url}`, { ...init(), timeoutMs: 200 }).then(
      () => "answered",
      (err: unknown) => err,
    );
    void outcome.finally(() => (settled = true));
    const upstreamHasIt = await until(() => received.some((r) => r.url === url) && (path !== "/late-body" || begun.includes(url)));
    expect({ upstreamHasIt }).toEqual({ upstreamHasIt: true });
    jest.advanceTimersByTime(199);
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await outcome).toBeInstanceOf(UpstreamTimeoutError);
  } finally {
    jest.useRealTimers();
  }
  // The upstream's connection closed under it, the answer unfinished.
  const closedUnfinished = await until(() => cutOff.includes(url));
  expect({ closedUnfinished }).toEqual({ closedUnfinished: true });
});

test("a refused connection rejects", async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  await expect(httpRequest(`http://127.0.0.1:${port}/instances`, init())).rejects.toThrow();
});
