// A console user's role belongs to the upstream: when it is lowered (here straight at the
// upstream, as another tool would), the console learns it without a new sign-in — at once when the
// upstream refuses a call, within ROLE_RECHECK_SECONDS for any other call, on every current-user
// read — and ends the session: its cookie is cleared and refused from then on, unforwarded. A
// raised role is carried by the session. A removed user's session ends at its next call (design
// "re-read from GET /user").
import type { JWT } from "next-auth/jwt";
import { api, type Role } from "@/lib/contract";
import { roleIsStale, roleRecheckMs } from "@/lib/auth/roleRecheck";
import { readConsoleConfig } from "@/lib/config/console";
import { MESSAGES } from "@/lib/http/messages";
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import { rereadRole } from "@/lib/bff/sessionRole";
import { anotherSignIn, answerSession, callBff, inProcess, sessionFor, sessionWith, type TestSession } from "./harness";
import { sampleCall } from "./request";
import { samples } from "./samples";

const { admin, manager } = SEED_ACCOUNT_BY_ROLE;
const adminOnlyWrite = sampleCall(api.cdnToggle, samples.cdnToggle);

let superadmin: TestSession;
/** The admin's one upstream sign-in (the upstream takes each code once); each test signs in to
 * the console anew from it, since a demotion ends the console session. */
let adminSignIn: TestSession;

beforeAll(async () => {
  await inProcess.start();
  superadmin = await sessionFor("superadmin");
  adminSignIn = await sessionFor("admin");
});

/** Changes the admin's role at the upstream itself, behind the console's back. */
async function setRoleUpstream(account: { username: string; firstName: string; lastName: string }, type: Role): Promise<void> {
  const { sid, accessToken, refreshToken } = superadmin.jwt!;
  await upstreamJson({ endpoint: api.updateUser, params: { userId: account.username }, body: { firstName: account.firstName, lastName: account.lastName, type } }, { sid, accessToken, refreshToken });
}

afterEach(() => setRoleUpstream(admin, "admin"));

/** A refusal that ends the session: 401, the cookie cleared, and the same cookie refused after, unforwarded. */
async function expectEnded(session: TestSession, res: Response): Promise<void> {
  expect(res.status).toBe(401);
  expect((await res.json()).message).toBe(MESSAGES.sessionEnded);
  expect(await answerSession(res)).toBeNull();
  await inProcess.clearLog();
  expect((await callBff(session, { method: "GET", path: "/instances?region=us-west-2" })).status).toBe(401);
  expect(await inProcess.log()).toEqual([]);
}

test("the interval is ROLE_RECHECK_SECONDS, 60 s unless set; anything but a whole number from 1 to 900 is refused", () => {
  expect(roleRecheckMs()).toBe(60_000);
  process.env.ROLE_RECHECK_SECONDS = "5";
  try {
    expect(roleRecheckMs()).toBe(5_000);
  } finally {
    delete process.env.ROLE_RECHECK_SECONDS;
  }
  expect(readConsoleConfig({ ROLE_RECHECK_SECONDS: "" }).auth.roleRecheckSeconds).toBe(60);
  for (const wrong of ["0", "1.5", "901", "soon"]) expect(() => readConsoleConfig({ ROLE_RECHECK_SECONDS: wrong })).toThrow(`ROLE_RECHECK_SECONDS must be a whole number from 1 to 900 (got "${wrong}")`);
  const jwt = { twoFactorVerified: true, roleCheckedAt: 1_000_000 } as JWT;
  expect(roleIsStale(jwt, 1_000_000 + 59_999, 60_000)).toBe(false);
  expect(roleIsStale(jwt, 1_000_000 + 60_000, 60_000)).toBe(true);
  // A cookie from before the re-read existed, or one dated in the future, is read again.
  expect(roleIsStale({ twoFactorVerified: true } as JWT, 0, 60_000)).toBe(true);
  expect(roleIsStale(jwt, 999_000, 60_000)).toBe(true);
});

test("a demotion the upstream shows by refusing a call ends the session at once", async () => {
  const session = await anotherSignIn(adminSignIn);
  await setRoleUpstream(admin, "manager");
  await expectEnded(session, await callBff(session, adminOnlyWrite));
});

test("a role older than the interval is read again before the gate; a fresh one is not", async () => {
  const session = await anotherSignIn(adminSignIn);
  await setRoleUpstream(admin, "manager");

  // Within the interval the cookie's role stands (the upstream would still refuse the write).
  await inProcess.clearLog();
  const fresh = await callBff(session, { method: "GET", path: "/instances?region=us-west-2" });
  expect(fresh.status).toBe(200);
  expect((await inProcess.log()).map((e) => e.endpointId)).toEqual(["listInstances"]);

  const stale = await sessionWith(session, { ...session.jwt!, roleCheckedAt: Date.now() - roleRecheckMs() - 1 });
  await inProcess.clearLog();
  const read = await callBff(stale, adminOnlyWrite);
  // Only the re-read went upstream: it found the demotion and ended the session.
  expect((await inProcess.log()).map((e) => e.endpointId)).toEqual(["getUser"]);
  await expectEnded(session, read);
});

test("calls of one sign-in that read the role together share one upstream read, and each keeps its own session", async () => {
  const session = await anotherSignIn(adminSignIn);
  // Two cookies of one sign-in: a live list's, written before a fresh code was given, and the
  // destructive call's, written after it.
  const older = { ...session.jwt!, roleCheckedAt: 0 } as JWT;
  const newer = { ...session.jwt!, roleCheckedAt: 0, stepUpAt: Date.now() + 1 } as JWT;
  await inProcess.clearLog();
  const [first, second] = await Promise.all([rereadRole(older), rereadRole(newer)]);
  expect((await inProcess.log()).map((e) => e.endpointId)).toEqual(["getUser"]);
  expect(first.kind === "read" && first.jwt.stepUpAt).toBe(older.stepUpAt);
  expect(second.kind === "read" && second.jwt.stepUpAt).toBe(newer.stepUpAt);
  expect(second.kind === "read" && second.jwt.role).toBe("admin");
});

test("the browser's own current-user read ends a demoted session", async () => {
  const session = await anotherSignIn(adminSignIn);
  await setRoleUpstream(admin, "manager");
  await expectEnded(session, await callBff(session, { method: "GET", path: "/user" }));
});

test("a raised role is carried by the session without a new sign-in", async () => {
  const session = await anotherSignIn(adminSignIn);
  await setRoleUpstream(admin, "superadmin");
  const res = await callBff(session, { method: "GET", path: "/user" });
  expect(res.status).toBe(200);
  expect((await res.json()).role).toBe("superadmin");
  expect(res.headers.get("x-console-role-changed")).toBe("superadmin");
  const raised = (await answerSession(res)) as JWT;
  expect(raised.role).toBe("superadmin");
  // With the rewritten cookie a superadmin-only read is served.
  expect((await callBff(await sessionWith(session, raised), { method: "GET", path: "/users" })).status).toBe(200);
});

test("a removed user's open session ends at its next call, and the cookie is cleared", async () => {
  const session = await sessionFor("manager");
  const removed = await callBff(superadmin, { method: "DELETE", path: `/users/${encodeURIComponent(manager.username)}` });
  expect(removed.status).toBe(200);

  const res = await callBff(session, { method: "GET", path: "/instances?region=us-west-2" });
  expect(res.status).toBe(401);
  expect((await res.json()).message).toBe("Your session has ended. Please sign in again.");
  expect(await answerSession(res)).toBeNull();
});
