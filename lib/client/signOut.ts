// Signs out the way next-auth's client does (CSRF token, then POST /api/auth/signout),
// without loading next-auth's React client into every console page for one button.
import { goToSignedOut, type SignedOutReason } from "./sessionEnded";

export async function signOutToRoot(reason?: SignedOutReason): Promise<void> {
  try {
    const csrf = (await (await fetch("/api/auth/csrf", { cache: "no-store" })).json()) as { csrfToken?: unknown };
    const body = new URLSearchParams({ csrfToken: typeof csrf.csrfToken === "string" ? csrf.csrfToken : "", callbackUrl: "/", json: "true" });
    await fetch("/api/auth/signout", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
  } finally {
    // Whatever happened, leave through the route that clears the session cookie.
    // A chosen Logout remembers no page to come back to; an idle end does (and says why).
    goToSignedOut(reason, { remember: reason !== undefined });
  }
}
