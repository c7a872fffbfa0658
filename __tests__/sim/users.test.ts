// Console users in the embedded upstream (spec 3 §2.9, §2.10, §7): the list and one user, ids
// matched without regard to case; a created account is a real one (its password signs in, then
// two-factor enrolment); edits, a demotion that bites the same token at its next call, deletion
// that ends the user's sessions, password resets that check the current password and sign the
// user out elsewhere (wrong current passwords count towards that account's lock); refusals of one's own profile and account; all of it survives a restart;
// only superadmins reach any of it.
import { api } from "@/lib/contract";
import { createSim, type Sim } from "@/lib/sim";
import { totp } from "@/lib/sim/auth/totp";
import { ACCOUNTS, call, decodeQr, signIn, signInVerified } from "./helpers";
import { clockedSim, FIXED_NOW, savedSim, withStateFile, type Clock } from "./opsHelpers";

const LUCIA = { username: "lucia.mora@example.com", password: "Campus#2026" };
const NEW_USER = { id: LUCIA.username, firstName: "Lucia", lastName: "Mora", type: "admin", password: LUCIA.password };

interface ConsoleUser { id: string; firstName: string; lastName: string; type: string }

async function users(sim: Sim, token: string): Promise<ConsoleUser[]> {
  const res = await call(sim, "GET", "/users", { token });
  expect(res.status).toBe(200);
  expect(api.listUsers.response.safeParse(res.body).success).toBe(true);
  return res.body.users as ConsoleUser[];
}

const status = async (sim: Sim, token: string, path: string) => (await call(sim, "GET", path, { token })).status;
/** Refused for a manager by the role check alone (admin only), whatever the body. */
const adminOnly = (sim: Sim, token: string) => call(sim, "PUT", "/instances/i-nothing?region=us-west-2", { token, body: {} });

/** Signs in a new account, enrols two-factor from the QR code, signs in again with a code: a verified token. */
async function enrolAndSignIn(sim: Sim, clock: Clock, account: { username: string; password: string }): Promise<string> {
  const first = await signIn(sim, account);
  expect(first.twoFactorAuthEnabled).toBe(false);
  const qr = await call(sim, "POST", "/otp/setup-step-one", { token: first.accessToken });
  expect(qr.status).toBe(200);
  const secret = new URL(decodeQr(String(qr.body.qr)) ?? "").searchParams.get("secret") ?? "";
  expect((await call(sim, "POST", "/otp/setup-step-two", { token: first.accessToken, body: { twoFactor: totp(secret, clock.t) } })).status).toBe(200);
  clock.t += 30_000;
  const second = await signIn(sim, account);
  expect(second.twoFactorAuthEnabled).toBe(true);
  expect((await call(sim, "POST", "/otp/validate", { token: second.accessToken, body: { token: totp(secret, clock.t) } })).status).toBe(200);
  return second.accessToken;
}

describe("listing and reading users", () => {
  it("lists the seeded accounts in a stable order, then new ones by creation", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    expect(await users(sim, token)).toEqual([
      { id: "manager@example.com", firstName: "Maria", lastName: "Manager", type: "manager" },
      { id: "admin@example.com", firstName: "Adrian", lastName: "Admin", type: "admin" },
      { id: "superadmin@example.com", firstName: "Sofia", lastName: "Superadmin", type: "superadmin" },
      { id: "newadmin@example.com", firstName: "Nora", lastName: "Newadmin", type: "admin" },
    ]);
    for (const id of ["zeta@example.com", "Alpha@Example.com"]) {
      expect((await call(sim, "POST", "/users", { token, body: { ...NEW_USER, id } })).status).toBe(200);
    }
    expect((await users(sim, token)).map((u) => u.id).slice(4)).toEqual(["zeta@example.com", "alpha@example.com"]);
  });

  it("reads one user by e-mail, whatever its case; an unknown one is 404", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const res = await call(sim, "GET", `/users/${encodeURIComponent("Admin@Example.COM")}`, { token });
    expect(res).toMatchObject({ status: 200, body: { success: true, user: { id: "admin@example.com", firstName: "Adrian", lastName: "Admin", type: "admin" } } });
    expect(api.getConsoleUser.response.safeParse(res.body).success).toBe(true);
    expect(await call(sim, "GET", "/users/nobody%40example.com", { token })).toMatchObject({ status: 404, body: { message: "User not found" } });
  });
});

