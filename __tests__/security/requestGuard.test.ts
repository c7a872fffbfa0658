// The console's server's first look at each request (lib/security/requestGuard.ts), in front of a
// handler that stands for Next.js and the BFF's fast path: an over-limit body — declared or
// chunked — is answered 413 after at most a few MB are read and never reaches the handler (the
// sign-in form above 16 kB; the console's own routes above BFF_MAX_JSON_MB); a Host that is not a
// host name, an odd method and a malformed escape are refused with 4xx; every answer leaves with
// the security headers.
import http from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import { guardRequest, isValidHost } from "@/lib/security/requestGuard";

interface Seen {
  url: string;
  body: number;
}

let server: http.Server;
let port: number;
const seen: Seen[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) =>
    guardRequest(req, res, (inner, out) => {
      // The stand-in for Next.js: reads the whole body, then answers with what it saw.
      let body = 0;
      inner.on("data", (chunk: Buffer) => (body += chunk.byteLength));
      inner.on("end", () => {
        seen.push({ url: inner.url ?? "", body });
        if (inner.url === "/robots.txt") return out.writeHead(404, { "content-type": "text/plain" }).end("not found");
        if (inner.url === "/home") return out.writeHead(200, { "content-security-policy": "default-src 'self'" }).end("page");
        out.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ body }));
      });
    }),
  );
  server.on("connection", (socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
beforeEach(() => {
  seen.length = 0;
  sockets.length = 0;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes the server read from the connection, once it closed or answered. */
  serverRead: number;
}

/** Sends a request; `size` bytes of body, chunked unless `declared`, made as the socket takes them. */
function send(path: string, { method = "POST", size = 0, declared = false, host, headers = {} }: { method?: string; size?: number; declared?: boolean; host?: string; headers?: Record<string, string> } = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, setHost: host === undefined, headers: { ...(host !== undefined ? { host } : {}), ...(declared ? { "content-length": String(size) } : {}), ...headers } });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let written = 0;
    let answered = false;
    const write = () => {
      while (!answered && written < size) {
        const part = chunk.subarray(0, Math.min(chunk.byteLength, size - written));
        written += part.byteLength;
        if (!req.write(part)) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (text: string) => (body += text));
      res.on("end", () => {
        const serverRead = sockets.reduce((sum, socket) => sum + socket.bytesRead, 0);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, serverRead });
      });
    });
    req.on("error", (err) => (answered ? undefined : reject(err)));
    if (size > 0) write();
    else req.end();
  });
}

const MB = 1_000_000;

