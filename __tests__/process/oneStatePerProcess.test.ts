// State that must be one per process is one per process however many copies of its module are
// loaded. Next.js compiles a module into every bundle that imports it (a page's server render
// and the BFF's route handler each have their own copy); jest.isolateModulesAsync loads a module
// afresh the same way, and the two copies must still share one refresh, one hand-off, one memo,
// one limiter, one recorder, one role re-read, one session store and one configuration.
import { api, type Endpoint } from "@/lib/contract";
import { closeEmbeddedSim } from "@/lib/sim";
import type { JWT } from "next-auth/jwt";

type TokenRefresh = typeof import("@/lib/upstream/tokenRefresh");
type ListHandOff = typeof import("@/lib/upstream/listHandOff");
type AnswerMemo = typeof import("@/lib/upstream/answerMemo");
type AttemptLimits = typeof import("@/lib/security/attemptLimits");
type Recorder = typeof import("@/lib/audit/recorder");
type SessionRole = typeof import("@/lib/bff/sessionRole");
type Config = typeof import("@/lib/config");
type DevStepUpMark = typeof import("@/lib/auth/devStepUpMark");
type LiveSession = typeof import("@/lib/session/liveSession");

/** Two copies of one module, as two bundles would load it. */
async function twoCopies<T>(load: () => Promise<T>): Promise<[T, T]> {
  const copies: T[] = [];
  for (let i = 0; i < 2; i += 1) await jest.isolateModulesAsync(async () => void copies.push(await load()));
  expect(copies[0]).not.toBe(copies[1]);
  return [copies[0], copies[1]];
}

afterAll(() => closeEmbeddedSim());

test("a page's copy and the BFF's copy of the token refresh refresh a session once", async () => {
  const [page, bff] = await twoCopies<TokenRefresh>(() => import("@/lib/upstream/tokenRefresh"));
  let refreshes = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const refresh = async () => {
    refreshes += 1;
    await opened;
    return `fresh-${refreshes}`;
  };
  const creds = { sid: "sid-one-refresh", accessToken: "expired", refreshToken: "refresh-credential" };
  const both = Promise.all([page.refreshAfter401(creds, "expired", refresh), bff.refreshAfter401(creds, "expired", refresh)]);
  open();
  expect(await both).toEqual(["fresh-1", "fresh-1"]);
  expect(refreshes).toBe(1);
  // A call from either copy still carrying the cookie's old token sends the new one.
  expect(await page.currentToken(creds)).toBe("fresh-1");
  expect(await bff.currentToken(creds)).toBe("fresh-1");
});

test("a session recorded through one copy, and ended through it, is seen so through the other's", async () => {
  const [signIn, proxy] = await twoCopies<LiveSession>(() => import("@/lib/session/liveSession"));
  await signIn.recordSession({ sid: "sid-one-store", username: "manager@example.com", role: "manager" });
  expect(await proxy.sessionIsLive("sid-one-store")).toBe(true);
  await signIn.endSession("sid-one-store", "signOut");
  expect(await proxy.sessionIsLive("sid-one-store")).toBe(false);
});

test("the list the page's copy hands off is taken by the BFF's copy", async () => {
  const [page, bff] = await twoCopies<ListHandOff>(() => import("@/lib/upstream/listHandOff"));
  const list = { body: new Uint8Array(Buffer.from('{"instances":[]}')), data: { instances: [] } };
  page.handOffList("sid-hand-off", "us-west-2", list);
  expect(bff.takeHandedOffList("sid-hand-off", "us-west-2")).toBe(list);
  expect(page.takeHandedOffList("sid-hand-off", "us-west-2")).toBeNull();
});

test("an answer validated through one copy of the contract is remembered for the other's", async () => {
  const [page, bff] = await twoCopies<AnswerMemo>(() => import("@/lib/upstream/answerMemo"));
  // Each bundle has its own copy of the contract too: equal endpoints, not the same object.
  const endpoint = { ...api.getUser, id: "oneStatePerProcess.getUser" } as Endpoint;
  const copy = { ...endpoint } as Endpoint;
  let validations = 0;
  const validate = (text: string) => {
    validations += 1;
    return { body: new Uint8Array(Buffer.from(text)), data: JSON.parse(text) as unknown };
  };
  const bytes = Buffer.from('{"name":"Ana","role":"admin"}');
  const first = page.validatedAnswer(endpoint, 200, bytes, validate);
  expect(bff.validatedAnswer(copy, 200, Buffer.from(bytes), validate)?.data).toBe(first?.data);
  expect(validations).toBe(1);
});

test("one attempt limiter, one audit recorder and one configuration, whichever copy asks", async () => {
  const [one, two] = await twoCopies<AttemptLimits>(() => import("@/lib/security/attemptLimits"));
  expect(one.attemptLimiter()).toBe(two.attemptLimiter());
  const [a, b] = await twoCopies<Recorder>(() => import("@/lib/audit/recorder"));
  expect(a.auditRecorder()).toBe(b.auditRecorder());
  const [c, d] = await twoCopies<Config>(() => import("@/lib/config"));
  expect(c.config()).toBe(d.config());
  const [e, f] = await twoCopies<DevStepUpMark>(() => import("@/lib/auth/devStepUpMark"));
  e.markStepUpStale(1234);
  expect(f.stepUpStaleBefore()).toBe(1234);
  f.clearStepUpStale();
  expect(e.stepUpStaleBefore()).toBe(0);
});

test("a role re-read under way for a session is the one both copies wait for", async () => {
  const [page, bff] = await twoCopies<SessionRole>(() => import("@/lib/bff/sessionRole"));
  const { processSingleton } = await import("@/lib/process/singleton");
  const underWay = processSingleton("role-reread", () => new Map<string, Promise<unknown>>());
  // A sign-in the embedded upstream does not know: the read ends it, once.
  const jwt = { sid: "sid-role-reread", accessToken: "unknown", refreshToken: null, role: "manager" } as unknown as JWT;
  const reading = page.rereadRole(jwt);
  const upstreamRead = underWay.get("sid-role-reread");
  expect(upstreamRead).toBeDefined();
  const waiting = bff.rereadRole(jwt);
  expect(underWay.get("sid-role-reread")).toBe(upstreamRead);
  expect(await reading).toEqual({ kind: "ended" });
  expect(await waiting).toEqual({ kind: "ended" });
  expect(underWay.has("sid-role-reread")).toBe(false);
});
