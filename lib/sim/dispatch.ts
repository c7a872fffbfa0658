// The path of one /api/v1 request through the embedded upstream, in the order the real
// one checks: route (and its escapes), token, two-factor, role, (501 if not built yet), input, handler.
import type { z } from "zod";
import { matchEndpoint, roleAtLeast, splitPath, type Endpoint, type EndpointId } from "@/lib/contract";
import type { AuthSession } from "./auth/sessions";
import type { Handler, HandlerContext, HandlerMap, Reply } from "./handlers/types";
import type { LogEntry } from "./log";
import { forbidden, invalid, json, MESSAGES, notFound, notImplemented, unauthorized } from "./reply";
import type { SimUser } from "./state/types";
import type { SimWorld } from "./world";

const MALFORMED_PATH_MESSAGE = "The address is not valid: it has a malformed percent-encoding.";

/** Reachable with a token, without a session or two-factor check. */
const OPEN: ReadonlySet<string> = new Set<EndpointId>(["signin", "refreshToken"]);
/** Reachable before two-factor is passed: finishing sign-in needs these. */
const BEFORE_TWO_FACTOR: ReadonlySet<string> = new Set<EndpointId>(["otpValidate", "otpSetupStepOne", "otpSetupStepTwo", "getUser", "logout"]);

function fieldErrors(issues: readonly z.core.$ZodIssue[], fallback: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || fallback;
    fields[key] ??= issue.message;
  }
  return fields;
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

type BodyRead = { ok: true; value: unknown } | { ok: false; response: Response };

async function readBody(endpoint: Endpoint, request: Request): Promise<BodyRead> {
  // Endpoints without a body leave the stream unread, so a handler may still read it.
  if (endpoint.bodyKind === "none") return { ok: true, value: undefined };
  try {
    if (endpoint.bodyKind === "multipart") {
      const form = await request.formData();
      const value: Record<string, FormDataEntryValue> = {};
      for (const [key, entry] of form.entries()) value[key] = entry;
      return { ok: true, value };
    }
    const text = await request.text();
    return { ok: true, value: text.trim() === "" ? undefined : (JSON.parse(text) as unknown) };
  } catch {
    const expected = endpoint.bodyKind === "multipart" ? "multipart form data" : "JSON";
    return { ok: false, response: invalid({}, `The request body is not valid ${expected}`) };
  }
}

function bearer(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match ? match[1] : null;
}

interface Auth {
  session: AuthSession | null;
  user: SimUser | null;
  accessToken: string | null;
}

/** `entry` learns the user as soon as the token names one, so refusals are attributed too. */
function authenticate(world: SimWorld, endpoint: Endpoint, request: Request, entry: LogEntry): Auth | Response {
  if (OPEN.has(endpoint.id)) return { session: null, user: null, accessToken: null };
  const accessToken = bearer(request);
  const session = accessToken ? world.sessions.byAccessToken(accessToken) : null;
  if (!accessToken || !session) return unauthorized();
  entry.username = session.username;
  if (world.faults.expireNow()) {
    world.sessions.expireAccessToken(accessToken);
    return unauthorized();
  }
  const user = world.findUser(session.username);
  if (!user) {
    world.sessions.revoke(session);
    return unauthorized();
  }
  if (!session.twoFactorVerified && !BEFORE_TWO_FACTOR.has(endpoint.id)) return forbidden(MESSAGES.twoFactorRequired);
  if (!roleAtLeast(user.role, endpoint.minRole)) return forbidden();
  return { session, user, accessToken };
}

async function toResponse(endpoint: Endpoint, reply: Reply, check: boolean): Promise<Response> {
  if (reply instanceof Response) return reply;
  const status = reply.status ?? 200;
  if (check && status >= 200 && status < 300) {
    const parsed = endpoint.response.safeParse(reply.body);
    if (!parsed.success) {
      // Loud on purpose: a simulator that drifts from the contract hides bugs in the console.
      console.error(`[sim] ${endpoint.id} answered outside its contract:`, parsed.error.issues.slice(0, 5));
      return json({ message: `The embedded upstream answered ${endpoint.id} outside the contract`, issues: parsed.error.issues.slice(0, 5) }, 500);
    }
  }
  return json(reply.body, status, reply.headers);
}

/** Handles a request whose path is already stripped of /api/v1. */
export async function dispatch(world: SimWorld, handlers: HandlerMap, request: Request, url: URL, path: string, entry: LogEntry): Promise<Response> {
  const match = matchEndpoint(request.method, splitPath(path));
  if (!match) return notFound();
  const { endpoint, params } = match;
  entry.endpointId = endpoint.id;
  // A parameter whose percent-encoding does not decode is no name of anything here.
  if (match.malformed.length > 0) {
    return invalid(Object.fromEntries(match.malformed.map((name) => [name, "The value is not valid percent-encoding."])), MALFORMED_PATH_MESSAGE);
  }

  const auth = authenticate(world, endpoint, request, entry);
  if (auth instanceof Response) return auth;

  const handler = handlers[endpoint.id as EndpointId] as Handler | undefined;
  if (!handler) return notImplemented();

  const query = await endpoint.query.safeParseAsync(queryObject(url));
  if (!query.success) return invalid(fieldErrors(query.error.issues, "query"));
  const raw = await readBody(endpoint, request);
  if (!raw.ok) return raw.response;
  let body: unknown = undefined;
  if (endpoint.bodyKind !== "none") {
    // Async: an upload's schema reads the file's first bytes (lib/domain/uploads checkUpload).
    const parsed = await endpoint.body.safeParseAsync(raw.value);
    if (!parsed.success) return invalid(fieldErrors(parsed.error.issues, "body"));
    body = parsed.data;
  }
  if (endpoint.roleFor && auth.user && !roleAtLeast(auth.user.role, endpoint.roleFor(body))) return forbidden();

  const ctx: HandlerContext = {
    world,
    request,
    params,
    query: query.data,
    body,
    ...auth,
    identify: (username) => {
      entry.username = username;
    },
  };
  return toResponse(endpoint, await handler(ctx), world.options.checkResponses);
}
