// What the server said about a failed call, when it said anything: the LMS and backup screens
// put the spec's own sentence in its place otherwise (spec 2 §8: "Server messages … are shown
// …, else the fallbacks"). An ApiError carries the console's generic sentence when the body had
// no message, and the unreachable sentence when the call never reached the BFF: neither is the
// server's.
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";

export function serverMessageOf(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status === 0) return null;
  const message = err.message.trim();
  return message === "" || message === FALLBACK_MESSAGE ? null : message;
}
