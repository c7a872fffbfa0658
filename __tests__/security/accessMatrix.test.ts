// Access control over every route the console serves, under every cookie state the server
// knows: each contract endpoint through /api/v1, each of the console's own API routes, next-auth's
// session route, the dev routes, the probes and /signed-out, called in-process through the route files' own exports
// with no cookie, a forged one, a never recorded one, a half-signed-in one, one signed out, one
// of a deleted user, one of a demoted user, one idle past IDLE_MINUTES, one past its twelve
// hours, and as manager, admin and superadmin. A refused call gets its refusal (no data, no
// session cookie set) and nothing reaches the upstream (its request log); an allowed one gets
// through as the spec's gates say (expectedRoles.ts). The ended sessions carry the superadmin's
// or admin's upstream token where they can, so a call forwarded by mistake would come back with
// data. The routes served are read from app/**/route.ts and the two endpoint tables and compared
// with this file's own list: a route added without an entry here fails.
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { encode, type JWT } from "next-auth/jwt";
import { api, endpoints, type Endpoint } from "@/lib/contract";
import { consoleApi, consoleEndpoints, type ConsoleEndpoint, type ConsoleEndpointId } from "@/lib/contract/console";
import { roleAtLeast, type Role } from "@/lib/contract/types";
import { consoleDatabase } from "@/lib/db/processDatabase";
import { SAVED_VIEW_MESSAGES } from "@/lib/domain/savedViews";
import { liveHub } from "@/lib/routes/live/liveHub";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/session/config";
import { endSession, idleLimitMs, recordSession, touchEveryMs } from "@/lib/session/liveSession";
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";
import { TOTP_PERIOD_SECONDS, totp } from "@/lib/sim/auth/totp";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import { expectedAnswer, sampleOf, type Expected } from "../contract/expectedAnswer";
import { EXPECTED_GATES } from "../contract/expectedRoles";
import {
  anotherSignIn,
  bffRequest,
  callBff,
  consoleRequest,
  cookieFor,
  inProcess,
  sessionFor,
  unusedCode,
  type LogEntry,
  type TestSession,
} from "../contract/harness";
import { sampleCall } from "../contract/request";
import { decodeQr } from "../sim/helpers";

// next-auth's route handler reads the request through next/headers, which only Next's request
// scope provides; here that scope is the request the matrix is making.
let mockScope: NextRequest | null = null;
jest.mock("next/headers", () => ({
  headers: async () => new Headers(mockScope?.headers),
  cookies: async () => ({ getAll: () => mockScope?.cookies.getAll() ?? [] }),
}));

// ---------------------------------------------------------------- cookie states

const ROLES = ["manager", "admin", "superadmin"] as const satisfies readonly Role[];
/** Refused states first: the allowed rows change the upstream's world (the superadmin's deletes). */
const STATES = ["none", "forged", "unrecorded", "pending", "signed out", "deleted user", "demoted", "idle", "expired", ...ROLES] as const;
type State = (typeof STATES)[number];

/** How the gates see a state: no session, half signed in, a session the server has ended, or a role. */
type Standing = "anonymous" | "pending" | "ended" | Role;
const hasRole = (standing: Standing): standing is Role => (ROLES as readonly string[]).includes(standing);
const STANDING: Readonly<Record<State, Standing>> = {
  none: "anonymous",
  forged: "anonymous",
  unrecorded: "ended",
  pending: "pending",
  "signed out": "ended",
  "deleted user": "ended",
  demoted: "ended",
  idle: "ended",
  expired: "ended",
  manager: "manager",
  admin: "admin",
  superadmin: "superadmin",
};

// ---------------------------------------------------------------- the routes served

const APP_DIR = path.join(process.cwd(), "app");
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

type RouteHandler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Response | Promise<Response>;

/** Every app/**\/route.ts with the path it serves ("/api/views/[id]"; route groups left out). */
function routeFiles(dir: string = APP_DIR): { file: string; route: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    if (!/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) return [];
    const segments = path.relative(APP_DIR, dir).split(path.sep).filter((s) => s !== "" && !/^\(.*\)$/.test(s));
    return [{ file: full, route: `/${segments.join("/")}` }];
  });
}

