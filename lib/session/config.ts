// Session settings shared by next-auth, the proxy and the BFF, so all three read
// and write the same cookie with the same secret.
import "server-only";
import { config } from "@/lib/config";

/** Sessions last as long as the upstream refresh credential (12 hours). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export function sessionSecret(): string {
  const secret = config().server.sessionSecret;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: start the console with `npm start`, which provides one.");
  return secret;
}

/** next-auth prefixes the cookie with __Secure- when the console is served over https. */
export function secureCookies(): boolean {
  return config().server.https;
}

export function sessionCookieName(): string {
  return secureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}
