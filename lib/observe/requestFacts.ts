// What one request's handling learns about it, for the line the console's server logs when the
// answer is finished: its id, route template, user and role, and its upstream call. The server
// (requestObserver.ts) runs each request inside an AsyncLocalStorage holding a fresh record; the
// code that learns a fact (the BFF pipeline, the session decoder, callUpstream) fills it in.
// Outside a request (tests, start-up work) there is no record and noting does nothing.
import { AsyncLocalStorage } from "node:async_hooks";
import { processSingleton } from "@/lib/process/singleton";

export interface RequestFacts {
  /** This request's id: the BFF answers it in X-Request-Id, sends it upstream, keeps it in the audit trail. */
  readonly requestId: string;
  readonly method: string;
  /** The address as it arrived (never logged: it may hold ids and mailed-link tokens). */
  readonly url: string;
  /** performance.now() when the request arrived. */
  readonly startedAt: number;
  /** The address of the connection the request came on (the client's, or a proxy's in front). */
  readonly remoteAddress?: string;
  /** The route template (`/api/v1/instances/{instanceId}/reboot`), when the handler knows it. */
  route?: string;
  user?: string;
  role?: string;
  /** The contract endpoint id of the latest upstream call, and its status (or what went wrong). */
  upstream?: string;
  upstreamStatus?: number | string;
}

let context: AsyncLocalStorage<RequestFacts> | undefined;

/** The process's one request context, whichever bundle asks (the server's wrapper and every chunk). */
export function requestContext(): AsyncLocalStorage<RequestFacts> {
  return (context ??= processSingleton("request-context", () => new AsyncLocalStorage<RequestFacts>()));
}

/** The record of the request being handled, or undefined outside one. */
export function currentRequest(): RequestFacts | undefined {
  return requestContext().getStore();
}

/** The request's route template, e.g. the contract path of a BFF call. */
export function noteRoute(route: string): void {
  const facts = currentRequest();
  if (facts) facts.route = route;
}

/** The signed-in user the request acts for (from its session). */
export function noteUser(user: unknown, role: unknown): void {
  const facts = currentRequest();
  if (!facts) return;
  if (typeof user === "string") facts.user = user;
  if (typeof role === "string") facts.role = role;
}

/** The upstream call the request made (the latest one, when it made several). */
export function noteUpstream(endpointId: string, status: number | string): void {
  const facts = currentRequest();
  if (!facts) return;
  facts.upstream = endpointId;
  facts.upstreamStatus = status;
}
