// The console's own API table (lib/contract/console.ts): its zod-free browser view names the same
// routes, every path sits under /api, and the activity routes refuse as the table says: no
// session is a 401 JSON answer (never a redirect), bad input a 400 with field errors.
import { consoleApi, consoleEndpoints } from "@/lib/contract/console";
import { consoleRoutes } from "@/lib/contract/consoleRoutes";
import { servedPath } from "@/lib/contract/routes";
import { CONSOLE_REFUSAL_HEADER } from "@/lib/http/headerNames";
import { handleActivityExport, handleInstanceActivity } from "@/lib/routes/activity";
import { consoleRequest, sessionFor, withAuditTrail, type TestSession } from "./harness";

describe("the console's API table", () => {
  test("the browser view lists every route with the table's id, method and path", () => {
    const view = Object.fromEntries(Object.entries(consoleRoutes).map(([key, r]) => [key, { id: r.id, method: r.method, path: r.path }]));
    const table = Object.fromEntries(Object.entries(consoleApi).map(([key, e]) => [key, { id: e.id, method: e.method, path: e.path }]));
    expect(view).toEqual(table);
  });

  test("ids are unique, each key is its id, and every path is served under /api", () => {
    const ids = consoleEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, endpoint] of Object.entries(consoleApi)) expect(endpoint.id).toBe(key);
    for (const route of Object.values(consoleRoutes)) {
      expect(servedPath(route)).toBe(route.path);
      expect(route.path).toMatch(/^\/api\/(?!v1\/)/);
    }
  });

  test("routes and paths are unique per method", () => {
    const keys = consoleEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("the activity routes", () => {
  let manager: TestSession;

  withAuditTrail();
  beforeAll(async () => {
    manager = await sessionFor("manager");
  });

  const get = consoleRequest;

  test("an anonymous export is a 401 JSON answer from the console's gate", async () => {
    const res = await handleActivityExport(get("/api/activity/export", null));
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get(CONSOLE_REFUSAL_HEADER)).toBe("gate");
    expect(await res.json()).toEqual({ message: "Please sign in." });
  });

  test("an anonymous instance timeline is a 401 JSON answer", async () => {
    const res = await handleInstanceActivity(get("/api/activity/instance/i-1", null), "i-1");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please sign in." });
  });

  test("a signed-in export is the CSV", async () => {
    const res = await handleActivityExport(get("/api/activity/export?target=i-1", manager));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await res.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toMatch(/^"Time \(UTC\)","User",/);
  });

  test("a filter beyond its bound is a 400 with the field named, and no CSV", async () => {
    const res = await handleActivityExport(get(`/api/activity/export?target=${"x".repeat(201)}`, manager));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {})).toEqual(["target"]);
  });

  test("an unknown outcome is a 400 naming the outcome", async () => {
    const res = await handleActivityExport(get("/api/activity/export?outcome=maybe", manager));
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toEqual(["outcome"]);
  });

  test("an instance id beyond its bound is a 400, and a good one answers its rows", async () => {
    const long = "i".repeat(101);
    const bad = await handleInstanceActivity(get(`/api/activity/instance/${long}`, manager), long);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty("instanceId");
    const good = await handleInstanceActivity(get("/api/activity/instance/i-1", manager), "i-1");
    expect(good.status).toBe(200);
    expect(Array.isArray(((await good.json()) as { rows: unknown[] }).rows)).toBe(true);
  });
});
