// Drives the BFF the way a browser would: real sign-in against the upstream (embedded
// in-process, or `npm run upstream` over HTTP), a session cookie encoded exactly as
// next-auth writes it, and the upstream's request log to see what was forwarded.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { NextRequest } from "next/server";
import { decode, encode, type JWT } from "next-auth/jwt";
import { api, type Role } from "@/lib/contract";
import { handleBff } from "@/lib/bff/handleBff";
import { consoleDatabase } from "@/lib/db/processDatabase";
import { recordSession } from "@/lib/session/liveSession";
import { getEmbeddedSim } from "@/lib/sim";
import { SEED_ACCOUNT_BY_ROLE, SEED_TOTP_SECRETS } from "@/lib/sim/auth/seedUsers";
import { TOTP_PERIOD_SECONDS, TOTP_WINDOW, totp, totpStep } from "@/lib/sim/auth/totp";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import { freePort } from "../../scripts/bench/processes";

export const ORIGIN = "http://console.test";
export const SECRET = "contract-test-secret-0123456789abcdef";
process.env.NEXTAUTH_SECRET = SECRET;
process.env.NEXTAUTH_URL = ORIGIN;

export type Who = "anonymous" | "pending" | Role;
export const EVERYONE: Who[] = ["anonymous", "pending", "manager", "admin", "superadmin"];

// A half-signed-in session is the admin's, stopped before its code.
const ACCOUNT_OF: Record<Role | "pending", (typeof SEED_ACCOUNT_BY_ROLE)[Role]> = {
  manager: SEED_ACCOUNT_BY_ROLE.manager,
  admin: SEED_ACCOUNT_BY_ROLE.admin,
  superadmin: SEED_ACCOUNT_BY_ROLE.superadmin,
  pending: SEED_ACCOUNT_BY_ROLE.admin,
};

export interface TestSession {
  who: Who;
  cookie: string | null;
  jwt: JWT | null;
}

// The upstream accepts a code once per user: a second sign-in of a user within one 30 s step
// (suites sign in per test) takes the next step's code, which the ±1 step window accepts.
const usedSteps = new Map<string, number>();

/** A code of `username`'s the upstream has not taken yet (a sign-in's, or a step-up's). */
export function unusedCode(username: keyof typeof SEED_TOTP_SECRETS): string {
  const key = `${process.env.UPSTREAM_URL ?? "embedded"}#${username}`;
  const now = Date.now();
  const step = totpStep(now);
  const last = usedSteps.get(key) ?? -1;
  if (last >= step + TOTP_WINDOW) throw new Error(`${username} already used every code the upstream accepts right now`);
  const at = last < step ? now : now + (last - step + 1) * TOTP_PERIOD_SECONDS * 1000;
  usedSteps.set(key, totpStep(at));
  return totp(SEED_TOTP_SECRETS[username], at);
}

/** Signs in against the upstream for real and encodes the session cookie next-auth would set. */
export async function sessionFor(who: Who): Promise<TestSession> {
  if (who === "anonymous") return { who, cookie: null, jwt: null };
  const { username, password } = ACCOUNT_OF[who];
  const signedIn = await upstreamJson({ endpoint: api.signin, body: { username, password } }, null);
  const creds = { sid: randomUUID(), accessToken: signedIn.accessToken, refreshToken: signedIn.refreshToken ?? null };
  const verified = who !== "pending";
  if (verified) {
    await upstreamJson({ endpoint: api.otpValidate, body: { token: unusedCode(username) } }, creds);
  }
  const me = await upstreamJson({ endpoint: api.getUser }, creds);
  const jwt: JWT = {
    ...creds,
    sub: username,
    username,
    name: me.name,
    role: me.role,
    twoFactorEnabled: true,
    twoFactorVerified: verified,
    roleCheckedAt: Date.now(),
    // The sign-in's code was just given: destructive calls need no fresh one yet (lib/auth/stepUp).
    ...(verified ? { stepUpAt: Date.now() } : {}),
  };
  // next-auth's sign-in records the session on the server (lib/auth/options.ts).
  await recordSession({ sid: creds.sid, username, role: me.role });
  return { who, jwt, cookie: await cookieFor(jwt) };
}

/** The same upstream sign-in under a new session id, recorded as a sign-in of its own (the
 * upstream takes each user's code once per step, so suites that end sessions start new ones so). */
export async function anotherSignIn(session: TestSession): Promise<TestSession> {
  if (!session.jwt) throw new Error("anotherSignIn needs a signed-in session");
  const jwt: JWT = { ...session.jwt, sid: randomUUID(), roleCheckedAt: Date.now() };
  await recordSession({ sid: jwt.sid, username: String(jwt.username), role: jwt.role });
  return { ...session, jwt, cookie: await cookieFor(jwt) };
}

export async function cookieFor(jwt: JWT): Promise<string> {
  return `next-auth.session-token=${await encode({ token: jwt, secret: SECRET })}`;
}

/** The same signed-in user with another session token (an old step-up, a role), in a cookie of its own. */
export async function sessionWith(session: TestSession, jwt: JWT): Promise<TestSession> {
  return { ...session, jwt, cookie: await cookieFor(jwt) };
}