/** "METHOD /route" → the handler the route file exports for it. */
async function servedHandlers(): Promise<Map<string, RouteHandler>> {
  const served = new Map<string, RouteHandler>();
  for (const { file, route } of routeFiles()) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of HTTP_METHODS) {
      if (typeof mod[method] === "function") served.set(`${method} ${route}`, mod[method] as RouteHandler);
    }
  }
  return served;
}

/** A console table path ("/api/views/{id}") as its route file names it ("/api/views/[id]"). */
const routeOf = (endpoint: ConsoleEndpoint) => `${endpoint.method} ${endpoint.path.replace(/\{(\w+)\}/g, "[$1]")}`;

/** What each served route is, by this file's own reckoning; compared with the code's below. */
type Served =
  /** /api/v1: every contract endpoint of this method. */
  | { kind: "contract" }
  /** One of the console's own routes (lib/contract/console). */
  | { kind: "console"; id: ConsoleEndpointId }
  /** next-auth's GET /api/auth/session: the signed-in user for a live session, `{}` for anything else. */
  | { kind: "nextAuthSession" }
  /** A dev route: where the dev reset does not exist (here, as in production) 404 for everyone. */
  | { kind: "absent"; body?: string }
  /** Needs no session; answers every state alike, with no session's data. */
  | { kind: "open"; path: string; params?: Record<string, string>; status: number }
  /** Not called here, with the reason. */
  | { kind: "outside"; why: string };

const CONTRACT: Served = { kind: "contract" };

const SERVED: Readonly<Record<string, Served>> = {
  "GET /api/activity/export": { kind: "console", id: "activityExport" },
  "GET /api/activity/instance/[instanceId]": { kind: "console", id: "instanceActivity" },
  "GET /api/auth/[...nextauth]": { kind: "nextAuthSession" },
  "POST /api/auth/[...nextauth]": {
    kind: "outside",
    why: "next-auth's sign-in, open to anyone (its limits: __tests__/security/attemptLimits.test.ts), and sign-out, which ends the caller's own session (__tests__/contract/liveSessions.test.ts)",
  },
  "POST /api/bulk/power": { kind: "console", id: "bulkPower" },
  // The signed, expiring link is the permission: a link without a good signature is refused alike.
  "GET /api/dev/backups/[fileUniqueId]": {
    kind: "open",
    path: "/api/dev/backups/backup-0001?region=us-west-2&expires=4102444800&signature=forged",
    params: { fileUniqueId: "backup-0001" },
    status: 403,
  },
  "POST /api/dev/expire-tokens": { kind: "absent" },
  "POST /api/dev/fail-next": { kind: "absent", body: JSON.stringify({ endpoint: "instanceAction", id: "i-0a1b2c3d4e5f60718" }) },
  "GET /api/dev/fast-path": { kind: "absent" },
  "POST /api/dev/reset": { kind: "absent" },
  "POST /api/dev/stale-step-up": { kind: "absent" },
  "GET /api/dev/upstream-log": { kind: "absent" },
  "GET /api/live": { kind: "console", id: "live" },
  "GET /api/preflight/[instanceId]": { kind: "console", id: "preflight" },
  "POST /api/step-up": { kind: "console", id: "stepUp" },
  "GET /api/v1/[...path]": CONTRACT,
  "POST /api/v1/[...path]": CONTRACT,
  "PUT /api/v1/[...path]": CONTRACT,
  "DELETE /api/v1/[...path]": CONTRACT,
  "DELETE /api/views/[id]": { kind: "console", id: "deleteView" },
  "GET /api/views": { kind: "console", id: "listViews" },
  "POST /api/views": { kind: "console", id: "saveView" },
  "GET /healthz": { kind: "open", path: "/healthz", status: 200 },
  "GET /readyz": { kind: "open", path: "/readyz", status: 200 },
  "GET /signed-out": { kind: "open", path: "/signed-out", status: 307 },
};

// ---------------------------------------------------------------- one call per route and state

const REGION = "us-west-2";
const INSTANCE = "i-0a1b2c3d4e5f60718";

/** What one row (one cookie state) carries from call to call. */
interface Row {
  state: State;
  session: TestSession;
  /** The view the row's POST /api/views saved, for its DELETE. */
  savedViewId?: string;
}

