// The console's own saved-views route (app/api/views), fetched from the browser: the answer's
// JSON, or an ApiError with the route's message and field errors. A 401 leaves for sign-in like
// every other call (the session is over).
import { ApiError, errorFromBody, UNREACHABLE_MESSAGE } from "@/lib/client/ApiError";
import { leaveIfSessionEnded } from "@/lib/client/sessionEnded";

export async function viewsRequest<T>(url: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok || body === null) {
    leaveIfSessionEnded(res.status, res.headers);
    throw errorFromBody(res.status, body);
  }
  return body as T;
}