/** The session token an answer's cookie carries; null when it clears the cookie, undefined when it sets none. */
export async function answerSession(res: Response): Promise<JWT | null | undefined> {
  const match = /next-auth\.session-token=([^;]*)/.exec(res.headers.get("set-cookie") ?? "");
  if (!match) return undefined;
  return match[1] ? decode({ token: match[1], secret: SECRET }) : null;
}

export interface BffCall {
  method: string;
  /** Path below /api/v1, already encoded, with its query string. */
  path: string;
  body?: BodyInit;
  contentType?: string;
  origin?: string | null;
  /** Further request headers (e.g. content-length, which a browser always sends with a body). */
  headers?: Record<string, string>;
}

/** A BFF call as the browser sends it: the session's cookie, the page's Origin. */
export function bffRequest(session: TestSession, call: BffCall): NextRequest {
  const headers = new Headers(call.headers);
  if (session.cookie) headers.set("cookie", session.cookie);
  if (call.contentType) headers.set("content-type", call.contentType);
  const origin = call.origin === undefined ? ORIGIN : call.origin;
  if (origin) headers.set("origin", origin);
  return new NextRequest(`${ORIGIN}/api/v1${call.path}`, { method: call.method, headers, body: call.body });
}

export async function callBff(session: TestSession, call: BffCall): Promise<Response> {
  return handleBff(bffRequest(session, call));
}

/** Creates a console account through the BFF as `session` (a superadmin) would; its answer. */
export function createUser(session: TestSession, user: { id: string; firstName: string; lastName: string; type: Role }): Promise<Response> {
  return callBff(session, { method: "POST", path: "/users", contentType: "application/json", body: JSON.stringify({ ...user, password: "Campus#2026" }) });
}

export interface ConsoleCall {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (a malformed body). */
  text?: string;
  /** The page's Origin; sent on writes unless null. */
  origin?: string | null;
}

/** A request to one of the console's own routes as the browser sends it: the session's cookie, and on a write the Origin and a JSON body. */
export function consoleRequest(path: string, session: TestSession | null, call: ConsoleCall = {}): NextRequest {
  const method = call.method ?? "GET";
  const headers = new Headers();
  if (session?.cookie) headers.set("cookie", session.cookie);
  const origin = call.origin === undefined ? (method === "GET" ? null : ORIGIN) : call.origin;
  if (origin) headers.set("origin", origin);
  const body = call.text ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  if (body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(`${ORIGIN}${path}`, { method, headers, body });
}

/** For a suite that reads the audit trail: the trail on (in memory) and the embedded upstream in this process; off again after the suite. */
export function withAuditTrail(): void {
  beforeAll(async () => {
    process.env.AUDIT_TRAIL = "on";
    process.env.AUDIT_PGLITE_DIR = "";
    await inProcess.start();
    // Opened here, in a hook of its own time, rather than by the suite's first sign-in: PGlite
    // compiles PostgreSQL's WebAssembly as it starts, minutes on a machine busy with other suites.
    await consoleDatabase().open();
  }, 600_000);
  afterAll(() => {
    process.env.AUDIT_TRAIL = "off";
  });
}

export interface LogEntry {
  method: string;
  path: string;
  endpointId: string | null;
  status: number;
  /** Who the call came from, by its token; null without one. */
  username: string | null;
}

/** Where the upstream runs for a suite, and how to read its request log. */
export interface UpstreamMode {
  name: string;
  start(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
  log(): Promise<LogEntry[]>;
  clearLog(): Promise<void>;
}

export const inProcess: UpstreamMode = {
  name: "in-process",
  async start(env = {}) {
    delete process.env.UPSTREAM_URL;
    Object.assign(process.env, env);
  },
  async stop() {},
  async log() {
    return getEmbeddedSim().log.entries() as LogEntry[];
  },
  async clearLog() {
    getEmbeddedSim().log.clear();
  },
};

export function overHttp(): UpstreamMode {
  let child: ChildProcess | null = null;
  let base = "";
  return {
    name: "over HTTP (npm run upstream)",
    async start(env = {}) {
      // A port the system says is free: a random one met another process's now and then.
      const port = String(await freePort());
      child = spawn(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/upstream.ts"], {
        env: { ...process.env, ...env, UPSTREAM_PORT: port, SIM_STATE_FILE: "" },
        stdio: ["ignore", "pipe", "inherit"],
      });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("npm run upstream did not start in 60 s")), 60_000);
        child!.stdout!.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes("Embedded upstream on")) {
            clearTimeout(timer);
            resolve();
          }
        });
        child!.once("exit", (code) => reject(new Error(`upstream exited with ${code}`)));
      });
      base = `http://127.0.0.1:${port}`;
      process.env.UPSTREAM_URL = `${base}/api/v1`;
    },
    async stop() {
      delete process.env.UPSTREAM_URL;
      if (!child) return;
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      child = null;
    },
    async log() {
      return (await (await fetch(`${base}/__sim/log`)).json()) as LogEntry[];
    },
    async clearLog() {
      await fetch(`${base}/__sim/log`, { method: "DELETE" });
    },
  };
}
