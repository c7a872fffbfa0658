// What the BFF's steps share while one request passes through them: each step reads what the
// steps before it found and adds its own part, or answers the request and stops the pipeline.
import type { NextRequest } from "next/server";
import type { JWT } from "next-auth/jwt";
import type { Endpoint } from "@/lib/contract";
import type { RawBody, ValidInput } from "@/lib/http/readInput";
import type { ServerFacts } from "@/lib/audit/bffEvent";

export interface BffContext {
  req: NextRequest;
  /** This request's id: sent upstream as X-Request-Id, answered in X-Request-Id, kept in the audit trail. */
  requestId: string;
  /** performance.now() and the wall clock when the request arrived. */
  startedAt: number;
  startedAtEpoch: number;
  /** The call went upstream (forwardUpstream ran). */
  forwarded?: boolean;
  /** Path segments below /api/v1, still percent-encoded. */
  rawSegments: string[];
  endpoint?: Endpoint;
  params?: Record<string, string>;
  /** Path parameters whose percent-encoding did not decode. */
  malformedParams?: string[];
  session?: JWT | null;
  /** What the answer does to the session cookie: rewrite it from `session`, or clear it. */
  sessionCookie?: "write" | "clear";
  /** The session's role changed during this call (the answer tells the browser). */
  roleChanged?: boolean;
  /** The body as read, within its limit: text for JSON, a form for multipart. */
  rawBody?: RawBody;
  input?: ValidInput;
  /** What the audit step found out before forwarding (the server by id, pre-flight facts). */
  facts?: ServerFacts;
  /** Run after the upstream has answered (attempt counting; the audit trail later). */
  after: ((outcome: { status: number; data?: unknown }) => void | Promise<void>)[];
  /** Run once the pipeline has its answer, whichever step gave it (after `after`): releases what
   * a step held for the upstream's answer when none came (a reserved attempt). */
  finally: (() => void | Promise<void>)[];
}

/** One named step: answers (a Response ends the pipeline) or passes (undefined). */
export interface BffStep {
  name: string;
  run(ctx: BffContext): Promise<Response | undefined> | Response | undefined;
}

/** The session becomes `jwt`, and the answer rewrites the cookie with it (the pipeline does). */
export function rewriteSession(ctx: BffContext, jwt: JWT, roleChanged = false): void {
  ctx.session = jwt;
  ctx.sessionCookie = "write";
  ctx.roleChanged ||= roleChanged;
}

/** For steps that run after the one that sets a field: a missing field is a wiring bug. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`BFF pipeline: ${what} is not set yet; check the order of steps`);
  return value;
}
