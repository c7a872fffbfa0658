// The endpoint table itself: ids and routes are unique, every path is found by the matcher,
// every entry has real schemas, and the shared rules behave as the spec says.
import { z } from "zod";
import { api, buildPath, endpoints, matchEndpoint, splitPath, type Endpoint } from "@/lib/contract";
import { noBody } from "@/lib/contract/define";
import { motiveSchema } from "@/lib/contract/schemas/common";
import { MOTIVE_MAX_LENGTH_MESSAGE, MOTIVE_MIN_WORDS_MESSAGE } from "@/lib/domain/motive";
import { EXPECTED_GATES } from "./expectedRoles";

const PARAM = /\{(\w+)\}/g;

function paramNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1]);
}

/** Sample values that look like real ones but never equal a static segment. */
function sampleParams(path: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of paramNames(path)) params[name] = name === "domain" ? "campus.example.com" : `sample-${name}`;
  return params;
}

function match(method: string, path: string) {
  return matchEndpoint(method, splitPath(path));
}

function messages(result: { success: boolean; error?: z.ZodError }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe("the endpoint table", () => {
  test("has the entries of the three spec documents", () => {
    // One per call of the spec's §7 tables, as transcribed with their roles in expectedRoles.ts.
    expect(endpoints).toHaveLength(Object.keys(EXPECTED_GATES).length);
  });

  test("every endpoint has a unique id, and its key in `api` is that id", () => {
    const ids = endpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, endpoint] of Object.entries(api)) expect(endpoint.id).toBe(key);
  });

  test("every method and path appears once, even with the parameter names erased", () => {
    const exact = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(exact).size).toBe(exact.length);
    const shapes = endpoints.map((e) => `${e.method} ${e.path.replace(PARAM, "{}")}`);
    const duplicates = shapes.filter((s, i) => shapes.indexOf(s) !== i);
    expect(duplicates).toEqual([]);
  });

  test.each(endpoints.map((e) => [e.id, e] as const))("%s is found from its own path", (_id, endpoint) => {
    const params = sampleParams(endpoint.path);
    const found = match(endpoint.method, buildPath(endpoint.path, params));
    expect(found?.endpoint.id).toBe(endpoint.id);
    expect(found?.params).toEqual(params);
  });

  test("static segments win over parameters", () => {
    expect(match("GET", "/instances/report")?.endpoint.id).toBe("instancesReport");
    expect(match("GET", "/instances/basic-list")?.endpoint.id).toBe("basicInstanceList");
    expect(match("GET", "/instances/abc/data")?.endpoint.id).toBe("instanceData");
    expect(match("GET", "/instances/abc/data")?.params).toEqual({ id: "abc" });
    expect(match("GET", "/instances/scheduled-upgrade/b-1")?.endpoint.id).toBe("scheduledBatch");
    expect(match("GET", "/instances/campus.example.com/report/daily-events")?.endpoint.id).toBe("domainReport");
    expect(match("POST", "/instances/renew-ssl/i-1")?.endpoint.id).toBe("renewSsl");
  });

  test("an unknown method or path is not found", () => {
    expect(match("PATCH", "/instances")).toBeNull();
    expect(match("GET", "/instances/abc/nothing-here")).toBeNull();
  });

  test("no endpoint keeps a placeholder schema", () => {
    const placeholders = endpoints
      .filter((e) => e.response instanceof z.ZodUnknown || e.query instanceof z.ZodUnknown || e.body instanceof z.ZodUnknown)
      .map((e) => e.id);
    expect(placeholders).toEqual([]);
  });

  test("every query is an object schema, and a body exists exactly when a body kind is declared", () => {
    const wrong = endpoints.filter(
      (e: Endpoint) => !(e.query instanceof z.ZodObject) || (e.bodyKind === "none") !== (e.body === noBody),
    );
    expect(wrong.map((e) => e.id)).toEqual([]);
  });

  test("GET and DELETE calls send no body", () => {
    const withBody = endpoints.filter((e) => (e.method === "GET" || e.method === "DELETE") && e.bodyKind !== "none");
    expect(withBody.map((e) => e.id)).toEqual([]);
  });

  test("the process-output calls answer text, every other call JSON", () => {
    const text = endpoints.filter((e) => e.responseKind === "text").map((e) => e.id).sort();
    expect(text).toEqual(["creationOutput", "deleteProcessInfo"]);
    expect(api.creationOutput.response.safeParse("[Step 1] done").success).toBe(true);
  });
});

