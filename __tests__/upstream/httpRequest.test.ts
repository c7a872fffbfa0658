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
/** Answers of /slow and /late-body the server finished (after 2 s): none, when the client stopped waiting first. */
let lateAnswers = 0;

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
      if (req.url === "/late-body") {
        res.writeHead(200, { "content-type": "application/json", "content-length": "2" });
        res.write("{");
        const late = setTimeout(() => {
          lateAnswers++;
          res.end("}");
        }, 2_000);
        return res.once("close", () => clearTimeout(late));
      }
      if (req.url === "/slow") {
        const late = setTimeout(() => {
          lateAnswers++;
          res.end("late");
        }, 2_000);
        return res.once("close", () => clearTimeout(late));
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
  lateAnswers = 0;
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

test("an upstream slower than the time allowed ends the wait, whether its answer has not begun or not ended", async () => {
  for (const path of ["/slow", "/late-body"]) {
    await expect(httpRequest(`${base}${path}`, { ...init(), timeoutMs: 200 })).rejects.toBeInstanceOf(UpstreamTimeoutError);
  }
  // The waits ended before the upstream finished either answer: its connections closed under it.
  expect(received.map((r) => r.url)).toEqual(["/slow", "/late-body"]);
  expect(lateAnswers).toBe(0);
});

test("a refused connection rejects", async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  await expect(httpRequest(`http://127.0.0.1:${port}/instances`, init())).rejects.toThrow();
});
