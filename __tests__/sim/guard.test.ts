// A two-factor code is good once, and repeated failures lock the account (SIM_LOCK_FAILURES
// within SIM_LOCK_MINUTES), through the sim's HTTP-shaped handle() with a moved clock.
import { createSim, SEED_TOTP_SECRETS, totp, type Sim } from "@/lib/sim";
import { ACCOUNTS, call, signIn, wrongCode } from "./helpers";

const START = Date.UTC(2026, 2, 2, 9, 0, 10); // 10 s into a 30 s step
const SECRET = SEED_TOTP_SECRETS["manager@example.com"];

function clocked(): { sim: Sim; clock: { t: number } } {
  const clock = { t: START };
  return { sim: createSim({ fleetSize: 2, now: () => clock.t }), clock };
}

async function validate(sim: Sim, code: string) {
  const { accessToken } = await signIn(sim, ACCOUNTS.manager);
  return call(sim, "POST", "/otp/validate", { token: accessToken, body: { token: code } });
}

describe("code replay", () => {
  it("refuses a code used once, accepts the next step's code once, and remembers across steps", async () => {
    const { sim, clock } = clocked();
    const now = totp(SECRET, clock.t);
    expect((await validate(sim, now)).status).toBe(200);
    const again = await validate(sim, now);
    expect(again).toMatchObject({ status: 400, body: { error: "Invalid code", fields: { token: "This code has already been used. Wait for the next code from your authenticator app." } } });
    const next = totp(SECRET, clock.t + 30_000);
    expect((await validate(sim, next)).status).toBe(200);
    expect((await validate(sim, next)).status).toBe(400);
    // Once the clock reaches the next step, its code is still spent, and the previous one too.
    clock.t += 30_000;
    expect((await validate(sim, next)).status).toBe(400);
    expect((await validate(sim, now)).status).toBe(400);
    clock.t += 30_000;
    expect((await validate(sim, totp(SECRET, clock.t))).status).toBe(200);
  });

  it("spends the code that enrols, so sign-in needs a later one", async () => {
    const { sim, clock } = clocked();
    const { accessToken } = await signIn(sim, ACCOUNTS.newadmin);
    const step1 = await call(sim, "POST", "/otp/setup-step-one", { token: accessToken });
    expect(step1.status).toBe(200);
    const { decodeQr } = await import("./helpers");
    const secret = new URL(decodeQr(String(step1.body.qr)) ?? "otpauth://x").searchParams.get("secret") ?? "";
    expect((await call(sim, "POST", "/otp/setup-step-two", { token: accessToken, body: { twoFactor: totp(secret, clock.t) } })).status).toBe(200);
    const second = await signIn(sim, ACCOUNTS.newadmin);
    const spent = await call(sim, "POST", "/otp/validate", { token: second.accessToken, body: { token: totp(secret, clock.t) } });
    expect(spent.status).toBe(400);
    expect((await call(sim, "POST", "/otp/validate", { token: second.accessToken, body: { token: totp(secret, clock.t + 30_000) } })).status).toBe(200);
  });
});

describe("lock after repeated failures", () => {
  const LOCKED = /^Too many failed sign-in attempts\. For your security this account is locked until 09:15 UTC; try again in 15 minutes\.$/;

  it("locks after 5 wrong codes or passwords in 15 minutes, refuses the right ones, and opens when the lock ends", async () => {
    const { sim, clock } = clocked();
    const right = totp(SECRET, clock.t);
    // Two wrong passwords and two wrong codes: still 400.
    for (let i = 0; i < 2; i++) {
      const res = await call(sim, "POST", "/signin", { body: { ...ACCOUNTS.manager, password: "Wrong!2026" } });
      expect(res).toMatchObject({ status: 400, body: { fields: { password: "Incorrect password" } } });
    }
    for (let i = 0; i < 2; i++) expect((await validate(sim, wrongCode(right))).status).toBe(400);
    // The fifth failure locks.
    const fifth = await validate(sim, wrongCode(right));
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get("retry-after")).toBe("900");
    expect(String(fifth.body.message)).toMatch(LOCKED);

    // Locked: the right password and the right code are refused too, with the time left.
    clock.t += 5 * 60_000;
    const password = await call(sim, "POST", "/signin", { body: ACCOUNTS.manager });
    expect(password.status).toBe(429);
    expect(password.headers.get("retry-after")).toBe("600");
    expect(String(password.body.message)).toContain("try again in 10 minutes");

    // The lock ends after 15 minutes.
    clock.t = START + 15 * 60_000;
    expect((await validate(sim, totp(SECRET, clock.t))).status).toBe(200);
  });

  it("refuses the right code of a session signed in before the lock", async () => {
    const { sim, clock } = clocked();
    const { accessToken } = await signIn(sim, ACCOUNTS.manager);
    for (let i = 0; i < 5; i++) await call(sim, "POST", "/signin", { body: { ...ACCOUNTS.manager, password: "Wrong!2026" } });
    const res = await call(sim, "POST", "/otp/validate", { token: accessToken, body: { token: totp(SECRET, clock.t) } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBe(900);
  });

  it("counts only failures within the window, and a passed second factor starts the count afresh", async () => {
    const { sim, clock } = clocked();
    for (let i = 0; i < 4; i++) await call(sim, "POST", "/signin", { body: { ...ACCOUNTS.manager, password: "Wrong!2026" } });
    clock.t += 15 * 60_000 + 1000;
    expect((await call(sim, "POST", "/signin", { body: { ...ACCOUNTS.manager, password: "Wrong!2026" } })).status).toBe(400);
    for (let i = 0; i < 3; i++) await call(sim, "POST", "/signin", { body: { ...ACCOUNTS.manager, password: "Wrong!2026" } });
    expect((await validate(sim, totp(SECRET, clock.t))).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await call(sim, "POST", "/signin", { body: { ...ACCOUNTS.manager, password: "Wrong!2026" } })).status).toBe(400);
    // Other accounts are not affected by the manager's failures.
    expect((await call(sim, "POST", "/signin", { body: ACCOUNTS.admin })).status).toBe(200);
  });

  it("takes its numbers from SIM_LOCK_FAILURES and SIM_LOCK_MINUTES", async () => {
    const { optionsFromEnv } = await import("@/lib/sim");
    expect(optionsFromEnv({ SIM_LOCK_FAILURES: "3", SIM_LOCK_MINUTES: "2" } as unknown as NodeJS.ProcessEnv)).toMatchObject({ lockFailures: 3, lockMinutes: 2 });
    expect(optionsFromEnv({} as unknown as NodeJS.ProcessEnv)).toMatchObject({ lockFailures: 5, lockMinutes: 15 });
    expect(() => optionsFromEnv({ SIM_LOCK_FAILURES: "0" } as unknown as NodeJS.ProcessEnv)).toThrow(/SIM_LOCK_FAILURES/);
    const clock = { t: START };
    const sim = createSim({ fleetSize: 2, now: () => clock.t, lockFailures: 2, lockMinutes: 2 });
    await call(sim, "POST", "/signin", { body: { ...ACCOUNTS.admin, password: "x" } });
    const second = await call(sim, "POST", "/signin", { body: { ...ACCOUNTS.admin, password: "x" } });
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("120");
    expect(String(second.body.message)).toContain("try again in 2 minutes");
  });
});
