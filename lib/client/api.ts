// Typed browser client for the BFF (/api/v1) and the console's own routes (/api/…): builds the
// URL from the route, sends JSON or multipart, and handles every answer in one place: a role
// change is announced, a step-up refusal asks for a code and sends the call again, an ended
// session leaves for sign-in, and any other failure becomes an ApiError.
import type { z } from "zod";
import { buildPath } from "@/lib/contract/match";
import { servedPath, type ParamsInput, type PathParamNames, type Route } from "@/lib/contract/routes";
import type { CallShape } from "@/lib/contract/types";
import { PREFLIGHT_HEADER } from "@/lib/http/headerNames";
import { ApiError, errorFromBody, UNREACHABLE_MESSAGE } from "./ApiError";
import { noticeRoleChange } from "./roleChanged";
import { leaveIfSessionEnded } from "./sessionEnded";
import { askForStepUp, needsStepUp } from "./stepUp";

/** One call's input. `params` are typed from the route's path (see ParamsInput). */
export type CallInput<E extends CallShape = CallShape, P extends string = string> = ParamsInput<P> & {
  query?: z.input<E["query"]>;
  body?: z.input<E["body"]> | FormData;
  signal?: AbortSignal;
  /** The pre-flight facts the confirmation showed, recorded with the action (never forwarded upstream). */
  preflight?: string;
};

/** What locates a call: its path parameters and its query (also what its URL, the SWR key, is made of). */
export type UrlInput<E extends CallShape = CallShape, P extends string = string> = ParamsInput<P> & {
  query?: z.input<E["query"]>;
};

/** The input argument: required when the path has parameters, optional otherwise. */
export type InputArg<I, P extends string> = [PathParamNames<P>] extends [never] ? [input?: I] : [input: I];

export function apiUrl<E extends CallShape, P extends string>(endpoint: Route<E, P>, ...[input]: InputArg<UrlInput<E, P>, P>): string {
  const params = (input?.params ?? {}) as Record<string, string | number>;
  const path = buildPath(servedPath(endpoint), params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input?.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const qs = search.toString();
  return `${path}${qs ? `?${qs}` : ""}`;
}

async function send<E extends CallShape, P extends string>(endpoint: Route<E, P>, input: CallInput<E, P> = {} as CallInput<E, P>, steppedUp = false): Promise<Response> {
  const headers: Record<string, string> = {};
  const init: RequestInit = { method: endpoint.method, signal: input.signal, credentials: "same-origin", headers };
  if (input.body instanceof FormData) init.body = input.body;
  else if (input.body !== undefined) {
    init.body = JSON.stringify(input.body);
    headers["content-type"] = "application/json";
  }
  // Encoded: a header carries Latin-1 only, and the facts may name any site.
  if (input.preflight) headers[PREFLIGHT_HEADER] = encodeURIComponent(input.preflight);
  let res: Response;
  try {
    res = await fetch(apiUrl<E, string>(endpoint, input as UrlInput<E>), init);
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }
  noticeRoleChange(res.headers);
  // A destructive call wants a fresh two-factor code: ask, then send it once more as it was.
  if (!steppedUp && needsStepUp(res.status, res.headers) && (await askForStepUp())) return send(endpoint, input, true);
  if (!res.ok && res.status !== 206) {
    // 401, or a 403 the upstream gave: the session is over (a refusal by the console's own
    // gate keeps it, and its message is shown).
    leaveIfSessionEnded(res.status, res.headers);
    const body: unknown = await res.json().catch(() => null);
    throw errorFromBody(res.status, body);
  }
  return res;
}

/** Sends a call and returns its accepted answer unread, for a streamed one (NDJSON lines). */
export async function openApi<E extends CallShape, P extends string>(endpoint: Route<E, P>, ...[input]: InputArg<CallInput<E, P>, P>): Promise<Response> {
  return send(endpoint, input);
}

/** Calls a JSON endpoint and returns its validated answer (the BFF validated it already). */
export async function callApi<E extends CallShape, P extends string>(endpoint: Route<E, P>, ...[input]: InputArg<CallInput<E, P>, P>): Promise<z.infer<E["response"]>> {
  const res = await send(endpoint, input);
  return (await res.json()) as z.infer<E["response"]>;
}

/** Calls a text endpoint (process output); 206 means still running. */
export async function callApiText<E extends CallShape, P extends string>(endpoint: Route<E, P>, ...[input]: InputArg<CallInput<E, P>, P>): Promise<{ status: number; text: string }> {
  const res = await send(endpoint, input);
  return { status: res.status, text: await res.text() };
}
