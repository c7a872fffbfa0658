// When a BFF answer says the session's role has just changed (a superadmin demoted or promoted
// this user), the shell reloads the current user so menus and controls follow at once, without
// waiting for the next page load or focus.
import { ROLE_CHANGED_HEADER } from "@/lib/http/headerNames";

const EVENT = "console:role-changed";

/** Called with every answer's headers: announces a changed role to the page. */
export function noticeRoleChange(headers: { get(name: string): string | null }): void {
  if (typeof window === "undefined" || !headers.get(ROLE_CHANGED_HEADER)) return;
  window.dispatchEvent(new Event(EVENT));
}

/** Subscribes to role changes; returns the unsubscribe. */
export function onRoleChange(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
