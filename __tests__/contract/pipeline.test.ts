// The BFF's checks run in one visible order (match → well-formed URL → origin → session → live session →
// role re-read → gate → step-up → attempt limits → bounded read → validate → role from the body → a deleted user's views →
// a removed or demoted user's sessions → audit facts → forward): the list
// itself, and requests that fail several checks at once, which must get the earliest answer.
import { api } from "@/lib/contract";
import { BFF_STEPS } from "@/lib/bff/pipeline";
import { callBff, inProcess, sessionFor, type TestSession } from "./harness";
import { sampleCall } from "./request";
import { samples } from "./samples";

const ORDER = [
  "match", "well-formed URL", "origin", "session", "live session", "role re-read", "gate", "step-up", "attempt limits", "bounded read", "validate",
  "role from the body", "forget a deleted user's views", "end a removed or demoted user's sessions", "audit facts", "forward",
];

test("the steps are the designed ones, in the designed order", () => {
  expect(BFF_STEPS.map((s) => s.name)).toEqual(ORDER);
});

describe("a request failing several checks gets the earliest one's answer, unforwarded", () => {
  let manager: TestSession;
  const anonymous: TestSession = { who: "anonymous", cookie: null, jwt: null };
  beforeAll(async () => {
    await inProcess.start();
    manager = await sessionFor("manager");
  });
  beforeEach(() => inProcess.clearLog());
  afterEach(async () => expect(await inProcess.log()).toEqual([]));

  test("unknown route with a malformed escape: 404 (match before well-formed URL)", async () => {
    expect((await callBff(manager, { method: "GET", path: "/no-such/%E0%A4%A" })).status).toBe(404);
  });

  test("known route, malformed escape, cross-origin write: 400 (well-formed URL before origin)", async () => {
    const res = await callBff(anonymous, { method: "POST", path: "/instances/%E0%A4%A/action", origin: "https://evil.example", body: "{}", contentType: "application/json" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "The address is not valid: it has a malformed percent-encoding.", fields: { id: expect.any(String) } });
  });

  test("cross-origin write without a session: 403 cross-origin (origin before session)", async () => {
    const res = await callBff(anonymous, { ...sampleCall(api.instanceAction, samples.instanceAction), origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("Cross-origin request refused.");
  });

  test("no session and an oversized body: 401 (gate before the body is read)", async () => {
    const res = await callBff(anonymous, { ...sampleCall(api.instanceAction, samples.instanceAction), body: "x".repeat(2_000_000), contentType: "application/json" });
    expect(res.status).toBe(401);
  });

  test("a manager's invalid body to an admin-only endpoint: 403 (gate before validate)", async () => {
    const res = await callBff(manager, { ...sampleCall(api.changeInstanceType, samples.changeInstanceType), body: "{not json", contentType: "application/json" });
    expect(res.status).toBe(403);
  });

  test("an oversized body that is not JSON either: 413 (bounded read before validate)", async () => {
    const res = await callBff(manager, { ...sampleCall(api.instanceAction, samples.instanceAction), body: "{".repeat(1_500_000), contentType: "application/json" });
    expect(res.status).toBe(413);
  });

  test("a manager's restart with a bad field: 400 (validate before the role the body asks for)", async () => {
    const body = { ...samples.runCommand.body, region: "mars-north-1" };
    const res = await callBff(manager, { ...sampleCall(api.runCommand, samples.runCommand), body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    const valid = await callBff(manager, sampleCall(api.runCommand, samples.runCommand));
    expect(valid.status).toBe(403);
  });
});