describe("creating a user", () => {
  it("makes a real account: its password signs in (case of the address aside) and leads to two-factor enrolment", async () => {
    const { sim, clock } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const created = await call(sim, "POST", "/users", { token, body: { ...NEW_USER, id: "Lucia.Mora@Example.com" } });
    expect(created).toMatchObject({ status: 200, body: { success: true, message: "User created successfully" } });
    expect((await users(sim, token)).at(-1)).toEqual({ id: LUCIA.username, firstName: "Lucia", lastName: "Mora", type: "admin" });

    // Not enrolled yet: only the two-factor steps are open to it.
    const first = await signIn(sim, { username: "LUCIA.MORA@example.com", password: LUCIA.password });
    expect(first.twoFactorAuthEnabled).toBe(false);
    expect(await status(sim, first.accessToken, "/instances?region=us-west-2")).toBe(403);
    const lucia = await enrolAndSignIn(sim, clock, LUCIA);
    expect(await status(sim, lucia, "/instances?region=us-west-2")).toBe(200);
    expect((await call(sim, "GET", "/user", { token: lucia })).body).toEqual({ name: "Lucia Mora", role: "admin", username: LUCIA.username });
    expect(await call(sim, "POST", "/signin", { body: { ...LUCIA, password: "Wrong#2026x" } })).toMatchObject({ status: 400 });
  });

  it("refuses an address already in use, whatever its case (409), and a weak password (400, from the contract)", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const taken = await call(sim, "POST", "/users", { token, body: { ...NEW_USER, id: "Manager@Example.com" } });
    expect(taken).toEqual(expect.objectContaining({ status: 409, body: { message: "A user with this e-mail address already exists." } }));
    const weak = await call(sim, "POST", "/users", { token, body: { ...NEW_USER, password: "short" } });
    expect(weak).toMatchObject({ status: 400, body: { fields: { password: "Must include 8+ chars, numbers, special chars and uppercase" } } });
    expect(await users(sim, token)).toHaveLength(4);
  });
});

describe("editing a user", () => {
  it("changes names and profile; an unknown user is 404", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const res = await call(sim, "PUT", "/users/manager%40example.com", { token, body: { firstName: "Marta", lastName: "Gestora", type: "admin" } });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: "User updated successfully" } });
    expect((await call(sim, "GET", "/users/manager%40example.com", { token })).body.user).toEqual({ id: "manager@example.com", firstName: "Marta", lastName: "Gestora", type: "admin" });
    expect(await call(sim, "PUT", "/users/nobody%40example.com", { token, body: { firstName: "A", lastName: "", type: "admin" } })).toMatchObject({ status: 404, body: { message: "User not found" } });
  });

  it("a superadmin may rename themself but not change their own profile", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const self = `/users/${encodeURIComponent("SuperAdmin@example.com")}`;
    expect(await call(sim, "PUT", self, { token, body: { firstName: "Sofia", lastName: "Root", type: "admin" } })).toMatchObject({ status: 400, body: { message: "You cannot change your own profile." } });
    expect((await call(sim, "PUT", self, { token, body: { firstName: "Sofía", lastName: "Root", type: "superadmin" } })).status).toBe(200);
    expect((await call(sim, "GET", self, { token })).body.user).toEqual({ id: "superadmin@example.com", firstName: "Sofía", lastName: "Root", type: "superadmin" });
  });

  it("a demoted admin's open token is refused admin calls at once; a promoted one gains them", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const manager = await signInVerified(sim, ACCOUNTS.manager);
    // Past the role check, an admin's empty body is refused by the contract (400), not by role.
    expect((await adminOnly(sim, admin)).status).toBe(400);
    expect((await adminOnly(sim, manager)).status).toBe(403);

    const demote = await call(sim, "PUT", "/users/admin%40example.com", { token: superadmin, body: { firstName: "Adrian", lastName: "Admin", type: "manager" } });
    expect(demote.status).toBe(200);
    expect(await adminOnly(sim, admin)).toMatchObject({ status: 403, body: { message: "You do not have permission to perform this action." } });
    expect(await status(sim, admin, "/instances?region=us-west-2")).toBe(200);
    expect((await call(sim, "GET", "/user", { token: admin })).body.role).toBe("manager");

    await call(sim, "PUT", "/users/manager%40example.com", { token: superadmin, body: { firstName: "Maria", lastName: "Manager", type: "superadmin" } });
    expect((await adminOnly(sim, manager)).status).toBe(400);
    expect(await status(sim, manager, "/users")).toBe(200);
  });
});