describe("bodies are bounded before anything reads them", () => {
  test("a 50 MB chunked body to the sign-in: 413 after at most a few MB read, and the handler never sees it", async () => {
    const res = await send("/api/auth/callback/credentials", { size: 50 * MB, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: expect.stringMatching(/^The request is larger than the console accepts/) });
    expect(res.serverRead).toBeLessThan(3 * MB);
    expect(seen).toEqual([]);
  });

  test("a client that goes on sending after the answer still reads the 413, not a reset connection", async () => {
    // As curl sends a chunked body without waiting: it writes on and reads the answer only when
    // a write fails (the connection closed under it) or the body is out.
    const received = await new Promise<string>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.pause();
      let text = "";
      const chunk = Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, 0x61), Buffer.from("\r\n")]);
      let left = 10 * MB;
      const read = () => {
        socket.on("data", (data: Buffer) => (text += data.toString("latin1")));
        socket.resume();
      };
      const write = () => {
        while (left > 0 && !socket.destroyed) {
          left -= 0x10000;
          if (!socket.write(chunk)) return void socket.once("drain", write);
        }
        read();
      };
      socket.on("error", read);
      socket.on("close", () => resolve(text));
      socket.write("POST /api/auth/callback/credentials HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n");
      write();
    });
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(seen).toEqual([]);
  });

  test("a 50 MB declared body to the sign-in: 413 before it is read", async () => {
    const res = await send("/api/auth/callback/credentials", { size: 50 * MB, declared: true });
    expect(res.status).toBe(413);
    expect(res.serverRead).toBeLessThan(3 * MB);
    expect(seen).toEqual([]);
  });

  test("the sign-in form is a few hundred bytes: 17 kB is refused, 600 bytes pass whole, chunked or not", async () => {
    expect((await send("/api/auth/callback/credentials", { size: 17_000, declared: true })).status).toBe(413);
    expect((await send("/api/auth/callback/credentials", { size: 17_000 })).status).toBe(413);
    expect(seen).toEqual([]);
    expect(JSON.parse((await send("/api/auth/callback/credentials", { size: 600 })).body)).toEqual({ body: 600 });
    expect(JSON.parse((await send("/api/auth/callback/credentials", { size: 600, declared: true })).body)).toEqual({ body: 600 });
  });

  test.each(["/api/bulk/power", "/api/step-up", "/api/views", "/api/preflight/i-1", "/home/instances"])("%s: a 60 MB chunked body is refused with 413 after at most a few MB", async (path) => {
    const res = await send(path, { size: 60 * MB, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(413);
    expect(res.serverRead).toBeLessThan(5 * MB);
    expect(seen).toEqual([]);
  });

  test("a console route's body within the bound reaches the handler whole", async () => {
    expect(JSON.parse((await send("/api/bulk/power", { size: 200_000 })).body)).toEqual({ body: 200_000 });
  });

  test("/api/v1 reads its bodies within its own limits (lib/http/bodyLimit): the guard passes them on as they come", async () => {
    expect(JSON.parse((await send("/api/v1/instances/i-1/upload", { size: 3 * MB })).body)).toEqual({ body: 3 * MB });
  });
});

describe("the Host the request's URL is built from", () => {
  test.each(["127.0.0.1:3000/api/v1/instances/B/tags#", "a b", "[", "127.0.0.1:3000?x", "user@127.0.0.1", ""])("Host %j is refused with 400 and the handler sees nothing", async (host) => {
    const res = await send("/api/v1/instances/A/tags", { host, size: 20, declared: true });
    expect(res.status).toBe(400);
    expect(seen).toEqual([]);
  });

  test("host names, addresses and ports pass", () => {
    for (const host of ["127.0.0.1:3000", "localhost", "console.example.edu", "console.example.edu.", "[::1]:3000", "[2001:db8::1]"]) expect(isValidHost(host)).toBe(true);
    for (const host of [undefined, "-bad.example", "a_b", "host:port", "host:123456"]) expect(isValidHost(host)).toBe(false);
  });
});

describe("odd methods and malformed escapes are the client's error, never the server's", () => {
  test.each(["TRACE", "PROPFIND", "PURGE"])("%s is 405", async (method) => {
    const res = await send("/home", { method });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toContain("GET");
    expect(seen).toEqual([]);
  });

  test.each(["/api/views/%E0%A4%A", "/home/delete/%E0%A4%A", "/activity/instance/%zz", "/api/v1/instances/%E0%A4%A"])("%s is 400", async (path) => {
    const res = await send(path, { method: "GET" });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: "The address is not valid: it has a malformed percent-encoding." });
  });
});

describe("every answer carries the security headers", () => {
  test("a 404 the handler wrote without them (robots.txt) and the guard's own refusals get them", async () => {
    for (const res of [await send("/robots.txt", { method: "GET" }), await send("/home", { method: "TRACE" }), await send("/x", { host: "a b", method: "GET" })]) {
      expect(res.headers).toMatchObject({ "x-frame-options": "DENY", "x-content-type-options": "nosniff", "referrer-policy": "same-origin", "content-security-policy": "default-src 'none'; frame-ancestors 'none'" });
    }
  });

  test("a handler's own policy is kept", async () => {
    const res = await send("/home", { method: "GET" });
    expect(res.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });
});
