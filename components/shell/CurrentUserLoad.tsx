"use client";
// The shell's current-user load (spec 1 §2: the shell is loaded after a call for the current
// user). The server layout's answer paints first; the browser then asks GET /user again (on
// mount, focus, reconnect and every ROLE_RECHECK_SECONDS while the page is visible:
// data/session/useCurrentUser, and when any answer says the role changed: lib/client/roleChanged), so a demoted or removed user is noticed without a new
// sign-in. 401 or 403 means the session is over: leave for sign-in. A 5xx, a timeout or a
// dropped connection is not the end of the session: the problem is shown with Retry, and
// whatever user was known stays in place.
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { onRoleChange } from "@/lib/client/roleChanged";
import { useCurrentUser } from "@/data/session/useCurrentUser";
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

export default function CurrentUserLoad({ initialUser, recheckMs, children }: { initialUser: ConsoleUser | null; recheckMs?: number; children: ReactNode }) {
  const { data, error, isValidating, mutate } = useCurrentUser(initialUser, recheckMs);
  const retry = useCallback(() => void mutate(), [mutate]);
  // An answer said this user's role changed: the menus and controls follow now.
  useEffect(() => onRoleChange(retry), [retry]);
  // The same object while the user is the same: a re-read that found nothing new changes nothing
  // below (see `loading`).
  const { name, username, role } = data ?? {};
  const user = useMemo<ConsoleUser | null>(() => (name !== undefined && username !== undefined && role !== undefined ? { name, username, role } : null), [name, username, role]);
  const message = error === undefined ? null : error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
  // Loading matters only while there is no user or a failure is shown (CurrentUserAlert). The
  // re-read on mount of a user already known must change nothing the shell's context holds: a
  // context change reaching a list the server is still streaming in makes React throw the
  // server's rows away and render them again in the browser.
  const loading = isValidating && (user === null || message !== null);
  const state = useMemo<CurrentUserState>(() => ({ user, error: message, loading, retry }), [user, message, loading, retry]);

  return (
    <CurrentUserContext.Provider value={state}>
      {user ? <UserProvider user={user}>{children}</UserProvider> : children}
    </CurrentUserContext.Provider>
  );
}
