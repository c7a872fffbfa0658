// Sessions the server can end: a copy of a session cookie replayed after sign-out, after the
// user's deletion or demotion through the console, or after IDLE_MINUTES without a request is
// refused by the console's own routes (401 JSON), by the BFF before anything is forwarded, and by
// the page gates (to sign-in, the cookie cleared). Requests keep a session live; a revocation made
// by another replica is seen within LIVE_CACHE_MS.
import type { JWT } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { consoleDatabase } from "@/lib/db/processDatabase";
import { revokeConsoleSession } from "@/lib/db/consoleSessions";
import { MESSAGES } from "@/lib/http/messages";
import { handlePreflight } from "@/lib/routes/preflight";
import { handleListViews } from "@/lib/routes/views";
import { endSession, idleLimitMs, LIVE_CACHE_MS, recordedStepUp, recordStepUp, sessionIsLive, touchEveryMs } from "@/lib/session/liveSession";
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";
import { proxy } from "@/proxy";
import { anotherSignIn, answerSession, callBff, consoleRequest, cookieFor, inProcess, ORIGIN, sessionFor, withAuditTrail, type TestSession } from "./harness";

let superadmin: TestSession;
/** The admin's one upstream sign-in; each test takes a console session of its own from it. */
let admin: TestSession;

withAuditTrail();
beforeAll(async () => {
  superadmin = await sessionFor("superadmin");
  admin = await sessionFor("admin");
});
beforeEach(() => inProcess.clearLog());
afterEach(() => jest.restoreAllMocks());

const instances = (session: TestSession) => callBff(session, { method: "GET", path: "/instances?region=us-west-2" });
const views = (session: TestSession) => handleListViews(consoleRequest("/api/views", session));
const page = (session: TestSession, path = "/home/instances") => proxy(new NextRequest(`${ORIGIN}${path}`, { headers: { cookie: session.cookie ?? "" } }));

