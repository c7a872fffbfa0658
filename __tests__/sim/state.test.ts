// SIM_STATE_FILE: an enrolment survives a restart, the file is replaced atomically,
// and `npm run totp` reads the saved secret.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSim, totp, verifyTotp } from "@/lib/sim";
import { loadState } from "@/lib/sim/state/store";
import { ACCOUNTS, call, decodeQr, signIn } from "./helpers";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "sim-state-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The new secret, and the code that confirmed it (spent from then on). */
async function enrolNewadmin(sim: ReturnType<typeof createSim>): Promise<{ secret: string; code: string; at: number }> {
  const { accessToken } = await signIn(sim, ACCOUNTS.newadmin);
  const step1 = await call(sim, "POST", "/otp/setup-step-one", { token: accessToken });
  const secret = new URL(decodeQr(String(step1.body.qr)) ?? "otpauth://x").searchParams.get("secret") ?? "";
  const at = Date.now();
  const code = totp(secret, at);
  const step2 = await call(sim, "POST", "/otp/setup-step-two", { token: accessToken, body: { twoFactor: code } });
  expect(step2.status).toBe(200);
  return { secret, code, at };
}

function runTotpScript(username: string, stateFile: string) {
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  return spawnSync(tsx, ["scripts/totp.ts", username], { cwd: process.cwd(), env: { ...process.env, SIM_STATE_FILE: stateFile }, encoding: "utf8" });
}

describe("state file", () => {
  it("keeps an enrolled secret across a restart", async () => {
    const file = path.join(dir, "nested", "state.json");
    const first = createSim({ fleetSize: 4, stateFile: file });
    const { secret, code, at } = await enrolNewadmin(first);
    await first.close();
    expect(readdirSync(path.dirname(file))).toEqual(["state.json"]);

    const second = createSim({ fleetSize: 4, stateFile: file });
    const session = await signIn(second, ACCOUNTS.newadmin);
    expect(session.twoFactorAuthEnabled).toBe(true);
    // The enrolling code is spent, and the restart remembers it: the next step's code signs in.
    // (The very code sent, not today's code again: a 30-second step may have begun meanwhile.)
    const spent = await call(second, "POST", "/otp/validate", { token: session.accessToken, body: { token: code } });
    expect(spent.status).toBe(400);
    const ok = await call(second, "POST", "/otp/validate", { token: session.accessToken, body: { token: totp(secret, at + 30_000) } });
    expect(ok).toMatchObject({ status: 200, body: { validated: true } });
    await second.close();
  });

  it("has a change on disk when the write is answered, without waiting for close", async () => {
    const file = path.join(dir, "state.json");
    const sim = createSim({ fleetSize: 4, stateFile: file });
    const { secret } = await enrolNewadmin(sim);
    const saved = loadState(file, { readOnly: true })!;
    expect(readFileSync(`${file}.journal`, "utf8")).toContain(secret);
    const newadmin = saved.users.find((u) => u.username === ACCOUNTS.newadmin.username);
    expect(newadmin?.totpSecret).toBe(secret);
    expect(newadmin?.passwordHash).toMatch(/^scrypt:/);
    expect(JSON.stringify(saved)).not.toContain(ACCOUNTS.newadmin.password);
    await sim.close();
  });

  it("keeps the saved fleet even when the seed changes", async () => {
    const file = path.join(dir, "state.json");
    const a = createSim({ seed: 5, fleetSize: 4, stateFile: file });
    await a.close();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const b = createSim({ seed: 6, fleetSize: 4, stateFile: file });
    warn.mockRestore();
    const c = createSim({ seed: 5, fleetSize: 4 });
    const token = async (sim: typeof a) => {
      const s = await signIn(sim, ACCOUNTS.admin);
      await call(sim, "POST", "/otp/validate", { token: s.accessToken, body: { token: sim.totpFor(ACCOUNTS.admin.username) } });
      return s.accessToken;
    };
    const listB = await call(b, "GET", "/instances?region=us-west-2", { token: await token(b) });
    const listC = await call(c, "GET", "/instances?region=us-west-2", { token: await token(c) });
    expect(listB.body).toEqual(listC.body);
  });

  it("starts from the seed when the file is unreadable, and moves it aside", () => {
    const file = path.join(dir, "state.json");
    writeFileSync(file, "{ not json");
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const sim = createSim({ fleetSize: 4, stateFile: file });
    warn.mockRestore();
    expect(sim.totpFor(ACCOUNTS.manager.username)).toMatch(/^\d{6}$/);
    expect(readdirSync(dir).some((f) => f.startsWith("state.json.unusable-"))).toBe(true);
  });

  it("npm run totp prints the saved secret's code, and fails for users without two-factor", async () => {
    const file = path.join(dir, "state.json");
    const sim = createSim({ fleetSize: 4, stateFile: file });
    const { secret } = await enrolNewadmin(sim);
    await sim.close();

    const ok = runTotpScript(ACCOUNTS.newadmin.username, file);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^\d{6}\n$/);
    expect(verifyTotp(secret, ok.stdout.trim(), Date.now())).toBe(true);

    const seeded = runTotpScript(ACCOUNTS.manager.username, path.join(dir, "absent.json"));
    expect(seeded.status).toBe(0);
    expect(verifyTotp("MARIAMANAGERDEMOTOTPSECRET234567", seeded.stdout.trim(), Date.now())).toBe(true);

    const missing = runTotpScript(ACCOUNTS.newadmin.username, path.join(dir, "absent.json"));
    expect(missing.status).toBe(1);
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toContain("newadmin@example.com");
    expect(runTotpScript("nobody@example.com", file).status).toBe(1);
  });
});
