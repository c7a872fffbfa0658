// Page gates before render (Next 16's middleware): anonymous visitors go to sign-in
// (remembering delete, backup, upgrade, rollback and confirm-add links), half-signed-in
// users to their two-factor step, and low roles away from gated pages. The BFF and the
// server layouts check again; this is for comfort, not the security boundary.
import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { isRole, roleAtLeast } from "@/lib/contract/types";
import {
  isPendingLink,
  isPublicPage,
  pageMinRole,
  PENDING_LINK_COOKIE,
  PENDING_LINK_MAX_AGE_SECONDS,
} from "@/lib/auth/pageGates";

function redirect(req: NextRequest, pathname: string): NextResponse {
  const url = req.nextUrl.clone();
  url.pathname = pathname;
  url.search = "";
  return NextResponse.redirect(url);
}

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const secureCookie = process.env.NEXTAUTH_URL?.startsWith("https://") ?? false;
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET, secureCookie });
  const verified = Boolean(token?.twoFactorVerified);

  if (!token) {
    if (isPublicPage(pathname)) return NextResponse.next();
    const res = redirect(req, "/");
    if (isPendingLink(pathname)) {
      res.cookies.set(PENDING_LINK_COOKIE, pathname + req.nextUrl.search, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        maxAge: PENDING_LINK_MAX_AGE_SECONDS,
      });
    }
    return res;
  }

  if (!verified) {
    // Enrolment first when the account has no two-factor yet, otherwise the code step on /.
    const step = token.twoFactorEnabled ? "/" : "/qrcode";
    return pathname === step ? NextResponse.next() : redirect(req, step);
  }

  if (pathname === "/" || pathname === "/qrcode") return redirect(req, "/home");

  const pending = req.cookies.get(PENDING_LINK_COOKIE)?.value;
  if (pending && pathname === "/home" && pending.startsWith("/") && !pending.startsWith("//")) {
    const [path, search = ""] = pending.split("?", 2);
    const url = req.nextUrl.clone();
    url.pathname = path;
    url.search = search ? `?${search}` : "";
    const res = NextResponse.redirect(url);
    res.cookies.delete(PENDING_LINK_COOKIE);
    return res;
  }

  const least = pageMinRole(pathname);
  if (!isRole(token.role) || !roleAtLeast(token.role, least)) return redirect(req, "/home");
  return NextResponse.next();
}

export const config = {
  // API routes check their own sessions (next-auth's, and the BFF's gate on every call).
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|robots.txt).*)"],
};