describe("deleting a user", () => {
  it("removes the account and ends its sessions: the open token is 401, the refresh credential dead, the password useless", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const session = await signIn(sim, ACCOUNTS.admin);
    const verified = await signInVerified(sim, ACCOUNTS.admin);
    expect(await status(sim, verified, "/instances?region=us-west-2")).toBe(200);

    const res = await call(sim, "DELETE", "/users/Admin%40example.com", { token: superadmin });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: "User deleted successfully" } });
    expect(await status(sim, verified, "/instances?region=us-west-2")).toBe(401);
    expect(await status(sim, session.accessToken, "/user")).toBe(401);
    expect(await call(sim, "POST", "/refresh-token", { body: { refreshToken: session.refreshToken } })).toMatchObject({ status: 403, body: { message: "Session expired" } });
    expect(await call(sim, "POST", "/signin", { body: ACCOUNTS.admin })).toMatchObject({ status: 400, body: { fields: { username: "User not found" } } });
    expect((await users(sim, superadmin)).map((u) => u.id)).not.toContain("admin@example.com");
    expect(await call(sim, "GET", "/users/admin%40example.com", { token: superadmin })).toMatchObject({ status: 404, body: { message: "User not found" } });
    expect(await call(sim, "DELETE", "/users/admin%40example.com", { token: superadmin })).toMatchObject({ status: 404, body: { message: "User not found" } });
  });

  it("refuses deleting one's own account", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    expect(await call(sim, "DELETE", "/users/superadmin%40example.com", { token })).toMatchObject({ status: 400, body: { message: "You cannot delete your own account." } });
    expect(await status(sim, token, "/users/superadmin%40example.com")).toBe(200);
  });

  it("forgets the account's sign-in lock, so an account made again under the address starts clean", async () => {
    const { sim } = clockedSim({ fleetSize: 3, lockFailures: 2 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    await call(sim, "POST", "/users", { token, body: NEW_USER });
    for (let i = 0; i < 2; i++) await call(sim, "POST", "/signin", { body: { ...LUCIA, password: "Wrong#2026x" } });
    expect((await call(sim, "POST", "/signin", { body: LUCIA })).status).toBe(429);
    expect((await call(sim, "DELETE", `/users/${encodeURIComponent(LUCIA.username)}`, { token })).status).toBe(200);
    await call(sim, "POST", "/users", { token, body: NEW_USER });
    expect((await call(sim, "POST", "/signin", { body: LUCIA })).status).toBe(200);
  });
});

