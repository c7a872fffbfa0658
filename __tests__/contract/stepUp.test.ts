// Step-up two-factor before destructive calls: without a code from the last
// STEP_UP_MINUTES the BFF refuses them (403, X-Console-Step-Up: required) and never forwards them
// (the upstream's request log); a fresh code given at POST /api/step-up stamps the session, and
// the same call then goes through. The sign-in's own code counts. The e2e suite's dev route makes
// every code so far old, in the process (no cookie in flight can undo it), until the next reset.
import type { JWT } from "next-auth/jwt";
import { api, type Endpoint } from "@/lib/contract";
import { handleStepUp } from "@/lib/routes/stepUp";
import { handleStaleStepUp } from "@/lib/routes/dev/staleStepUp";
import { clearStepUpStale, markStepUpStale } from "@/lib/auth/devStepUpMark";
import { handleDevReset } from "@/lib/routes/dev/reset";
import { STEP_UP_ENDPOINTS, stepUpMs } from "@/lib/auth/stepUp";
import { getEmbeddedSim } from "@/lib/sim";
import { anotherSignIn, answerSession, callBff, consoleRequest, inProcess, ORIGIN, sessionFor, sessionWith, unusedCode, type TestSession } from "./harness";
import { sampleCall } from "./request";
import { samples } from "./samples";

let fresh: TestSession;
let stale: TestSession;

beforeAll(async () => {
  await inProcess.start();
  fresh = await sessionFor("superadmin");
  stale = await sessionWith(fresh, { ...fresh.jwt!, stepUpAt: Date.now() - stepUpMs() - 1 } as JWT);
});

const forwarded = async (id: string) => (await inProcess.log()).filter((e) => e.endpointId === id).length;

function stepUp(session: TestSession, body: unknown, origin: string = ORIGIN): Promise<Response> {
  return handleStepUp(
    consoleRequest("/api/step-up", session, { method: "POST", body, origin }),
  );
}

test("the destructive calls: deleting resources (the request and the delete page's start), upgrade, rollback, batch approval, shared server, console user; 5 minutes by default", () => {
  expect([...STEP_UP_ENDPOINTS].sort()).toEqual(["approveBatch", "createSharedInstance", "deleteInstance", "deleteRequest", "deleteUser", "rollbackLms", "upgradeLms"]);
  expect(stepUpMs()).toBe(300_000);
  process.env.STEP_UP_MINUTES = "15";
  try {
    expect(stepUpMs()).toBe(900_000);
  } finally {
    delete process.env.STEP_UP_MINUTES;
  }
});

test.each([...STEP_UP_ENDPOINTS])("%s without a fresh code: 403 asking for one, never forwarded", async (id) => {
  const endpoint = (api as Record<string, Endpoint>)[id];
  await inProcess.clearLog();
  const res = await callBff(stale, sampleCall(endpoint, samples[id as keyof typeof samples]));
  expect(res.status).toBe(403);
  expect(res.headers.get("x-console-step-up")).toBe("required");
  expect(res.headers.get("x-console-refusal")).toBe("gate");
  expect((await res.json()).message).toBe("Enter a fresh two-factor code to confirm this action.");
  expect(await forwarded(id)).toBe(0);
});

test("a wrong code is refused on its field; a right one stamps the session and the call then goes through", async () => {
  const wrong = await stepUp(stale, { code: "000000" });
  expect(wrong.status).toBe(400);
  expect((await wrong.json()).fields.code).toBeTruthy();
  expect(wrong.headers.get("set-cookie")).toBeNull();

  const code = getEmbeddedSim().totpFor("superadmin@example.com", Date.now() + 30_000)!;
  const before = Date.now();
  const right = await stepUp(stale, { code });
  expect(right.status).toBe(200);
  const stamped = (await answerSession(right))!;
  expect(stamped.stepUpAt).toBeGreaterThanOrEqual(before);

  await inProcess.clearLog();
  const res = await callBff(await sessionWith(stale, stamped), { method: "DELETE", path: "/users/nobody%40example.com" });
  expect(res.status).toBe(404);
  expect(await forwarded("deleteUser")).toBe(1);
});