interface OwnSample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** A call of each console route that succeeds for an allowed caller. */
const OWN_SAMPLES: Readonly<Record<ConsoleEndpointId, (row: Row) => OwnSample>> = {
  listViews: () => ({}),
  saveView: () => ({ body: { name: "Access matrix", url: `/home/instances?region=${REGION}` } }),
  deleteView: (row) => ({ params: { id: row.savedViewId ?? "1" } }),
  preflight: () => ({ params: { instanceId: INSTANCE }, query: { region: REGION } }),
  instanceActivity: () => ({ params: { instanceId: INSTANCE } }),
  activityExport: () => ({}),
  // A role's seeded account gets a code the upstream has not taken yet; any other caller one it never sees.
  stepUp: (row) => {
    const standing = STANDING[row.state];
    return { body: { code: hasRole(standing) ? unusedCode(SEED_ACCOUNT_BY_ROLE[standing].username) : "123456" } };
  },
  bulkPower: () => ({ body: { kind: "instance", action: "reboot", region: REGION, reason: "Kernel patching agreed with the client", ids: [INSTANCE] } }),
  live: () => ({ query: { region: REGION, list: "instances" } }),
};

interface MatrixRoute {
  /** "GET /api/views", or "GET /api/v1/instances (listInstances)". */
  name: string;
  served: string;
  call(row: Row, handler: RouteHandler): Promise<Response>;
  judge(row: Row, res: Response, log: LogEntry[]): Promise<string | null>;
}

// ---------------------------------------------------------------- what an answer must be

function sessionCookieSet(res: Response): boolean {
  const match = /next-auth\.session-token=([^;]*)/.exec(res.headers.get("set-cookie") ?? "");
  return Boolean(match?.[1]);
}

/** A refusal: the status expected, `{message}` and nothing else, no session cookie given, nothing forwarded. */
async function refusal(res: Response, log: LogEntry[], statuses: readonly number[]): Promise<string | null> {
  const body: unknown = await res.json().catch(() => "(not JSON)");
  const problems: string[] = [];
  if (!statuses.includes(res.status)) problems.push(`status ${res.status}, expected ${statuses.join(" or ")}`);
  if (typeof body !== "object" || body === null || Object.keys(body).join() !== "message") problems.push(`answered ${JSON.stringify(body).slice(0, 120)}`);
  if (sessionCookieSet(res)) problems.push("set a session cookie");
  if (log.length > 0) problems.push(`forwarded ${log.map((e) => `${e.method} ${e.path}`).join(", ")}`);
  return problems.length ? problems.join("; ") : null;
}

/** How each kind of answer of an allowed console call is read (a stream is read to its first event, then left). */
async function readAllowed(endpoint: ConsoleEndpoint, res: Response): Promise<{ type: string; value: unknown }> {
  const type = res.headers.get("content-type") ?? "";
  if (endpoint.responseKind === "json") return { type, value: await res.json() };
  if (endpoint.responseKind !== "sse") return { type, value: await res.text() };
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return { type, value: new TextDecoder().decode(value) };
}

const SAVED_VIEWS: ReadonlySet<ConsoleEndpointId> = new Set(["listViews", "saveView", "deleteView"]);

const CONTENT_TYPE: Readonly<Record<ConsoleEndpoint["responseKind"], RegExp>> = {
  json: /^application\/json/,
  csv: /^text\/csv/,
  ndjson: /^application\/x-ndjson/,
  sse: /^text\/event-stream/,
};

function contractRoute(endpoint: Endpoint): MatrixRoute {
  return {
    name: `${endpoint.method} /api/v1${endpoint.path} (${endpoint.id})`,
    served: `${endpoint.method} /api/v1/[...path]`,
    call: (row, handler) => Promise.resolve(handler(bffRequest(row.session, sampleCall(endpoint, sampleOf(endpoint))), { params: Promise.resolve({}) })),
    async judge(row, res, log) {
      const standing = STANDING[row.state];
      // An ended session is refused before anything else is looked at, the server's own endpoints included.
      const expected: Expected = standing === "ended" ? { forwarded: false, status: 401 } : expectedAnswer(endpoint, standing);
      if (!expected.forwarded) return refusal(res, log, [expected.status]);
      await res.arrayBuffer();
      const reached = log.filter((e) => e.endpointId === endpoint.id).length;
      // The embedded upstream implements every endpoint, so a forwarded call is never a 501.
      return reached === 1 && res.status !== 501 ? null : `status ${res.status}, reached the upstream ${reached}x, expected once`;
    },
  };
}