describe("schemas users rely on", () => {
  test("a motive of four words is refused with the spec's message", () => {
    const result = api.instanceAction.body.safeParse({ action: "stop", region: "us-west-2", reason: "maintenance window tonight please" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["reason"], message: MOTIVE_MIN_WORDS_MESSAGE })]);
    expect(MOTIVE_MIN_WORDS_MESSAGE).toBe("The motive must be at least 5 words.");
  });

  test("a motive of five words passes, trimmed", () => {
    const result = api.instanceAction.body.safeParse({ action: "reboot", region: "eu-central-1", reason: "  kernel update needs a reboot  " });
    expect(result.success).toBe(true);
    expect(result.data?.reason).toBe("kernel update needs a reboot");
  });

  test("a motive of 256 characters is refused, 255 pass", () => {
    const words = (length: number) => "word ".repeat(Math.ceil(length / 5)).slice(0, length - 1) + "x";
    expect(words(256)).toHaveLength(256);
    expect(messages(motiveSchema.safeParse(words(256)))).toContain(MOTIVE_MAX_LENGTH_MESSAGE);
    expect(MOTIVE_MAX_LENGTH_MESSAGE).toBe("The motive must be at most 255 characters.");
    expect(motiveSchema.safeParse(words(255)).success).toBe(true);
  });

  test("the database action shares the motive rule", () => {
    const four = api.dbInstanceAction.body.safeParse({ action: "start", region: "us-west-2", reason: "one two three four" });
    expect(messages(four)).toEqual([MOTIVE_MIN_WORDS_MESSAGE]);
  });

  test("an unknown instance action is refused", () => {
    expect(api.instanceAction.body.safeParse({ action: "terminate", region: "us-west-2", reason: "one two three four five" }).success).toBe(false);
  });

  test("JSON bodies refuse keys the contract does not know", () => {
    const body = { action: "start", region: "us-west-2", reason: "one two three four five", extra: true };
    expect(api.instanceAction.body.safeParse(body).success).toBe(false);
  });

  test("status and logs commands are open to managers, restarts need admin", () => {
    const roleFor = api.runCommand.roleFor;
    expect(roleFor).toBeDefined();
    const body = (command: z.infer<typeof api.runCommand.body>["command"]) => ({ region: "us-west-2" as const, instanceIp: "10.0.0.1", command });
    expect(roleFor?.(body("status-php"))).toBe("manager");
    expect(roleFor?.(body("web-service-logs"))).toBe("manager");
    expect(roleFor?.(body("restart-php"))).toBe("admin");
    expect(roleFor?.(body("update-system"))).toBe("admin");
    expect(api.runCommand.body.safeParse(body("restart-php")).success).toBe(true);
    expect(api.runCommand.body.safeParse({ ...body("status-php"), command: "rm -rf" }).success).toBe(false);
  });

  test("the instance list needs a known region in its query", () => {
    expect(api.listInstances.query.safeParse({ region: "mars-north-1" }).success).toBe(false);
    expect(api.listInstances.query.safeParse({}).success).toBe(false);
    expect(api.listInstances.query.safeParse({ region: "eu-central-1" }).success).toBe(true);
  });

  test("numeric query values arrive as strings and are read as numbers", () => {
    const query = Object.fromEntries(new URLSearchParams("ip=10.0.0.1&name=MDL_A&lms=Moodle&deployment=shared&period=1month&month=5&year=2025"));
    const parsed = api.storageReport.query.safeParse(query);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ month: 5, year: 2025 });
    expect(api.storageReport.query.safeParse({ ...query, month: "13" }).success).toBe(false);
  });

  test("instance data accepts days or NO SSL, and nothing else", () => {
    const data = { isElasticIp: true, isOutOfSupport: false, version: "4.3+" };
    expect(api.instanceData.response.safeParse({ ...data, sslDaysRemaining: 12 }).success).toBe(true);
    expect(api.instanceData.response.safeParse({ ...data, sslDaysRemaining: "NO SSL" }).success).toBe(true);
    expect(api.instanceData.response.safeParse({ ...data, sslDaysRemaining: "soon" }).success).toBe(false);
  });

  test("an instance with unknown CDN state reads null, and only contract fields pass through", () => {
    const row = {
      instanceId: "i-1", name: "MDL_A", state: "running", instaceType: "t3.medium", publicIpAddress: "10.0.0.1",
      hasLoadBalancer: false, dns: null, lms: "Moodle", domain: "a.example.com", deploymentType: "dedicated",
      version: "4.4", secretNote: "not for the browser",
    };
    const parsed = api.listInstances.response.parse({ instances: [row] });
    expect(parsed.instances[0].cdnEnabled).toBeNull();
    expect(parsed.instances[0]).not.toHaveProperty("secretNote");
    expect(api.listInstances.response.safeParse({ instances: [{ ...row, cdnEnabled: "yes" }] }).success).toBe(false);
  });

  test("an invalid branch in the contract tags gets the spec's message", () => {
    const result = api.saveInstanceTags.body.safeParse({ region: "us-west-2", tags: [{ Key: "Branch", Value: "US" }] });
    expect(messages(result)).toEqual(["The selected branch is not valid. Please select a valid branch"]);
  });
});

describe("the browser's routes table", () => {
  it("lists exactly the table's endpoints with the same method and path", () => {
    const { routes } = jest.requireActual<typeof import("@/lib/contract/routes")>("@/lib/contract/routes");
    const fromRoutes = Object.entries(routes).map(([key, r]) => [key, r.id, r.method, r.path]);
    const fromTable = endpoints.map((e) => [e.id, e.id, e.method, e.path]);
    expect(fromRoutes).toEqual(fromTable);
  });
});
