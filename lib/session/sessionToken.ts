// Reads, rewrites and clears the encrypted session cookie from route handlers and
// the proxy. The BFF rewrites it after a token refresh or a finished two-factor step. A cookie
// counts only while the server holds its session live (lib/session/liveSession).
import "server-only";
import { encode, type JWT } from "next-auth/jwt";
import type { NextRequest, NextResponse } from "next/server";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, sessionSecret, secureCookies } from "./config";
import { decodeSession } from "./decodeSession";
import { sessionIsLive } from "./liveSession";

/** The cookie's session when it decodes and is still live on the server, else null (a store
 * that cannot be read throws: the request fails without ending the session). */
export async function liveOnly(jwt: JWT | null): Promise<JWT | null> {
  return jwt && (await sessionIsLive(jwt.sid)) ? jwt : null;
}

/** The request's live session (the console's own routes). */
export async function readSession(req: NextRequest): Promise<JWT | null> {
  return liveOnly(await decodeSession(req.cookies.get(sessionCookieName())?.value));
}

export async function writeSession(res: NextResponse, token: JWT): Promise<void> {
  const value = await encode({ token, secret: sessionSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
  res.cookies.set(sessionCookieName(), value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSession(res: NextResponse): void {
  res.cookies.set(sessionCookieName(), "", { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies(), maxAge: 0 });
}