function consoleRoute(id: ConsoleEndpointId): MatrixRoute {
  const endpoint: ConsoleEndpoint = consoleApi[id];
  return {
    name: `${endpoint.method} ${endpoint.path}`,
    served: routeOf(endpoint),
    call(row, handler) {
      const sample = OWN_SAMPLES[id](row);
      const params = sample.params ?? {};
      const search = new URLSearchParams(sample.query).toString();
      const url = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? "")) + (search ? `?${search}` : "");
      return Promise.resolve(handler(consoleRequest(url, row.session, { method: endpoint.method, body: sample.body }), { params: Promise.resolve(params) }));
    },
    async judge(row, res, log) {
      const standing = STANDING[row.state];
      if (!hasRole(standing) || !roleAtLeast(standing, endpoint.minRole)) return refusal(res, log, [401, 403]);
      const { type, value } = await readAllowed(endpoint, res);
      // Saved views live in the console's database; without one (AUDIT_TRAIL=off, as here) the gate's pass is this answer.
      if (SAVED_VIEWS.has(id) && !consoleDatabase().enabled) {
        return res.status === 503 && (value as { message?: unknown }).message === SAVED_VIEW_MESSAGES.unavailable ? null : `status ${res.status}: ${JSON.stringify(value).slice(0, 160)}`;
      }
      if (res.status !== 200) return `status ${res.status}: ${JSON.stringify(value).slice(0, 160)}`;
      if (!CONTENT_TYPE[endpoint.responseKind].test(type)) return `content-type ${type}`;
      if (endpoint.responseKind === "json" && !endpoint.response.safeParse(value).success) return `answer ${JSON.stringify(value).slice(0, 160)} is not the table's`;
      if (id === "saveView") row.savedViewId = (value as { view: { id: string } }).view.id;
      return null;
    },
  };
}

function nextAuthSessionRoute(served: string): MatrixRoute {
  return {
    name: "GET /api/auth/session",
    served,
    async call(row, handler) {
      mockScope = consoleRequest("/api/auth/session", row.session);
      try {
        return await handler(mockScope, { params: Promise.resolve({ nextauth: ["session"] } as unknown as Record<string, string>) });
      } finally {
        mockScope = null;
      }
    },
    async judge(row, res, log) {
      const body = (await res.json().catch(() => null)) as { user?: { username?: unknown } } | null;
      const problems: string[] = [];
      if (log.length > 0) problems.push(`forwarded ${log.map((e) => `${e.method} ${e.path}`).join(", ")}`);
      if (res.status !== 200) problems.push(`status ${res.status}`);
      const standing = STANDING[row.state];
      if (standing === "anonymous" || standing === "ended") {
        // No session: nothing of anyone's, and no cookie that would bring one back.
        if (body === null || Object.keys(body).length > 0) problems.push(`answered ${JSON.stringify(body).slice(0, 160)}`);
        if (sessionCookieSet(res)) problems.push("set a session cookie");
      } else if (body?.user?.username !== row.session.jwt?.username) {
        problems.push(`answered ${JSON.stringify(body).slice(0, 160)}, expected the session's user`);
      }
      return problems.length ? problems.join("; ") : null;
    },
  };
}

function absentRoute(served: string, spec: Extract<Served, { kind: "absent" }>): MatrixRoute {
  const [method, route] = served.split(" ");
  return {
    name: served,
    served,
    // As a test tool sends them: no Origin.
    call: (row, handler) => Promise.resolve(handler(consoleRequest(route, row.session, { method, text: spec.body, origin: null }), { params: Promise.resolve({}) })),
    judge: (_row, res, log) => refusal(res, log, [404]),
  };
}

function openRoute(served: string, spec: Extract<Served, { kind: "open" }>): MatrixRoute {
  return {
    name: served,
    served,
    call: (row, handler) => Promise.resolve(handler(consoleRequest(spec.path, row.session), { params: Promise.resolve(spec.params ?? {}) })),
    async judge(_row, res, log) {
      await res.arrayBuffer();
      const problems: string[] = [];
      if (res.status !== spec.status) problems.push(`status ${res.status}, expected ${spec.status}`);
      if (sessionCookieSet(res)) problems.push("set a session cookie");
      // Whatever it asks the upstream (the readiness probe), it asks as nobody.
      const asSomeone = log.filter((e) => e.username !== null);
      if (asSomeone.length) problems.push(`reached the upstream as ${asSomeone.map((e) => e.username).join(", ")}`);
      return problems.length ? problems.join("; ") : null;
    },
  };
}

