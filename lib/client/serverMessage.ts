// What the server said about a failed call, when it explained it: the LMS and backup screens put
// the spec's own sentence in its place otherwise (spec 2 §8: "Server messages … are shown …, else
// the fallbacks"). The rule is lib/domain/failureText's, the one the information modal uses: a
// 4xx's message counts; a server error, a timeout or a dropped connection does not. An ApiError
// carries the console's generic sentence when the body had no message: that is not the server's.
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { failureText } from "@/lib/domain/failureText";

export function serverMessageOf(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.message === FALLBACK_MESSAGE) return null;
  return failureText(err.status, err.message, "") || null;
}

/** The screen's own sentence for a failure, followed by the server's reason when it gave one. */
export function withServerReason(fallback: string, err: unknown): string {
  const reason = serverMessageOf(err);
  if (!reason) return fallback;
  return /[.!?]$/.test(fallback) ? `${fallback} ${reason}` : `${fallback}: ${reason}`;
}
