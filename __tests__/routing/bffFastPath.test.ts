// Which requests the console's server hands straight to the BFF's handler, what it writes, and
// what it checks in Next.js's build before it starts: a build without the route module, with a
// rule of Next.js's router or a proxy.ts matcher that would apply to the BFF's plain addresses,
// or without proxy.ts's matchers where they are looked for, stops the start with what to
// re-check. A long answer the memo hands out again is compressed once.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { bffFastPath, checkProxyMatchers, checkRoutesManifest, distDirOf, FastPathMismatch, gzipped, proxyMatchers, takesFastPath } from "@/scripts/lib/bffFastPath.mjs";

describe("takesFastPath", () => {
  it("takes the BFF's plain calls, with or without a query", () => {
    expect(takesFastPath("GET", "/api/v1/instances?region=us-west-2")).toBe(true);
    expect(takesFastPath("POST", "/api/v1/instances/i-0abc/reboot")).toBe(true);
    expect(takesFastPath("PUT", "/api/v1/users/ana@example.edu")).toBe(true);
    expect(takesFastPath("DELETE", "/api/v1/dbinstances/db-1/snapshots/s-2")).toBe(true);
    // A percent-escape in the query is the handler's to read; only the path's go to proxy.ts.
    expect(takesFastPath("GET", "/api/v1/instances?q=a%20b")).toBe(true);
  });

  it("leaves to Next.js what its router or proxy.ts treats specially", () => {
    expect(takesFastPath("GET", "/api/v1/instances/%E0%A4%A")).toBe(false);
    expect(takesFastPath("GET", "/api/v1/instances/")).toBe(false);
    expect(takesFastPath("GET", "/api/v1//instances")).toBe(false);
    expect(takesFastPath("GET", "/api/v1/../auth/session")).toBe(false);
    expect(takesFastPath("GET", "/api/v1/./instances")).toBe(false);
    expect(takesFastPath("GET", "/api/v1")).toBe(false);
    expect(takesFastPath("HEAD", "/api/v1/instances")).toBe(false);
    expect(takesFastPath("PATCH", "/api/v1/instances")).toBe(false);
    expect(takesFastPath("OPTIONS", "/api/v1/instances")).toBe(false);
  });

  it("takes nothing outside /api/v1", () => {
    expect(takesFastPath("GET", "/api/auth/session")).toBe(false);
    expect(takesFastPath("GET", "/api/v10/instances")).toBe(false);
    expect(takesFastPath("GET", "/home/instances")).toBe(false);
    expect(takesFastPath("POST", "/api/views")).toBe(false);
  });
});