/** The matrix's routes: every contract endpoint, the console's own routes in their table's order
 * (a view is saved before it is deleted), then every other route this file lists. */
const ROUTES: readonly MatrixRoute[] = [
  ...endpoints.map(contractRoute),
  ...consoleEndpoints.map((e) => consoleRoute(e.id as ConsoleEndpointId)),
  ...Object.entries(SERVED).flatMap(([served, spec]): MatrixRoute[] => {
    if (spec.kind === "nextAuthSession") return [nextAuthSessionRoute(served)];
    if (spec.kind === "absent") return [absentRoute(served, spec)];
    if (spec.kind === "open") return [openRoute(served, spec)];
    return [];
  }),
];
const CALLS = ROUTES.length * STATES.length;

// ---------------------------------------------------------------- the sessions

/** A copy of `base`'s token under a new sid, recorded as signed in at `at`. */
async function recordedAt(base: TestSession, at: number): Promise<TestSession> {
  const jwt: JWT = { ...base.jwt!, sid: randomUUID(), roleCheckedAt: at };
  await recordSession({ sid: jwt.sid, username: String(jwt.username), role: jwt.role }, at);
  return { ...base, jwt, cookie: await cookieFor(jwt) };
}

async function ok(res: Promise<Response>, what: string): Promise<void> {
  const answer = await res;
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${await answer.text()}`);
}

/** The admin demoted to manager by the superadmin through the console, and given the role back. */
async function demoteAndRestoreAdmin(superadmin: TestSession, admin: TestSession): Promise<void> {
  const userId = String(admin.jwt!.username);
  for (const type of ["manager", "admin"]) {
    const body = { firstName: "Adrian", lastName: "Admin", type };
    await ok(callBff(superadmin, sampleCall(api.updateUser, { params: { userId }, body })), `the admin's role set to ${type}`);
  }
}

/** An account the superadmin creates through the console, enrolled in two-factor and signed in
 * as anyone would be (password, the new code), served, then deleted through the console. */
async function deletedUsersSession(superadmin: TestSession): Promise<TestSession> {
  const account = { username: "departed.manager@example.com", password: "Departed#2026" };
  const create = { firstName: "Dana", lastName: "Departed", type: "manager", id: account.username, password: account.password };
  await ok(callBff(superadmin, sampleCall(api.createUser, { body: create })), "the account's creation");
  const upstreamSignIn = async () => {
    const signedIn = await upstreamJson({ endpoint: api.signin, body: account }, null);
    return { sid: randomUUID(), accessToken: signedIn.accessToken, refreshToken: signedIn.refreshToken ?? null };
  };
  // Enrolment: the secret from the QR code, confirmed with its first code; then a sign-in with the next one.
  const enrolling = await upstreamSignIn();
  const { qr } = await upstreamJson({ endpoint: api.otpSetupStepOne }, enrolling);
  const secret = new URL(decodeQr(qr) ?? "otpauth://totp/none").searchParams.get("secret") ?? "";
  await upstreamJson({ endpoint: api.otpSetupStepTwo, body: { twoFactor: totp(secret, Date.now()) } }, enrolling);
  const creds = await upstreamSignIn();
  await upstreamJson({ endpoint: api.otpValidate, body: { token: totp(secret, Date.now() + TOTP_PERIOD_SECONDS * 1000) } }, creds);
  const jwt: JWT = {
    ...creds,
    sub: account.username,
    username: account.username,
    name: "Dana Departed",
    role: "manager",
    twoFactorEnabled: true,
    twoFactorVerified: true,
    roleCheckedAt: Date.now(),
  };
  await recordSession({ sid: jwt.sid, username: account.username, role: "manager" });
  const session: TestSession = { who: "manager", jwt, cookie: await cookieFor(jwt) };
  await ok(callBff(session, sampleCall(api.listInstances, sampleOf(api.listInstances))), "the account's list before its deletion");
  await ok(callBff(superadmin, sampleCall(api.deleteUser, { params: { userId: account.username } })), "the account's deletion");
  return session;
}

