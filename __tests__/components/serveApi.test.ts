// The component tests' BFF double holds replies to the contract: it answers by endpoint id,
// relays what the BFF would (unknown fields dropped), and refuses, failing the test, a reply of
// a shape the contract does not allow, an error body that is not the contract's, and any call
// the test did not expect.
import { callApi } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import { callsOf, NETWORK_ERROR, serveApi, takeProblems } from "./serveApi";

const ACTION_URL = "/api/v1/instances/i-1/action";
const post = (url: string, body: unknown) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("serveApi answers", () => {
  it("a body with 200, as the BFF relays it: parsed by the response schema, unknown fields dropped", async () => {
    serveApi({ instanceAction: { success: true, message: "Stopping.", internal: "dropped" } as never });
    const res = await post(ACTION_URL, { action: "stop" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Stopping." });
  });

  it("{ status, body } with that status, and a list in order", async () => {
    serveApi({ getUser: [{ status: 503, body: { message: "Unavailable." } }, { name: "Adrian Admin", username: "admin@example.com", role: "admin" }] });
    await expect(callApi(routes.getUser)).rejects.toMatchObject({ status: 503, message: "Unavailable." });
    await expect(callApi(routes.getUser)).resolves.toEqual({ name: "Adrian Admin", username: "admin@example.com", role: "admin" });
  });

  it("NETWORK_ERROR as a dropped connection", async () => {
    serveApi({ getUser: NETWORK_ERROR });
    await expect(fetch("/api/v1/user")).rejects.toThrow(TypeError);
    expect(takeProblems()).toEqual([]);
  });

  it("records each call by endpoint id with its decoded path parameters, query, body and headers", async () => {
    serveApi({ instanceAction: { success: true }, instanceData: { isElasticIp: true, isOutOfSupport: false, version: "4.3.3", sslDaysRemaining: 45 } });
    await post("/api/v1/instances/i%2D9/action", { action: "reboot", region: "us-west-2" });
    await fetch("/api/v1/instances/i-9/data?region=eu-central-1&ip=1.2.3.4");
    expect(callsOf("instanceAction")).toEqual([{ id: "instanceAction", method: "POST", params: { id: "i-9" }, query: {}, body: { action: "reboot", region: "us-west-2" }, headers: { "content-type": "application/json" } }]);
    expect(callsOf().map((c) => c.id)).toEqual(["instanceAction", "instanceData"]);
    expect(callsOf("instanceData")[0].query).toEqual({ region: "eu-central-1", ip: "1.2.3.4" });
  });
});

describe("serveApi refuses", () => {
  it("a 2xx reply the response schema does not allow, naming the endpoint and the zod issue", async () => {
    serveApi({ instanceAction: { success: "yes" } as never });
    await expect(post(ACTION_URL, {})).rejects.toThrow(/instanceAction/);
    const [problem] = takeProblems();
    expect(problem).toMatch(/^serveApi: the 200 reply to instanceAction \(POST \/api\/v1\/instances\/i-1\/action\) does not fit instanceAction's response schema: success: /);
  });

  it("an error body that is not the contract's error body", async () => {
    serveApi({ instanceAction: [{ status: 409, body: { message: 409 } }, { status: 500, body: null }] });
    await expect(post(ACTION_URL, {})).rejects.toThrow();
    await expect(post(ACTION_URL, {})).rejects.toThrow();
    const problems = takeProblems();
    expect(problems).toHaveLength(2);
    for (const problem of problems) expect(problem).toMatch(/reply to instanceAction .* does not fit the contract's error body schema/);
  });

  it("a call to an endpoint the test gave no reply, naming its id and path", async () => {
    serveApi({ getUser: { name: "A", username: "a@example.com", role: "admin" } });
    await expect(fetch("/api/v1/instances?region=us-west-2")).rejects.toThrow();
    expect(takeProblems()).toEqual(["serveApi: unexpected call to listInstances (GET /api/v1/instances): the test gave it no reply"]);
  });

  it("a call once its list of replies is used up", async () => {
    serveApi({ instanceAction: [{ success: true }] });
    await post(ACTION_URL, {});
    await expect(post(ACTION_URL, {})).rejects.toThrow();
    expect(takeProblems()).toEqual(["serveApi: unexpected call to instanceAction (POST /api/v1/instances/i-1/action): its replies are used up"]);
  });

  it("a path that is no endpoint of the contract", async () => {
    await expect(fetch("/api/v1/no-such-thing")).rejects.toThrow();
    expect(takeProblems()).toEqual(["serveApi: GET /api/v1/no-such-thing is no endpoint of the contract"]);
  });

  it("every call before the test serves anything", async () => {
    await expect(fetch("/api/v1/user")).rejects.toThrow();
    expect(takeProblems()).toEqual(["serveApi: unexpected call to getUser (GET /api/v1/user): the test gave it no reply"]);
  });

  it("a reply keyed by something that is no endpoint id", () => {
    expect(() => serveApi({ listEverything: {} } as never)).toThrow("serveApi: listEverything is no endpoint id of the contract");
  });
});
