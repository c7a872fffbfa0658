// The BFF as the component tests meet it: `serveApi({ endpointId: reply })` answers the
// browser's fetch calls by contract endpoint (matched on method and path by the contract's own
// matcher), and every reply must be a shape the BFF could send: a 2xx body is parsed by the
// endpoint's response schema (and relayed as parsed, unknown fields dropped, as lib/bff/relay.ts
// does), an error body by the contract's error body schema. An ill-shaped reply, or a call no
// reply was given for, fails the test with the endpoint id, the path and the zod issue, so a
// screen can never be tested against an answer the real upstream cannot send.
//
// A reply is a body (answered 200), `{ status, body }` (optionally `headers`), a promise of
// either (answered when it settles), NETWORK_ERROR (fetch rejects, as on a dropped connection),
// a function of the call returning one of those, or a list of them used up in order. An array
// is always such a list: an endpoint that answers a JSON array takes `{ status: 200, body: [...] }`.
//
// The console's own JSON routes (not the upstream's contract) are served by `serveConsole`, with
// the same refusal of any call the test gave no reply for; a 2xx reply of a route with a schema
// in lib/contract/console (the saved views) must fit it too.
import type { z } from "zod";
import { api, matchEndpoint, splitPath, type Endpoint, type EndpointId } from "@/lib/contract";
import { errorBodySchema } from "@/lib/contract/schemas/common";
import type { PreflightFacts } from "@/lib/domain/preflight";
import { consoleApi } from "@/lib/contract/console";
import type { SavedView } from "@/lib/domain/savedViews";

const API_PREFIX = "/api/v1";

/** One call the screen made, as the BFF would read it. */
export interface ApiCall {
  id: EndpointId;
  method: string;
  /** Decoded path parameters, by the names of the contract's path template. */
  params: Record<string, string>;
  query: Record<string, string>;
  /** The parsed JSON body, the FormData sent, or undefined. */
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

export interface StatusReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Makes fetch reject, as a dropped connection does. */
export const NETWORK_ERROR = Symbol("network error");

type BodyOf<K extends EndpointId> = z.input<(typeof api)[K]["response"]>;
type Plain<K extends EndpointId> = BodyOf<K> | StatusReply | typeof NETWORK_ERROR;
export type Reply<K extends EndpointId = EndpointId> = Plain<K> | Promise<Plain<K>> | ((call: ApiCall) => Plain<K> | Promise<Plain<K>>);
export type Served<K extends EndpointId = EndpointId> = Reply<K> | readonly Reply<K>[];
export type ApiReplies = { [K in EndpointId]?: Served<K> };

interface FakeResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/** The console's own routes, by name: what they answer when all is well. */
interface ConsoleBodies {
  preflight: PreflightFacts;
  listViews: { views: SavedView[] };
  saveView: { view: SavedView };
  deleteView: { id: string; name: string };
}
const CONSOLE_ROUTES: Record<keyof ConsoleBodies, { method: string; path: RegExp }> = {
  preflight: { method: "GET", path: /^\/api\/preflight\/[^/]+$/ },
  listViews: { method: "GET", path: /^\/api\/views$/ },
  saveView: { method: "POST", path: /^\/api\/views$/ },
  deleteView: { method: "DELETE", path: /^\/api\/views\/[^/]+$/ },
};
/** The routes whose answers are checked against their schema in lib/contract/console. */
const CHECKED_CONSOLE_ROUTES: ReadonlySet<keyof ConsoleBodies> = new Set(["listViews", "saveView", "deleteView"]);
type ConsoleReply<K extends keyof ConsoleBodies> = ConsoleBodies[K] | StatusReply | Promise<ConsoleBodies[K] | StatusReply>;
export type ConsoleReplies = { [K in keyof ConsoleBodies]?: ConsoleReply<K> | ((url: URL, call: ConsoleCall) => ConsoleReply<K>) };

/** One call to a console route: its name, address and JSON body (on a write). */
export interface ConsoleCall {
  name: keyof ConsoleBodies;
  url: URL;
  body?: unknown;
}

let routes: ApiReplies = {};
let consoleRoutes: ConsoleReplies = {};
let consoleCalls: ConsoleCall[] = [];
let calls: ApiCall[] = [];
let problems: string[] = [];

function isStatusReply(value: unknown): value is StatusReply {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return typeof (value as StatusReply).status === "number" && keys.includes("body") && keys.every((k) => ["status", "body", "headers"].includes(k));
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "(root)"}: ${issue.message}`)
    .join("; ");
}

function fail(message: string): never {
  problems.push(message);
  throw new Error(message);
}

/** The body the BFF would relay for this reply, or a failure naming the endpoint and the issue. */
function relayed(endpoint: Endpoint, where: string, status: number, body: unknown): unknown {
  const ok = status >= 200 && status < 300;
  const schema = ok ? endpoint.response : errorBodySchema;
  const parsed = schema.safeParse(ok && endpoint.responseKind === "json" ? (body ?? {}) : body);
  if (!parsed.success) {
    const what = ok ? `${endpoint.id}'s response schema` : "the contract's error body schema";
    fail(`serveApi: the ${status} reply to ${endpoint.id} (${where}) does not fit ${what}: ${describeIssues(parsed.error)}`);
  }
  return parsed.data;
}

