// JSON answers of the BFF and the console's own routes: always `{message, fields?}` with a real
// HTTP status. Answers the console decides on its own (not relayed from the upstream) carry
// `X-Console-Refusal: gate`, so the browser can tell the console's "not allowed" (keep the
// session, show the message) from the upstream's 403 (spec 1 §8: log out).
import { NextResponse } from "next/server";
import { CONSOLE_REFUSAL_HEADER } from "./headerNames";

function jsonError(status: number, message: string, fields: Record<string, string> | undefined, headers: Record<string, string>): NextResponse {
  return NextResponse.json(fields ? { message, fields } : { message }, { status, headers: { "cache-control": "no-store", ...headers } });
}

/** An answer the console gives itself: refusals, bad input, limits, its own failures. */
export function bffError(status: number, message: string, fields?: Record<string, string>, headers: Record<string, string> = {}): NextResponse {
  return jsonError(status, message, fields, { [CONSOLE_REFUSAL_HEADER]: "gate", ...headers });
}

/** The upstream's own error, passed on in the console's shape. */
export function upstreamError(status: number, message: string, fields?: Record<string, string>): NextResponse {
  return jsonError(status, message, fields, {});
}

export { MESSAGES } from "./messages";
