// JSON responses and the upstream's fixed error bodies, so every handler answers
// failures with exactly the same words.

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { status, headers: h });
}

export const MESSAGES = {
  notFound: "Not found",
  notImplemented: "Not implemented in the embedded upstream",
  tokenInvalid: "Token expired or invalid",
  forbidden: "You do not have permission to perform this action.",
  twoFactorRequired: "Two-factor authentication required",
  sessionExpired: "Session expired",
  unavailable: "Upstream temporarily unavailable",
  invalidRequest: "Invalid request parameters",
  internal: "Internal error in the embedded upstream",
  notSaved: "The change could not be saved by the upstream. Try again; if it keeps failing, the upstream's storage needs attention.",
} as const;

export const notFound = () => json({ message: MESSAGES.notFound }, 404);
export const notImplemented = () => json({ message: MESSAGES.notImplemented }, 501);
export const unauthorized = () => json({ message: MESSAGES.tokenInvalid }, 401);
export const forbidden = (message: string = MESSAGES.forbidden) => json({ message }, 403);
export const unavailable = () => json({ message: MESSAGES.unavailable }, 503);

/** 400 with the first message per field, the shape the console's forms read. */
export function invalid(fields: Record<string, string>, message: string = MESSAGES.invalidRequest): Response {
  return json({ message, fields }, 400);
}
