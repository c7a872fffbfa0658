// Sign-in, two-factor, refresh and logout against the embedded upstream, as the
// console's server drives them (spec 1 §4, §7, §8).
import { createSim, SEED_TOTP_SECRETS, totp, type Sim } from "@/lib/sim";
import { ACCOUNTS, call, decodeQr, signIn, signInVerified, unusedCode, wrongCode } from "./helpers";

let sim: Sim;
beforeAll(() => {
  sim = createSim({ seed: 7, fleetSize: 12 });
});

describe("sign-in", () => {
  it.each([
    ["manager", "Maria Manager"],
    ["admin", "Adrian Admin"],
    ["superadmin", "Sofia Superadmin"],
  ] as const)("%s signs in, passes two-factor and lists instances", async (role, name) => {
    const account = ACCOUNTS[role];
    const session = await signIn(sim, account);
    expect(session.twoFactorAuthEnabled).toBe(true);
    expect(session.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await call(sim, "GET", "/user", { token: session.accessToken });
    expect(me.body).toEqual({ name, role, username: account.username });

    const code = unusedCode(sim, account.username);
    expect([totp(SEED_TOTP_SECRETS[account.username], Date.now()), totp(SEED_TOTP_SECRETS[account.username], Date.now() + 30_000)]).toContain(code);
    const validated = await call(sim, "POST", "/otp/validate", { token: session.accessToken, body: { token: code } });
    expect(validated).toMatchObject({ status: 200, body: { validated: true } });

    const list = await call(sim, "GET", "/instances?region=us-west-2", { token: session.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.instances).toHaveLength(12);
  });

  it("sets the refresh credential as an HttpOnly cookie", async () => {
    const res = await call(sim, "POST", "/signin", { body: ACCOUNTS.admin });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`refresh_token=${String(res.body.refreshToken)}`);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it("answers a wrong password with the password field", async () => {
    const res = await call(sim, "POST", "/signin", { body: { username: "admin@example.com", password: "Admin!2025" } });
    expect(res).toMatchObject({ status: 400, body: { error: "Invalid credentials", fields: { password: "Incorrect password" } } });
  });

  it("answers an unknown user with the username field", async () => {
    const res = await call(sim, "POST", "/signin", { body: { username: "nobody@example.com", password: "x" } });
    expect(res).toMatchObject({ status: 400, body: { error: "Invalid credentials", fields: { username: "User not found" } } });
  });

  it("validates the body with the contract schema", async () => {
    const res = await call(sim, "POST", "/signin", { body: { username: " ", password: "" } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object).sort()).toEqual(["password", "username"]);
  });
});

describe("before two-factor", () => {
  it("refuses the instance list but allows /user", async () => {
    const { accessToken } = await signIn(sim, ACCOUNTS.manager);
    expect((await call(sim, "GET", "/instances?region=us-west-2", { token: accessToken })).status).toBe(403);
    expect((await call(sim, "GET", "/user", { token: accessToken })).status).toBe(200);
  });

  it("marks a wrong code on the token field and stays unverified", async () => {
    const { accessToken } = await signIn(sim, ACCOUNTS.manager);
    const bad = wrongCode(sim.totpFor(ACCOUNTS.manager.username) ?? "000000");
    const res = await call(sim, "POST", "/otp/validate", { token: accessToken, body: { token: bad } });
    expect(res).toMatchObject({ status: 400, body: { error: "Invalid code", fields: { token: "The code is not valid" } } });
    expect((await call(sim, "GET", "/instances?region=us-west-2", { token: accessToken })).status).toBe(403);
  });

  it("refuses everything without a token", async () => {
    const res = await call(sim, "GET", "/instances?region=us-west-2");
    expect(res).toMatchObject({ status: 401, body: { message: "Token expired or invalid" } });
    expect((await call(sim, "GET", "/user", { token: "made-up" })).status).toBe(401);
  });
});

describe("refresh and logout", () => {
  it("refreshes from the cookie, keeping the two-factor state", async () => {
    const session = await signIn(sim, ACCOUNTS.admin);
    await call(sim, "POST", "/otp/validate", { token: session.accessToken, body: { token: unusedCode(sim, ACCOUNTS.admin.username) } });
    const res = await call(sim, "POST", "/refresh-token", { headers: { cookie: `other=1; refresh_token=${session.refreshToken}` } });
    expect(res.status).toBe(200);
    const fresh = String(res.body.accessToken);
    expect(fresh).not.toBe(session.accessToken);
    expect((await call(sim, "GET", "/instances?region=eu-central-1", { token: fresh })).status).toBe(200);
  });

  it("refreshes from a JSON body too, and refuses unknown credentials with 403", async () => {
    const session = await signIn(sim, ACCOUNTS.admin);
    expect((await call(sim, "POST", "/refresh-token", { body: { refreshToken: session.refreshToken } })).status).toBe(200);
    expect(await call(sim, "POST", "/refresh-token", { body: { refreshToken: "nope" } })).toMatchObject({ status: 403, body: { message: "Session expired" } });
    expect((await call(sim, "POST", "/refresh-token")).status).toBe(403);
  });

  it("logout revokes the access token and the refresh credential", async () => {
    const session = await signIn(sim, ACCOUNTS.admin);
    expect(await call(sim, "POST", "/logout", { token: session.accessToken })).toMatchObject({ status: 200, body: { success: true } });
    expect((await call(sim, "GET", "/user", { token: session.accessToken })).status).toBe(401);
    expect((await call(sim, "POST", "/refresh-token", { body: { refreshToken: session.refreshToken } })).status).toBe(403);
  });
});

describe("expiry", () => {
  it("expires access tokens after SIM_TOKEN_TTL and refresh gives a working one", async () => {
    const short = createSim({ fleetSize: 3, tokenTtlSeconds: 1 });
    const session = await signIn(short, ACCOUNTS.manager);
    await call(short, "POST", "/otp/validate", { token: session.accessToken, body: { token: short.totpFor(ACCOUNTS.manager.username) } });
    expect((await call(short, "GET", "/instances?region=us-west-2", { token: session.accessToken })).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await call(short, "GET", "/instances?region=us-west-2", { token: session.accessToken })).toMatchObject({
      status: 401,
      body: { message: "Token expired or invalid" },
    });
    const refreshed = await call(short, "POST", "/refresh-token", { headers: { cookie: `refresh_token=${session.refreshToken}` } });
    expect(refreshed.status).toBe(200);
    expect((await call(short, "GET", "/instances?region=us-west-2", { token: String(refreshed.body.accessToken) })).status).toBe(200);
  });

  it("ends refresh credentials after 12 hours", async () => {
    let now = Date.parse("2026-03-01T08:00:00Z");
    const clocked = createSim({ fleetSize: 3, now: () => now });
    const session = await signIn(clocked, ACCOUNTS.manager);
    now += 11 * 3600_000;
    expect((await call(clocked, "POST", "/refresh-token", { body: { refreshToken: session.refreshToken } })).status).toBe(200);
    now += 2 * 3600_000;
    expect((await call(clocked, "POST", "/refresh-token", { body: { refreshToken: session.refreshToken } })).status).toBe(403);
  });
});

describe("two-factor setup", () => {
  it("enrols newadmin from the QR code, then requires the new code at sign-in", async () => {
    const first = await signIn(sim, ACCOUNTS.newadmin);
    expect(first.twoFactorAuthEnabled).toBe(false);
    // Not set up: validation has nothing to check against, and the console goes back to /.
    const validate = await call(sim, "POST", "/otp/validate", { token: first.accessToken, body: { token: "123456" } });
    expect(validate.status).toBe(400);
    expect(validate.body.fields).toBeUndefined();
    expect((await call(sim, "GET", "/instances?region=us-west-2", { token: first.accessToken })).status).toBe(403);

    const step1 = await call(sim, "POST", "/otp/setup-step-one", { token: first.accessToken });
    expect(step1.status).toBe(200);
    const qr = String(step1.body.qr);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    const uri = decodeQr(qr) ?? "";
    expect(uri).toMatch(/^otpauth:\/\/totp\/LMS%20Console:newadmin@example\.com\?/);
    const params = new URL(uri).searchParams;
    expect(Object.fromEntries(params)).toEqual({ issuer: "LMS Console", secret: expect.stringMatching(/^[A-Z2-7]{32}$/), algorithm: "SHA1", digits: "6", period: "30" });
    const secret = new URL(uri).searchParams.get("secret") ?? "";

    const wrong = await call(sim, "POST", "/otp/setup-step-two", { token: first.accessToken, body: { twoFactor: wrongCode(totp(secret, Date.now())) } });
    expect(wrong).toMatchObject({ status: 400, body: { validated: false, message: "The code is not valid. Scan the QR code again and enter the current code." } });
    expect(sim.totpFor(ACCOUNTS.newadmin.username)).toBeNull();

    // One moment for the whole exchange: a 30-second step may begin between two calls.
    const at = Date.now();
    const code = totp(secret, at);
    const right = await call(sim, "POST", "/otp/setup-step-two", { token: first.accessToken, body: { twoFactor: code } });
    expect(right).toMatchObject({ status: 200, body: { validated: true, message: "Two-factor authentication is enabled." } });
    expect(sim.totpFor(ACCOUNTS.newadmin.username, at)).toBe(code);

    const second = await signIn(sim, ACCOUNTS.newadmin);
    expect(second.twoFactorAuthEnabled).toBe(true);
    // The code that enrolled is spent; the next step's code (within the ±1 window) signs in.
    const spent = await call(sim, "POST", "/otp/validate", { token: second.accessToken, body: { token: code } });
    expect(spent).toMatchObject({ status: 400, body: { fields: { token: "This code has already been used. Wait for the next code from your authenticator app." } } });
    expect((await call(sim, "POST", "/otp/validate", { token: second.accessToken, body: { token: totp(secret, at + 30_000) } })).status).toBe(200);
    expect((await call(sim, "GET", "/instances?region=us-west-2", { token: second.accessToken })).status).toBe(200);
  });

  it("does not let a password alone replace an enabled second factor", async () => {
    const { accessToken } = await signIn(sim, ACCOUNTS.superadmin);
    expect((await call(sim, "POST", "/otp/setup-step-one", { token: accessToken })).status).toBe(403);
    const verified = await signInVerified(sim, ACCOUNTS.superadmin);
    expect((await call(sim, "POST", "/otp/setup-step-one", { token: verified })).status).toBe(200);
  });
});