test("a code given at the step-up counts for every copy of that session's cookie, and for no other session", async () => {
  const admin = await sessionFor("admin");
  const requestDeletion = sampleCall(api.deleteRequest, samples.deleteRequest);
  const old = { stepUpAt: Date.now() - stepUpMs() - 1 };
  const signedIn = await sessionWith(admin, { ...admin.jwt!, ...old } as JWT);
  const otherSignIn = await anotherSignIn(signedIn);
  expect((await stepUp(signedIn, { code: unusedCode("admin@example.com") })).status).toBe(200);

  // The cookie as a response of a call begun before the code rewrote it: the stamp is not in it,
  // and the destructive call still goes through.
  await inProcess.clearLog();
  const sent = await callBff(signedIn, requestDeletion);
  expect(sent.headers.get("x-console-step-up")).toBeNull();
  expect(await forwarded("deleteRequest")).toBe(1);
  // Another sign-in of the same user gave no code.
  await inProcess.clearLog();
  const refused = await callBff(otherSignIn, requestDeletion);
  expect(refused.status).toBe(403);
  expect(refused.headers.get("x-console-step-up")).toBe("required");
  expect(await forwarded("deleteRequest")).toBe(0);
});

test("the sign-in's own code counts: a fresh session's destructive call is forwarded", async () => {
  await inProcess.clearLog();
  const res = await callBff(fresh, { method: "DELETE", path: "/users/nobody%40example.com" });
  expect(res.status).toBe(404);
  expect(await forwarded("deleteUser")).toBe(1);
});

test("a step-up from another site, or without a session, or with no code, is refused", async () => {
  expect((await stepUp(stale, { code: "123456" }, "https://evil.example")).status).toBe(403);
  expect((await stepUp({ ...stale, cookie: null }, { code: "123456" })).status).toBe(401);
  const blank = await stepUp(stale, {});
  expect(blank.status).toBe(400);
  expect((await blank.json()).fields).toEqual({ code: "Enter the 6-digit code from your authenticator app." });
});

describe("the e2e suite's mark (POST /api/dev/stale-step-up)", () => {
  const saved = process.env.SIM_TEST_RESET;
  afterEach(() => {
    clearStepUpStale();
    if (saved === undefined) delete process.env.SIM_TEST_RESET;
    else process.env.SIM_TEST_RESET = saved;
  });
  const markStale = (session: TestSession) =>
    handleStaleStepUp(consoleRequest("/api/dev/stale-step-up", session, { method: "POST", origin: null }));
  const deleteNobody = (session: TestSession) => callBff(session, { method: "DELETE", path: "/users/nobody%40example.com" });

  test("makes every code given so far old, whatever cookie the browser holds; a code given after it counts; the reset clears it", async () => {
    process.env.SIM_TEST_RESET = "1";
    expect((await markStale(fresh)).status).toBe(200);
    await inProcess.clearLog();
    const refused = await deleteNobody(fresh);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("x-console-step-up")).toBe("required");
    expect(await forwarded("deleteUser")).toBe(0);

    // A code given at or after the mark counts; one stamped in the future would not (a clock
    // the server cannot trust), so the stamp is now, taken after the mark.
    const later = { ...fresh.jwt!, stepUpAt: Date.now() } as JWT;
    expect((await deleteNobody(await sessionWith(fresh, later))).status).toBe(404);

    expect((await handleDevReset(consoleRequest("/api/dev/reset", null, { method: "POST", origin: null }))).status).toBe(200);
    expect((await deleteNobody(fresh)).status).toBe(404);
  });

  test("does not exist, and no mark counts, without SIM_TEST_RESET=1", async () => {
    delete process.env.SIM_TEST_RESET;
    expect((await markStale(fresh)).status).toBe(404);
    markStepUpStale();
    expect((await deleteNobody(fresh)).status).toBe(404);
  });
});