// The parts of a build the fast path reads, in the shape Next.js 16 gives them.
const TRAILING_SLASH = { source: "/:path+/", destination: "/:path+", internal: true, statusCode: 308, regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$" };
const STATIC_HEADERS = { source: "/_next/:path*", headers: [{ key: "X-Frame-Options", value: "DENY" }], regex: "^/_next(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$" };
const API_HEADERS = { source: "/api/:path*", headers: [{ key: "X-Frame-Options", value: "DENY" }], regex: "^/api(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$" };
const routesManifest = (changes: Record<string, unknown> = {}) => ({
  version: 3,
  basePath: "",
  redirects: [TRAILING_SLASH],
  headers: [STATIC_HEADERS],
  rewrites: { beforeFiles: [], afterFiles: [], fallback: [] },
  ...changes,
});
const SUFFIX = "(\\.json|\\.rsc|\\.segments\\/.+\\.segment\\.rsc)?[\\/#\\?]?$";
const PAGES_MATCHER = { regexp: `^(?:\\/(_next\\/data\\/[^/]{1,}))?(?:\\/((?!api\\/|_next\\/static|_next\\/image|favicon.ico|robots.txt).*))${SUFFIX}` };
const OTHER_API_MATCHER = { regexp: `^(?:\\/(_next\\/data\\/[^/]{1,}))?\\/api(?:\\/((?!v1\\/).*))${SUFFIX}` };
const ESCAPED_BFF_MATCHER = { regexp: `^(?:\\/(_next\\/data\\/[^/]{1,}))?\\/api\\/v1(?:\\/(.*%.*))${SUFFIX}` };
const ALL_API_MATCHER = { regexp: `^(?:\\/(_next\\/data\\/[^/]{1,}))?\\/api(?:\\/(.*))${SUFFIX}` };
const functionsConfig = (matchers: unknown[]) => ({ version: 1, functions: { "/_middleware": { runtime: "nodejs", matchers } } });
const EMPTY_MIDDLEWARE = { version: 3, middleware: {}, sortedMiddleware: [], functions: {} };

// A route module in the shape Next.js builds one: `routeModule.userland` holds the route file's exports.
const ROUTE_MODULE = `
const answer = async (req) => new Response(JSON.stringify({ method: req.method, path: new URL(req.url).pathname, forwardedFor: req.headers.get("x-forwarded-for") }), {
  status: req.method === "DELETE" ? 202 : 200,
  headers: { "content-type": "application/json", "x-frame-options": "DENY", "content-security-policy": "default-src 'none'" },
});
module.exports = { routeModule: { userland: { GET: answer, POST: answer, PUT: answer, DELETE: answer } } };
`;

interface FakeBuild {
  routeModule?: string | null;
  routes?: unknown;
  functions?: unknown;
  middleware?: unknown;
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A build directory (named unlike `.next`: the fast path takes the one it is given). */
function fakeBuild({ routeModule = ROUTE_MODULE, routes = routesManifest(), functions = functionsConfig([PAGES_MATCHER, OTHER_API_MATCHER, ESCAPED_BFF_MATCHER]), middleware = EMPTY_MIDDLEWARE }: FakeBuild = {}): string {
  const distDir = path.join(mkdtempSync(path.join(tmpdir(), "fast-path-")), "built");
  made.push(path.dirname(distDir));
  const routeDir = path.join(distDir, "server", "app", "api", "v1", "[...path]");
  mkdirSync(routeDir, { recursive: true });
  if (routeModule !== null) writeFileSync(path.join(routeDir, "route.js"), routeModule);
  writeFileSync(path.join(distDir, "routes-manifest.json"), JSON.stringify(routes));
  if (functions !== null) writeFileSync(path.join(distDir, "server", "functions-config-manifest.json"), JSON.stringify(functions));
  writeFileSync(path.join(distDir, "server", "middleware-manifest.json"), JSON.stringify(middleware));
  return distDir;
}

async function refusal(build: FakeBuild): Promise<string> {
  const failure = await bffFastPath({ distDir: fakeBuild(build), port: 3000 }).then(
    () => null,
    (err: unknown) => err,
  );
  expect(failure).toBeInstanceOf(FastPathMismatch);
  const { message } = failure as Error;
  // Every refusal says where to look.
  expect(message).toContain("docs/architecture.md");
  return message;
}

describe("the start-up check of Next.js's build", () => {
  it("accepts the build's shape and serves the BFF's calls with the handler's own answer", async () => {
    const serve = await bffFastPath({ distDir: fakeBuild(), port: 3000 });
    const server = http.createServer((req, res) => {
      if (serve(req, res)) return;
      res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/api/v1/instances/i-1/data?region=us-west-2`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ method: "GET", path: "/api/v1/instances/i-1/data", forwardedFor: "127.0.0.1" });
      // The headers are the handler's, nothing added from the build.
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'");
      expect((await fetch(`${base}/api/v1/instances/i-1`, { method: "DELETE" })).status).toBe(202);
      // What Next.js's router treats specially is left to it.
      expect((await fetch(`${base}/api/v1/instances/`)).status).toBe(418);
      expect((await fetch(`${base}/api/views`)).status).toBe(418);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("builds the handler's URL from a Host that is a host and port only: another is 400, and the handler is not called", async () => {
    const serve = await bffFastPath({ distDir: fakeBuild(), port: 3000 });
    const server = http.createServer((req, res) => {
      if (serve(req, res)) return;
      res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const call = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/api/v1/instances/A/tags", setHost: false, headers: { host } }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end("{}");
      });
    try {
      for (const host of ["127.0.0.1:3000/api/v1/instances/B/tags#", "a b", "["]) {
        const res = await call(host);
        expect(res.status).toBe(400);
        expect(res.body).not.toContain("/api/v1/instances");
      }
      expect(JSON.parse((await call(`127.0.0.1:${port}`)).body)).toMatchObject({ method: "POST", path: "/api/v1/instances/A/tags" });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("refuses a build without the BFF's route module, or whose module has another shape", async () => {
    expect(await refusal({ routeModule: null })).toMatch(/no route module at .*built\/server\/app\/api\/v1\/\[\.\.\.path\]\/route\.js/);
    expect(await refusal({ routeModule: "module.exports = { handlers: {} };" })).toMatch(/exports no routeModule/);
    expect(await refusal({ routeModule: "module.exports = { routeModule: { userland: { GET() {}, POST() {} } } };" })).toMatch(/routeModule\.userland has no PUT, DELETE handler/);
  });

  it("refuses a build whose router would add a header, a redirect or a rewrite to the BFF's addresses", async () => {
    expect(await refusal({ routes: routesManifest({ headers: [STATIC_HEADERS, API_HEADERS] }) })).toMatch(/headers rule "\/api\/:path\*" applies to \/api\/v1\/instances/);
    expect(await refusal({ routes: routesManifest({ rewrites: { beforeFiles: [], afterFiles: [{ source: "/api/v1/:path*", regex: "^/api/v1(?:/(.*))?$" }], fallback: [] } }) })).toMatch(/rewrites\[1\] rule/);
    expect(await refusal({ routes: routesManifest({ basePath: "/console" }) })).toMatch(/basePath/);
  });

  it("refuses a routes manifest of another shape", async () => {
    expect(await refusal({ routes: routesManifest({ headers: undefined }) })).toMatch(/no headers list/);
    expect(await refusal({ routes: routesManifest({ rewrites: undefined }) })).toMatch(/no rewrites list/);
    expect(await refusal({ routes: routesManifest({ redirects: [{ source: "/old" }] }) })).toMatch(/rule without a regular expression/);
  });

  it("refuses a build whose proxy.ts would run on the BFF's plain addresses, or whose matchers are not where they were", async () => {
    expect(await refusal({ functions: functionsConfig([PAGES_MATCHER, ALL_API_MATCHER]) })).toMatch(/proxy\.ts's matchers in the build take \/api\/v1\/instances/);
    expect(await refusal({ functions: null })).toMatch(/proxy\.ts's matchers in the build were not found/);
    expect(await refusal({ functions: functionsConfig([PAGES_MATCHER, OTHER_API_MATCHER]) })).toMatch(/do not take \/api\/v1\/instances\/%zz/);
  });

  it("reads proxy.ts's matchers from the Edge runtime's manifest too", () => {
    const edge = { version: 3, middleware: { "/": { matchers: [ESCAPED_BFF_MATCHER] } } };
    expect(proxyMatchers(null, edge)).toEqual([ESCAPED_BFF_MATCHER]);
    expect(() => checkProxyMatchers(proxyMatchers(null, edge))).not.toThrow();
    expect(() => checkRoutesManifest(routesManifest())).not.toThrow();
  });

  it("takes the build directory from the configuration Next.js loaded", () => {
    const prepared = (distDir?: string) => ({ getInit: () => ({ distDir }) });
    expect(distDirOf(prepared(".next"), "/srv/console")).toBe("/srv/console/.next");
    expect(distDirOf(prepared("build/out"), "/srv/console")).toBe("/srv/console/build/out");
    expect(() => distDirOf(prepared(undefined), "/srv/console")).toThrow(FastPathMismatch);
    expect(() => distDirOf({}, "/srv/console")).toThrow(/app\.getInit\(\)\.distDir/);
  });
});

describe("gzipped", () => {
  const listOf = (count: number) => Buffer.from(JSON.stringify({ instances: Array.from({ length: count }, (_, i) => ({ instanceId: `i-${i}`, name: `lms-${i}` })) }));

  it("compresses the bytes an answer carries once, however often they are written", async () => {
    const held = new Uint8Array(listOf(5_000));
    const body = Buffer.from(held.buffer, held.byteOffset, held.byteLength);
    const first = await gzipped(body, held);
    const again = await gzipped(Buffer.from(held.buffer, held.byteOffset, held.byteLength), held);
    expect(again).toBe(first);
    expect(gunzipSync(first).equals(body)).toBe(true);
  });

  it("keeps nothing for bytes no answer carries, and keeps other bytes apart", async () => {
    const one = listOf(3_000);
    const [a, b] = [await gzipped(one), await gzipped(one)];
    expect(a).not.toBe(b);
    expect(gunzipSync(a).equals(one)).toBe(true);
    const other = new Uint8Array(listOf(4_000));
    const otherZipped = await gzipped(Buffer.from(other), other);
    expect(gunzipSync(otherZipped).equals(Buffer.from(other))).toBe(true);
    expect(gunzipSync(otherZipped).equals(one)).toBe(false);
  });
});
