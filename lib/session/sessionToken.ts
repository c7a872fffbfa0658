// Reads, rewrites and clears the encrypted session cookie from route handlers and
// the proxy. The BFF rewrites it after a token refresh or a finished two-factor step.
import "server-only";
import { encode, type JWT } from "next-auth/jwt";
import type { NextRequest, NextResponse } from "next/server";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, sessionSecret, secureCookies } from "./config";
import { decodeSession } from "./decodeSession";

export async function readSession(req: NextRequest): Promise<JWT | null> {
  return decodeSession(req.cookies.get(sessionCookieName())?.value);
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