async function cookieStates(): Promise<Map<State, TestSession>> {
  const superadmin = await sessionFor("superadmin");
  const manager = await sessionFor("manager");
  // The demotion ends every session of the admin's signed in above manager: the admin's own
  // session and the half-signed-in one (also the admin's) are taken after it.
  const demoted = await sessionFor("admin");
  await demoteAndRestoreAdmin(superadmin, demoted);
  const admin = await anotherSignIn(demoted);
  const pending = await sessionFor("pending");
  // The server's record of a sign-out, the upstream's token left valid.
  const signedOut = await anotherSignIn(superadmin);
  await endSession(signedOut.jwt!.sid, "signOut");
  const now = Date.now();
  const forged = `next-auth.session-token=${await encode({ token: superadmin.jwt!, secret: "another-secret-0123456789abcdef0123" })}`;
  const unrecorded: JWT = { ...superadmin.jwt!, sid: randomUUID() };
  return new Map<State, TestSession>([
    ["none", { who: "anonymous", cookie: null, jwt: null }],
    ["forged", { ...superadmin, cookie: forged }],
    ["unrecorded", { ...superadmin, jwt: unrecorded, cookie: await cookieFor(unrecorded) }],
    ["pending", pending],
    ["signed out", signedOut],
    ["deleted user", await deletedUsersSession(superadmin)],
    ["demoted", demoted],
    ["idle", await recordedAt(superadmin, now - idleLimitMs() - touchEveryMs() - 60_000)],
    ["expired", await recordedAt(superadmin, now - SESSION_MAX_AGE_SECONDS * 1000 - 60_000)],
    ["manager", manager],
    ["admin", admin],
    ["superadmin", superadmin],
  ]);
}

// ---------------------------------------------------------------- the tests

let handlers: Map<string, RouteHandler>;
let sessions: Map<State, TestSession>;

beforeAll(async () => {
  await inProcess.start();
  handlers = await servedHandlers();
  sessions = await cookieStates();
});
afterAll(async () => {
  await liveHub().stop();
});

describe("the routes the matrix calls are the routes the console serves", () => {
  test("every route file's methods are in the matrix's list, and nothing else is", () => {
    expect([...handlers.keys()].sort()).toEqual(Object.keys(SERVED).sort());
  });

  test("the contract endpoints are the spec's gates' list, each on a method /api/v1 serves", () => {
    expect(endpoints.map((e) => e.id).sort()).toEqual(Object.keys(EXPECTED_GATES).sort());
    const unserved = endpoints.filter((e) => SERVED[`${e.method} /api/v1/[...path]`]?.kind !== "contract").map((e) => e.id);
    expect(unserved).toEqual([]);
  });

  test("the console's own routes are its table's, each served by its route file", () => {
    const listed = Object.values(SERVED).flatMap((spec) => (spec.kind === "console" ? [spec.id] : []));
    expect([...listed].sort()).toEqual(consoleEndpoints.map((e) => e.id).sort());
    expect(consoleEndpoints.filter((e) => !handlers.has(routeOf(e))).map((e) => e.id)).toEqual([]);
    for (const [served, spec] of Object.entries(SERVED)) if (spec.kind === "console") expect(routeOf(consoleApi[spec.id])).toBe(served);
  });
});

describe(`access matrix: ${ROUTES.length} routes × ${STATES.length} cookie states = ${CALLS} calls`, () => {
  test.each(STATES)(`%s: ${ROUTES.length} calls, each refused or let through as its gate says`, async (state) => {
    const row: Row = { state, session: sessions.get(state)! };
    const wrong: string[] = [];
    let calls = 0;
    for (const route of ROUTES) {
      const handler = handlers.get(route.served);
      if (!handler) throw new Error(`${route.served} is not served`);
      await inProcess.clearLog();
      const res = await route.call(row, handler);
      calls++;
      const problem = await route.judge(row, res, await inProcess.log());
      if (problem) wrong.push(`${route.name}: ${problem}`);
    }
    expect(wrong).toEqual([]);
    expect(calls).toBe(ROUTES.length);
  });
});
