// Shared helpers for the simulator suites: one-line calls into a sim, and sign-in
// that goes through the real two-factor step with the user's current code.
import { PNG } from "pngjs";
import jsQR from "jsqr";
import type { Sim } from "@/lib/sim";
import { SEED_CREDENTIALS } from "@/lib/sim/auth/seedUsers";
import { TOTP_PERIOD_SECONDS, totpStep } from "@/lib/sim/auth/totp";

export const BASE = "http://sim.test/api/v1";

/** Sign-in credentials by role (and `newadmin`, not enrolled), from the table the sim seeds from. */
export const ACCOUNTS = SEED_CREDENTIALS;

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // Tests read arbitrary fields of arbitrary answers.
  body: Record<string, unknown>;
  headers: Headers;
}

export async function call(sim: Sim, method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const response = await sim.handle(new Request(`${BASE}${path}`, { method, headers, body }));
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  twoFactorAuthEnabled: boolean;
}

export async function signIn(sim: Sim, account: { username: string; password: string }): Promise<Session> {
  const res = await call(sim, "POST", "/signin", { body: account });
  if (res.status !== 200) throw new Error(`sign-in of ${account.username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as unknown as Session;
}

// Keyed by the state file when there is one: the used step is saved, so it outlives a restart.
const usedSteps = new Map<Sim | string, Map<string, number>>();

/** A code the sim has not accepted yet for this user: a code is good once, so a second sign-in
 * within one 30 s step uses the next step's code, which the ±1 step window accepts. */
export function unusedCode(sim: Sim, username: string): string {
  const key = sim.options.stateFile ?? sim;
  const used = usedSteps.get(key) ?? new Map<string, number>();
  usedSteps.set(key, used);
  const now = sim.options.now();
  const step = totpStep(now);
  const last = used.get(username) ?? -1;
  if (last > step) throw new Error(`${username} already used the codes of this step and the next; move the sim's clock`);
  const at = last === step ? now + TOTP_PERIOD_SECONDS * 1000 : now;
  const code = sim.totpFor(username, at);
  if (!code) throw new Error(`${username} has no two-factor secret`);
  used.set(username, totpStep(at));
  return code;
}

/** Signs in and passes two-factor: a token good for every endpoint the role allows. */
export async function signInVerified(sim: Sim, account: { username: string; password: string }): Promise<string> {
  const session = await signIn(sim, account);
  const code = unusedCode(sim, account.username);
  const res = await call(sim, "POST", "/otp/validate", { token: session.accessToken, body: { token: code } });
  if (res.status !== 200) throw new Error(`otp/validate answered ${res.status}: ${JSON.stringify(res.body)}`);
  return session.accessToken;
}

/** Reads the text in a `data:image/png;base64,...` QR code. */
export function decodeQr(dataUrl: string): string | null {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** A six-digit code that is wrong for the given one (and for its neighbours, with overwhelming odds). */
export function wrongCode(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
}
