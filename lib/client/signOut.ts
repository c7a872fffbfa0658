// Signs out the way next-auth's client does (CSRF token, then POST /api/auth/signout),
// without loading next-auth's React client into every console page for one button.
// Whatever happens, it then leaves through the route that clears the session cookie: a chosen
// Logout remembers no page to come back to; an idle end does (and says why).
import { endSession, type SignedOutReason } from "./sessionEnded";

export function signOutToRoot(reason?: SignedOutReason): Promise<void> {
  return endSession(
    async () => {
      const csrf = (await (await fetch("/api/auth/csrf", { cache: "no-store" })).json()) as { csrfToken?: unknown };
      const body = new URLSearchParams({ csrfToken: typeof csrf.csrfToken === "string" ? csrf.csrfToken : "", callbackUrl: "/", json: "true" });
      await fetch("/api/auth/signout", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
    },
    reason,
    { remember: reason !== undefined },
  );
}