/** What a caller holding `session`'s cookie meets on the console's routes, the BFF and a page. */
async function expectRefused(session: TestSession): Promise<void> {
  await inProcess.clearLog();
  const list = await views(session);
  expect(list.status).toBe(401);
  expect(await list.json()).toEqual({ message: MESSAGES.signIn });

  const bff = await instances(session);
  expect(bff.status).toBe(401);
  expect(await bff.json()).toEqual({ message: MESSAGES.sessionEnded });
  expect(await answerSession(bff)).toBeNull();
  expect(await inProcess.log()).toEqual([]);

  const home = await page(session);
  expect(home.status).toBe(307);
  expect(new URL(home.headers.get("location")!).pathname).toBe("/");
  expect(home.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
}

async function expectServed(session: TestSession): Promise<void> {
  expect((await views(session)).status).toBe(200);
  expect((await instances(session)).status).toBe(200);
  const home = await page(session);
  expect(home.headers.get("location")).toBeNull();
}

/** Sets the console's clock to `at` (the embedded upstream's too: it reads the same clock). */
function clockAt(at: number): void {
  jest.spyOn(Date, "now").mockReturnValue(at);
}

test("a live session is served everywhere; its cookie replayed after sign-out is refused everywhere", async () => {
  const session = await sessionFor("manager");
  await expectServed(session);
  // What next-auth runs on POST /api/auth/signout.
  await authOptions.events!.signOut!({ token: session.jwt!, session: null as never });
  await expectRefused(session);
  // The sign-in page itself is open to it, as to anyone signed out.
  const signIn = await page(session, "/");
  expect(signIn.headers.get("location")).toBeNull();
});

test("every console route refuses an ended session: pre-flight as well as saved views", async () => {
  const session = await anotherSignIn(admin);
  const preflight = () => handlePreflight(consoleRequest("/api/preflight/i-0001?region=us-west-2", session), "i-0001");
  expect((await preflight()).status).not.toBe(401);
  await endSession(session.jwt!.sid, "signOut");
  const refused = await preflight();
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({ message: MESSAGES.signIn });
});

test("IDLE_MINUTES without a request ends the session; a request before then starts the time again", async () => {
  const session = await anotherSignIn(admin);
  const start = Date.now();
  const idle = idleLimitMs();
  expect(idle).toBe(30 * 60_000);

  // Just inside the limit a request is served, and counts as the last one.
  clockAt(start + idle - 1_000);
  expect((await views(session)).status).toBe(200);
  clockAt(start + 2 * idle - 2_000);
  expect((await views(session)).status).toBe(200);

  // Past it (at most touchEveryMs() late), the same cookie is refused everywhere.
  clockAt(start + 3 * idle + touchEveryMs());
  await expectRefused(session);
  // A request after the end does not bring it back.
  clockAt(start + 3 * idle + touchEveryMs() + 1_000);
  expect((await views(session)).status).toBe(401);
});

test("a revocation by another replica (straight in the shared table) is seen within LIVE_CACHE_MS", async () => {
  const session = await anotherSignIn(admin);
  const now = Date.now();
  clockAt(now);
  expect(await sessionIsLive(session.jwt!.sid)).toBe(true);
  await revokeConsoleSession(await consoleDatabase().open(), session.jwt!.sid, "signOut", now);
  clockAt(now + LIVE_CACHE_MS);
  expect(await sessionIsLive(session.jwt!.sid)).toBe(false);
  expect((await views(session)).status).toBe(401);
});

test("the time of a fresh two-factor code is kept in the session's row, never moved back, for that session only", async () => {
  const one = await anotherSignIn(admin);
  const other = await anotherSignIn(admin);
  expect(await recordedStepUp(one.jwt!.sid)).toBeNull();
  await recordStepUp(one.jwt!.sid, 2_000_000_000_000);
  await recordStepUp(one.jwt!.sid, 1_999_000_000_000);
  expect(await recordedStepUp(one.jwt!.sid)).toBe(2_000_000_000_000);
  expect(await recordedStepUp(other.jwt!.sid)).toBeNull();
  expect(await recordedStepUp("never-recorded")).toBeNull();
});

test("a session the server never recorded (a forged or pre-existing sid) is refused", async () => {
  const jwt: JWT = { ...admin.jwt!, sid: "not-a-recorded-session" };
  const forged: TestSession = { ...admin, jwt, cookie: await cookieFor(jwt) };
  await expectRefused(forged);
});

describe("the user's account changed through the console", () => {
  const { admin: adminAccount, manager: managerAccount } = SEED_ACCOUNT_BY_ROLE;
  const profile = (type: string) => ({
    method: "PUT",
    path: `/users/${encodeURIComponent(adminAccount.username)}`,
    body: JSON.stringify({ firstName: adminAccount.firstName, lastName: adminAccount.lastName, type }),
    contentType: "application/json",
  });

  test("a demotion ends the user's sessions signed in above the new role; an edit that keeps the role does not", async () => {
    const kept = await anotherSignIn(admin);
    expect((await callBff(superadmin, profile("admin"))).status).toBe(200);
    await expectServed(kept);

    const demoted = await anotherSignIn(admin);
    expect((await callBff(superadmin, profile("manager"))).status).toBe(200);
    await inProcess.clearLog();
    await expectRefused(demoted);
    await expectRefused(kept);
    // The superadmin who made the change keeps working.
    expect((await views(superadmin)).status).toBe(200);
    expect((await callBff(superadmin, profile("admin"))).status).toBe(200);
  });

  test("deleting a user ends every session of theirs", async () => {
    const session = await sessionFor("manager");
    await expectServed(session);
    const removed = await callBff(superadmin, { method: "DELETE", path: `/users/${encodeURIComponent(managerAccount.username)}` });
    expect(removed.status).toBe(200);
    await inProcess.clearLog();
    await expectRefused(session);
  });
});
