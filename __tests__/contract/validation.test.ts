// Bad input is answered by the BFF with 400 and field errors, and never forwarded.
import { api } from "@/lib/contract";
import { callBff, inProcess, overHttp, sessionFor, type TestSession, type UpstreamMode } from "./harness";

describe.each<UpstreamMode>([inProcess, overHttp()])("input validation, upstream $name", (mode) => {
  let admin: TestSession;
  beforeAll(async () => {
    await mode.start();
    admin = await sessionFor("superadmin");
  });
  afterAll(() => mode.stop());
  beforeEach(() => mode.clearLog());

  async function reachedUpstream(): Promise<number> {
    return (await mode.log()).length;
  }

  test("a four-word motive gets the spec's message on the reason field", async () => {
    const res = await callBff(admin, {
      method: "POST",
      path: "/instances/i-0abc/action",
      body: JSON.stringify({ action: "stop", region: "us-west-2", reason: "too short a motive" }),
      contentType: "application/json",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields.reason).toBe("The motive must be at least 5 words.");
    expect(await reachedUpstream()).toBe(0);
  });

  test("an unknown region in the query string is refused", async () => {
    const res = await callBff(admin, { method: "GET", path: "/instances?region=mars-north-1" });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fields)).toContain("region");
    expect(await reachedUpstream()).toBe(0);
  });

  test("a body that is not JSON is refused", async () => {
    const res = await callBff(admin, { method: "POST", path: "/instances/i-0abc/action", body: "{not json", contentType: "application/json" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("The request body is not valid JSON.");
    expect(await reachedUpstream()).toBe(0);
  });

  test("a valid call is forwarded once and its answer validated against the contract", async () => {
    const res = await callBff(admin, { method: "GET", path: "/instances?region=eu-central-1" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { instances: unknown[] };
    expect(api.listInstances.response.safeParse(body).success).toBe(true);
    expect(body.instances.length).toBeGreaterThan(0);
    expect((await mode.log()).map((e) => e.endpointId)).toEqual(["listInstances"]);
  });
});