/** Checks a reply given outside fetch (the upload modal's XMLHttpRequest double) the same way:
 * returns what the BFF would relay, or fails the test. */
export function checkedReply(method: string, url: string, status: number, body: unknown): unknown {
  const { endpoint, where } = endpointOf(method, url);
  return relayed(endpoint, where, status, body);
}

function endpointOf(method: string, url: string): { endpoint: Endpoint; params: Record<string, string>; query: Record<string, string>; where: string } {
  const parsed = new URL(url, "http://localhost");
  const where = `${method} ${parsed.pathname}`;
  const below = parsed.pathname.startsWith(`${API_PREFIX}/`) ? parsed.pathname.slice(API_PREFIX.length) : null;
  const match = below === null ? null : matchEndpoint(method, splitPath(below));
  if (!match) fail(`serveApi: ${where} is no endpoint of the contract`);
  return { endpoint: match.endpoint, params: match.params, query: Object.fromEntries(parsed.searchParams), where };
}

function bodyOf(init: RequestInit | undefined): unknown {
  if (typeof init?.body === "string") return JSON.parse(init.body) as unknown;
  return init?.body ?? undefined;
}

function nextReply(id: EndpointId, where: string): Reply {
  const served = routes[id] as Served | undefined;
  if (served === undefined) fail(`serveApi: unexpected call to ${id} (${where}): the test gave it no reply`);
  if (!Array.isArray(served)) return served as Reply;
  const next = (served as Reply[]).shift();
  if (next === undefined) fail(`serveApi: unexpected call to ${id} (${where}): its replies are used up`);
  return next;
}

function respond(endpoint: Endpoint, where: string, reply: StatusReply): FakeResponse {
  const body = relayed(endpoint, where, reply.status, reply.body);
  const text = typeof body === "string" && endpoint.responseKind !== "json" ? body : body === undefined ? "" : JSON.stringify(body);
  return fakeResponse(reply, text);
}

/** What fetch would answer with `reply`'s status and headers and `text` as its body. */
function fakeResponse(reply: StatusReply, text: string): FakeResponse {
  const headers = new Map(Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: reply.status >= 200 && reply.status < 300,
    status: reply.status,
    headers: { get: (name) => headers.get(name.toLowerCase()) ?? null },
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  };
}

/** Like fetch, a signal's abort rejects the call with an AbortError, however long the reply takes. */
function abortable<T>(reply: T | Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return Promise.resolve(reply);
  const aborted = () => new DOMException("The operation was aborted.", "AbortError");
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener("abort", () => reject(aborted()), { once: true });
    Promise.resolve(reply).then(resolve, reject);
  });
}

function plainResponse(reply: StatusReply): FakeResponse {
  return fakeResponse(reply, JSON.stringify(reply.body));
}