describe("resetting a password", () => {
  const NEW_PASSWORD = "Newadmin!2027";
  const reset = (sim: Sim, token: string, userId: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
    call(sim, "POST", `/users/${encodeURIComponent(userId)}/reset-password`, { token, body: { currentPassword, newPassword } });

  it("needs the user's current password; then the old one fails at sign-in and the new one works", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const user = ACCOUNTS.newadmin.username;
    const wrong = await reset(sim, token, user, ACCOUNTS.superadmin.password);
    expect(wrong).toEqual(expect.objectContaining({
      status: 400,
      body: { message: "The current password is not correct.", fields: { currentPassword: "The current password is not correct." } },
    }));
    expect(await reset(sim, token, user, ACCOUNTS.newadmin.password, "weak")).toMatchObject({ status: 400, body: { fields: { newPassword: "Must include 8+ chars, numbers, special chars and uppercase" } } });
    expect(await reset(sim, token, "nobody@example.com", "Whatever#1")).toMatchObject({ status: 404, body: { message: "User not found" } });

    expect(await reset(sim, token, user.toUpperCase(), ACCOUNTS.newadmin.password)).toMatchObject({ status: 200, body: { success: true, message: "Password reset successfully" } });
    expect(await call(sim, "POST", "/signin", { body: ACCOUNTS.newadmin })).toMatchObject({ status: 400, body: { fields: { password: "Incorrect password" } } });
    expect((await call(sim, "POST", "/signin", { body: { username: user, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it("counts wrong current passwords towards that account's lock, as sign-in does", async () => {
    const { sim } = clockedSim({ fleetSize: 3, lockFailures: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const user = ACCOUNTS.newadmin.username;
    expect((await reset(sim, token, user, "Guess#0001")).status).toBe(400);
    expect((await reset(sim, token, user, "Guess#0002")).status).toBe(400);
    const third = await reset(sim, token, user, "Guess#0003");
    expect(third.status).toBe(429);
    expect(String(third.body.message)).toMatch(/^Too many failed sign-in attempts\. For your security this account is locked until \d\d:\d\d UTC/);
    // Locked: even the right password is refused, here and at sign-in.
    expect((await reset(sim, token, user, ACCOUNTS.newadmin.password)).status).toBe(429);
    expect((await call(sim, "POST", "/signin", { body: ACCOUNTS.newadmin })).status).toBe(429);
  });

  it("signs the user out everywhere, except the session a user resets their own password from", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const otherSuperadminSession = await signIn(sim, ACCOUNTS.superadmin);
    const manager = await signInVerified(sim, ACCOUNTS.manager);
    const managerRefresh = (await signIn(sim, ACCOUNTS.manager)).refreshToken;

    expect((await reset(sim, superadmin, ACCOUNTS.manager.username, ACCOUNTS.manager.password, "Manager!2027")).status).toBe(200);
    expect(await status(sim, manager, "/user")).toBe(401);
    expect((await call(sim, "POST", "/refresh-token", { body: { refreshToken: managerRefresh } })).status).toBe(403);

    expect((await reset(sim, superadmin, ACCOUNTS.superadmin.username, ACCOUNTS.superadmin.password, "Super!2027")).status).toBe(200);
    expect(await status(sim, superadmin, "/users")).toBe(200);
    expect(await status(sim, otherSuperadminSession.accessToken, "/user")).toBe(401);
    expect((await call(sim, "POST", "/refresh-token", { body: { refreshToken: otherSuperadminSession.refreshToken } })).status).toBe(403);
  });
});

it("only superadmins reach the user calls: admin and manager get 403 on each", async () => {
  const { sim } = clockedSim({ fleetSize: 3 });
  const calls: [string, string, unknown][] = [
    ["GET", "/users", undefined],
    ["GET", "/users/manager%40example.com", undefined],
    ["POST", "/users", NEW_USER],
    ["PUT", "/users/manager%40example.com", { firstName: "M", lastName: "", type: "superadmin" }],
    ["DELETE", "/users/newadmin%40example.com", undefined],
    ["POST", "/users/newadmin%40example.com/reset-password", { currentPassword: ACCOUNTS.newadmin.password, newPassword: "Newadmin!2027" }],
  ];
  for (const role of ["admin", "manager"] as const) {
    const token = await signInVerified(sim, ACCOUNTS[role]);
    for (const [method, path, body] of calls) {
      expect({ role, method, path, status: (await call(sim, method, path, { token, body })).status }).toEqual({ role, method, path, status: 403 });
    }
  }
  const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
  expect(await users(sim, superadmin)).toHaveLength(4);
  expect((await call(sim, "POST", "/signin", { body: ACCOUNTS.newadmin })).status).toBe(200);
});

it("created, edited, reset and deleted users survive a restart with SIM_STATE_FILE", async () => {
  await withStateFile(async (stateFile) => {
    const first = await savedSim(stateFile, { fleetSize: 3 });
    const token = await signInVerified(first.sim, ACCOUNTS.superadmin);
    expect((await call(first.sim, "POST", "/users", { token, body: NEW_USER })).status).toBe(200);
    const edit = { firstName: "Maria", lastName: "Manager", type: "admin" };
    expect((await call(first.sim, "PUT", "/users/manager%40example.com", { token, body: edit })).status).toBe(200);
    const resetBody = { currentPassword: ACCOUNTS.newadmin.password, newPassword: "Newadmin!2027" };
    expect((await call(first.sim, "POST", "/users/newadmin%40example.com/reset-password", { token, body: resetBody })).status).toBe(200);
    expect((await call(first.sim, "DELETE", "/users/admin%40example.com", { token })).status).toBe(200);
    await first.sim.close();

    const second = createSim({ stateFile, fleetSize: 3, now: () => FIXED_NOW + 60_000 });
    const token2 = await signInVerified(second, ACCOUNTS.superadmin);
    expect(await users(second, token2)).toEqual([
      { id: "manager@example.com", firstName: "Maria", lastName: "Manager", type: "admin" },
      { id: "superadmin@example.com", firstName: "Sofia", lastName: "Superadmin", type: "superadmin" },
      { id: "newadmin@example.com", firstName: "Nora", lastName: "Newadmin", type: "admin" },
      { id: LUCIA.username, firstName: "Lucia", lastName: "Mora", type: "admin" },
    ]);
    expect((await call(second, "POST", "/signin", { body: LUCIA })).status).toBe(200);
    expect((await call(second, "POST", "/signin", { body: { username: "newadmin@example.com", password: "Newadmin!2027" } })).status).toBe(200);
    expect((await call(second, "POST", "/signin", { body: ACCOUNTS.admin })).status).toBe(400);
    await second.close();
  });
});
