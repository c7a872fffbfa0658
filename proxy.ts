// Page gates before render (Next 16's middleware): anonymous visitors go to sign-in
// (remembering delete, backup, upgrade, rollback and confirm-add links), half-signed-in
// users to their two-factor step, and low roles away from gated pages. The BFF and the
// server layouts check again; this is for comfort, not the security boundary. A cookie whose
// session the server has ended (lib/session/liveSession) counts as none: it is cleared, and the
// page's own render does not see it.
// Every page answer also gets the security headers, with a fresh CSP nonce that Next.js puts
// on its own scripts and the root layout hands to Emotion; redirects are built from the request, so they
// stay on the host the browser used. The console's own API routes get the API security headers
// here, as they are served (the BFF's handler sets its own).
import { NextResponse, type NextRequest } from "next/server";
import type { JWT } from "next-auth/jwt";
import { config as consoleConfig } from "@/lib/config";
import { safeDecode } from "@/lib/contract/match";
import { isRole, roleAtLeast } from "@/lib/contract/types";
import { isPublicPage, pageMinRole, pendingLinkTarget, PENDING_LINK_COOKIE, redirectsLowRole } from "@/lib/auth/pageGates";
import { rememberPendingLink } from "@/lib/auth/pendingLinkCookie";
import { MALFORMED_URL_MESSAGE } from "@/lib/http/messages";
import { CONSOLE_REFUSAL_HEADER, VIEW_REQUEST_HEADER } from "@/lib/http/headerNames";
import { withApiSecurityHeaders } from "@/lib/security/apiHeaders";
import { sessionCookieName } from "@/lib/session/config";
import { decodeSession } from "@/lib/session/decodeSession";
import { sessionIsLive } from "@/lib/session/liveSession";
import { clearSession } from "@/lib/session/sessionToken";
import { baseSecurityHeaders, createNonce, pageContentSecurityPolicy } from "@/lib/security/headers";

function withHeaders(res: NextResponse, csp: string): NextResponse {
  for (const [name, value] of Object.entries(baseSecurityHeaders(consoleConfig().server.https))) res.headers.set(name, value);
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

/** A redirect to a path on the host the browser asked for (Next.js needs an absolute URL here;
 * it comes from the request itself, never from NEXTAUTH_URL). */
function redirect(req: NextRequest, location: string): NextResponse {
  return NextResponse.redirect(new URL(location, req.url), 307);
}

/** The request's cookies without the session's, for a render that must not see an ended one. */
function withoutSessionCookie(req: NextRequest, requestHeaders: Headers): void {
  const name = sessionCookieName();
  // The others as they came, byte for byte (next-auth may split a long session cookie into name.0, name.1…).
  const kept = (req.headers.get("cookie") ?? "").split(";").map((pair) => pair.trim()).filter((pair) => {
    const cookieName = pair.slice(0, pair.indexOf("=") === -1 ? pair.length : pair.indexOf("="));
    return pair !== "" && cookieName !== name && !cookieName.startsWith(`${name}.`);
  });
  if (kept.length === 0) requestHeaders.delete("cookie");
  else requestHeaders.set("cookie", kept.join("; "));
}

async function decideWithSession(req: NextRequest, requestHeaders: Headers): Promise<NextResponse> {
  const decoded = await decodeSession(req.cookies.get(sessionCookieName())?.value);
  if (!decoded || (await sessionIsLive(decoded.sid))) return decide(req, requestHeaders, decoded);
  // Ended on the server (sign-out elsewhere, deletion, demotion, idle): as if signed out.
  withoutSessionCookie(req, requestHeaders);
  const res = await decide(req, requestHeaders, null);
  clearSession(res);
  return res;
}

async function decide(req: NextRequest, requestHeaders: Headers, token: JWT | null): Promise<NextResponse> {
  const { pathname } = req.nextUrl;
  const next = () => NextResponse.next({ request: { headers: requestHeaders } });
  const verified = Boolean(token?.twoFactorVerified);

  if (!token) {
    if (isPublicPage(pathname)) return next();
    const res = redirect(req, "/");
    rememberPendingLink(res, pathname + req.nextUrl.search);
    return res;
  }

  if (!verified) {
    // Enrolment first when the account has no two-factor yet, otherwise the code step on /.
    const step = token.twoFactorEnabled ? "/" : "/qrcode";
    return pathname === step ? next() : redirect(req, step);
  }

  if (pathname === "/" || pathname === "/qrcode") return redirect(req, "/home");

  const pending = req.cookies.get(PENDING_LINK_COOKIE)?.value;
  if (pending !== undefined && pathname === "/home") {
    // Followed only when it is exactly one of the remembered-link routes; anything else is dropped.
    const target = pendingLinkTarget(pending);
    const res = target ? redirect(req, target) : next();
    res.cookies.delete(PENDING_LINK_COOKIE);
    return res;
  }

  const least = pageMinRole(pathname);
  const allowed = isRole(token.role) && roleAtLeast(token.role, least);
  // The admin dashboard tells a lower role it may not see it (spec 3 §2.9), judged by the role
  // the upstream gives now; other gated pages send the user home.
  if (!allowed && redirectsLowRole(pathname)) return redirect(req, "/home");
  return next();
}

export async function proxy(req: NextRequest) {
  // API calls pass straight on (each route checks its own session), except an address whose
  // escapes do not decode: Next.js itself would answer it with a bare 500 page before the BFF sees it.
  if (req.nextUrl.pathname.startsWith("/api/")) {
    if (safeDecode(req.nextUrl.pathname) !== null) return withApiSecurityHeaders(NextResponse.next());
    return withApiSecurityHeaders(NextResponse.json({ message: MALFORMED_URL_MESSAGE }, { status: 400, headers: { "cache-control": "no-store", [CONSOLE_REFUSAL_HEADER]: "gate" } }));
  }
  const nonce = createNonce();
  const csp = pageContentSecurityPolicy(nonce, consoleConfig().server.https);
  // Next.js reads the nonce from the request's policy header; the root layout reads x-nonce.
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  requestHeaders.set(VIEW_REQUEST_HEADER, req.nextUrl.search);
  return withHeaders(await decideWithSession(req, requestHeaders), csp);
}

export const config = {
  // Pages; the console's API routes other than the BFF's, for their security headers; and for the
  // one check above only the BFF's addresses that carry an escape. Running the proxy costs about
  // 1 ms a call (measured by npm run bench): the BFF sets its own headers, and an address without
  // a `%` cannot have a malformed one. The console's server checks at start that these matchers
  // leave the BFF's plain addresses alone (scripts/lib/bffFastPath.mjs). The probes /healthz and
  // /readyz answer without a session (lib/routes/health.ts), so the gates never see them; their
  // headers come from next.config.ts.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|robots.txt|healthz$|readyz$).*)", "/api/((?!v1/).*)", "/api/v1/(.*%.*)"],
};
