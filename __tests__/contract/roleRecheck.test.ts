// A console user's role belongs to the upstream: when a superadmin demotes or removes someone,
// that person's open session follows without a new sign-in — at once when the upstream refuses
// a call, within ROLE_RECHECK_SECONDS for any other call, on every current-user read — and a
// removed user's session ends at its next call (design "re-read from GET /user").
import type { JWT } from "next-auth/jwt";
import { api, type Role } from "@/lib/contract";
import { roleIsStale, roleRecheckMs } from "@/lib/auth/roleRecheck";
import { readConsoleConfig } from "@/lib/config/console";
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";
import { answerSession, callBff, inProcess, sessionFor, sessionWith, type TestSession } from "./harness";
import { sampleCall } from "./request";
import { samples } from "./samples";

const { admin, manager } = SEED_ACCOUNT_BY_ROLE;
const adminOnlyWrite = sampleCall(api.cdnToggle, samples.cdnToggle);

let superadmin: TestSession;
/** The admin's one sign-in (the upstream takes each code once), fresh from it: role read just now. */
let adminSession: TestSession;

beforeAll(async () => {
  await inProcess.start();
  superadmin = await sessionFor("superadmin");
  adminSession = await sessionFor("admin");
});

async function setProfile(account: { username: string; firstName: string; lastName: string }, type: Role): Promise<void> {
  const res = await callBff(superadmin, {
    method: "PUT",
    path: `/users/${encodeURIComponent(account.username)}`,
    body: JSON.stringify({ firstName: account.firstName, lastName: account.lastName, type }),
    contentType: "application/json",
  });
  expect(res.status).toBe(200);
}

afterEach(() => setProfile(admin, "admin"));

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

test("a demoted admin's refused call becomes the console's own refusal, and the session carries the new role", async () => {
  const session = adminSession;
  await setProfile(admin, "manager");
  await inProcess.clearLog();

  const refused = await callBff(session, adminOnlyWrite);
  expect(refused.status).toBe(403);
  // The console's gate answered: the browser keeps the session and shows the message.
  expect(refused.headers.get("x-console-refusal")).toBe("gate");
  expect(refused.headers.get("x-console-role-changed")).toBe("manager");
  expect((await refused.json()).message).toBe("You do not have permission to perform this action.");
  const demoted = await answerSession(refused);
  expect(demoted?.role).toBe("manager");

  // With the rewritten cookie the same call is refused before it is forwarded.
  await inProcess.clearLog();
  const again = await callBff(await sessionWith(session, demoted!), adminOnlyWrite);
  expect(again.status).toBe(403);
  expect(await inProcess.log()).toEqual([]);
});

test("a role older than the interval is read again before the gate; a fresh one is not", async () => {
  const session = adminSession;
  await setProfile(admin, "manager");

  // Within the interval the cookie's role stands (the upstream would still refuse the write).
  await inProcess.clearLog();
  const fresh = await callBff(session, { method: "GET", path: "/instances?region=us-west-2" });
  expect(fresh.status).toBe(200);
  expect((await inProcess.log()).map((e) => e.endpointId)).toEqual(["listInstances"]);

  const stale = await sessionWith(session, { ...session.jwt!, roleCheckedAt: Date.now() - roleRecheckMs() - 1 });
  await inProcess.clearLog();
  const before = Date.now();
  const read = await callBff(stale, adminOnlyWrite);
  expect(read.status).toBe(403);
  expect(read.headers.get("x-console-refusal")).toBe("gate");
  // Only the re-read went upstream: the gate refused the write with the new role.
  expect((await inProcess.log()).map((e) => e.endpointId)).toEqual(["getUser"]);
  const rewritten = await answerSession(read);
  expect(rewritten?.role).toBe("manager");
  expect(rewritten?.roleCheckedAt).toBeGreaterThanOrEqual(before);
});

test("the browser's own current-user read brings the session's role up to date", async () => {
  const session = adminSession;
  await setProfile(admin, "manager");
  const res = await callBff(session, { method: "GET", path: "/user" });
  expect(res.status).toBe(200);
  expect((await res.json()).role).toBe("manager");
  expect(res.headers.get("x-console-role-changed")).toBe("manager");
  expect((await answerSession(res))?.role).toBe("manager");
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
