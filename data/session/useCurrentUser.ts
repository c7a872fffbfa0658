"use client";
// The signed-in user (GET /user; spec 1 §2: the shell is loaded after a call for the current
// user). The server layout's answer is the starting value; the browser asks again on mount,
// focus, reconnect and at the role re-read interval while visible (unlike other reads), so a
// demoted or removed user is noticed without a new sign-in. A 401 or 403 on this call ends the session, whoever gave it; any other failure
// is kept as the read's error, without retries behind the user's back.
import { ApiError } from "@/lib/client/ApiError";
import { goToSignedOut, SESSION_ENDED_STATUS, UPSTREAM_REFUSED_STATUS } from "@/lib/client/sessionEnded";
import { routes } from "@/lib/contract/routes";
import type { CurrentUser } from "@/lib/contract/schemas/user";
import { useApiQuery } from "@/data/core/useApiQuery";

/** What the console keeps of the user. */
export type CurrentUserSummary = Pick<CurrentUser, "name" | "username" | "role">;

/** Whether a failed current-user call ends the session: 401 or 403, from whoever (spec 1 §2). */
export function currentUserEndsSession(status: number): boolean {
  return status === SESSION_ENDED_STATUS || status === UPSTREAM_REFUSED_STATUS;
}

/** `recheckMs`: how often to read it again while the page is visible (the console's role re-read interval). */
export function useCurrentUser(initialUser: CurrentUserSummary | null, recheckMs?: number) {
  return useApiQuery(routes.getUser, {}, {
    load: async (call): Promise<CurrentUserSummary> => {
      try {
        const { name, username, role } = await call();
        return { name, username, role };
      } catch (err) {
        if (err instanceof ApiError && currentUserEndsSession(err.status)) goToSignedOut();
        throw err;
      }
    },
    fallbackData: initialUser ?? undefined,
    revalidateOnMount: true,
    revalidateOnFocus: true,
    // A role changed upstream shows within the interval even on a page nobody touches (hidden tabs wait for focus).
    refreshInterval: recheckMs,
    // A failure waits for the user's Retry (or the next focus) rather than a silent backoff.
    shouldRetryOnError: false,
  });
}