async function consoleFetch(name: keyof ConsoleBodies, url: URL, init: RequestInit | undefined): Promise<FakeResponse> {
  const call: ConsoleCall = { name, url, ...(init?.body === undefined ? {} : { body: bodyOf(init) }) };
  consoleCalls.push(call);
  const served = consoleRoutes[name];
  if (served === undefined) fail(`serveApi: unexpected call to the console's ${name} route (${url.pathname}): the test gave it no reply`);
  const given = await (typeof served === "function" ? (served as (url: URL, call: ConsoleCall) => ConsoleReply<typeof name>)(url, call) : served);
  const reply = isStatusReply(given) ? given : { status: 200, body: given };
  if (CHECKED_CONSOLE_ROUTES.has(name)) {
    const ok = reply.status >= 200 && reply.status < 300;
    const parsed = (ok ? consoleApi[name].response : errorBodySchema).safeParse(reply.body);
    if (!parsed.success) fail(`serveApi: the ${reply.status} reply to the console's ${name} route does not fit its schema: ${describeIssues(parsed.error)}`);
  }
  return plainResponse(reply);
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<FakeResponse> {
  const method = (init?.method ?? "GET").toUpperCase();
  const url = new URL(String(input), "http://localhost");
  const consoleRoute = (Object.keys(CONSOLE_ROUTES) as (keyof ConsoleBodies)[]).find((name) => CONSOLE_ROUTES[name].method === method && CONSOLE_ROUTES[name].path.test(url.pathname));
  if (consoleRoute) return consoleFetch(consoleRoute, url, init);
  const { endpoint, params, query, where } = endpointOf(method, String(input));
  const headers = Object.fromEntries([...new Headers(init?.headers).entries()]);
  const call: ApiCall = { id: endpoint.id as EndpointId, method, params, query, body: bodyOf(init), headers };
  calls.push(call);
  let reply: Reply | undefined = nextReply(call.id, where);
  if (typeof reply === "function") {
    try {
      reply = reply(call);
    } catch (err) {
      fail(`serveApi: the reply to ${call.id} (${where}) failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const settled = await abortable(reply, init?.signal);
  if (settled === undefined) fail(`serveApi: unexpected call to ${call.id} (${where}): the test gave it no reply`);
  if (settled === NETWORK_ERROR) throw new TypeError("Failed to fetch");
  return respond(endpoint, where, isStatusReply(settled) ? settled : { status: 200, body: settled });
}

/** Answers the screen's calls from `replies` (by endpoint id) until the test ends or serves anew.
 * Installed as the global fetch; before each test it is `serveApi({})`, which refuses every call. */
export function serveApi(replies: ApiReplies): void {
  routes = { ...replies };
  for (const [id, served] of Object.entries(routes)) {
    if (!(id in api)) throw new Error(`serveApi: ${id} is no endpoint id of the contract`);
    // Lists are used up; copy them so a test's constant is not emptied for the next test.
    if (Array.isArray(served)) (routes as Record<string, unknown>)[id] = [...(served as unknown[])];
  }
  global.fetch = fakeFetch as unknown as typeof fetch;
}

/** Answers the console's own routes (the pre-flight facts) until the test ends or serves anew. */
export function serveConsole(replies: ConsoleReplies): void {
  consoleRoutes = { ...replies };
}

/** The calls to the console's own routes since the test began. */
export function consoleCallsOf(name?: keyof ConsoleBodies): ConsoleCall[] {
  return consoleCalls.filter((c) => name === undefined || c.name === name);
}

/** The calls made since the test began, of one endpoint or all, in order. */
export function callsOf(id?: EndpointId): ApiCall[] {
  return id === undefined ? [...calls] : calls.filter((c) => c.id === id);
}

/** The problems met so far (for serveApi's own tests; any test with one fails at its end). */
export function takeProblems(): string[] {
  const taken = problems;
  problems = [];
  return taken;
}

beforeEach(() => {
  calls = [];
  problems = [];
  consoleCalls = [];
  consoleRoutes = {};
  serveApi({});
});

afterEach(() => {
  const met = takeProblems();
  if (met.length > 0) throw new Error(met.join("\n"));
});
