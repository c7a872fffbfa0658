"use client";
// The shell's current-user load (spec 1 §2: the shell is loaded after a call for the current
// user). The server layout's answer paints first; the browser then asks GET /user again (on
// mount, focus and reconnect), so a demoted or removed user is noticed without a new sign-in.
// 401 or 403 means the session is over: leave for sign-in. A 5xx, a timeout or a dropped
// connection is not the end of the session: the problem is shown with Retry, and whatever
// user was known stays in place.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import useSWR from "swr";
import { routes } from "@/lib/contract/routes";
import { apiUrl, callApi } from "@/lib/client/api";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { goToSignedOut, SESSION_ENDED_STATUS, UPSTREAM_REFUSED_STATUS } from "@/lib/client/sessionEnded";
import UserProvider, { type ConsoleUser } from "./UserContext";

export interface CurrentUserState {
  /** The latest user known, or null before any answer arrived. */
  user: ConsoleUser | null;
  /** The failure of the latest load, when it failed without ending the session. */
  error: string | null;
  loading: boolean;
  retry(): void;
}

const CurrentUserContext = createContext<CurrentUserState>({ user: null, error: null, loading: false, retry: () => undefined });

export function useCurrentUserLoad(): CurrentUserState {
  return useContext(CurrentUserContext);
}

const USER_KEY = apiUrl(routes.getUser);

/** Whether a failed current-user call ends the session: 401 or 403, from whoever (spec 1 §2). */
export function currentUserEndsSession(status: number): boolean {
  return status === SESSION_ENDED_STATUS || status === UPSTREAM_REFUSED_STATUS;
}

async function loadCurrentUser(): Promise<ConsoleUser> {
  try {
    const { name, username, role } = await callApi(routes.getUser);
    return { name, username, role };
  } catch (err) {
    if (err instanceof ApiError && currentUserEndsSession(err.status)) goToSignedOut();
    throw err;
  }
}

export default function CurrentUserLoad({ initialUser, children }: { initialUser: ConsoleUser | null; children: ReactNode }) {
  const { data, error, isValidating, mutate } = useSWR<ConsoleUser, unknown>(USER_KEY, loadCurrentUser, {
    fallbackData: initialUser ?? undefined,
    revalidateOnMount: true,
    // A failure waits for the user's Retry (or the next focus) rather than a silent backoff.
    shouldRetryOnError: false,
  });
  const retry = useCallback(() => void mutate(), [mutate]);
  const user = data ?? null;
  const message = error === undefined ? null : error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
  const state = useMemo<CurrentUserState>(() => ({ user, error: message, loading: isValidating, retry }), [user, message, isValidating, retry]);

  return (
    <CurrentUserContext.Provider value={state}>
      {user ? <UserProvider user={user}>{children}</UserProvider> : children}
    </CurrentUserContext.Provider>
  );
}
