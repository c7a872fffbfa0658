// Reads the session cookie in server components and layouts, so the first paint can be
// fetched from the upstream with the session's credentials (never sent to the browser). A session
// the server has ended counts as none.
import "server-only";
import { cookies } from "next/headers";
import type { JWT } from "next-auth/jwt";
import { sessionCookieName } from "@/lib/session/config";
import { decodeSession } from "@/lib/session/decodeSession";
import { liveOnly } from "@/lib/session/sessionToken";
import type { SessionCredentials } from "./credentials";

export interface ServerSession {
  jwt: JWT;
  creds: SessionCredentials;
}

/** The fully signed-in session (two-factor passed), or null. */
export async function serverSession(): Promise<ServerSession | null> {
  const jwt = await liveOnly(await decodeSession((await cookies()).get(sessionCookieName())?.value));
  if (!jwt?.twoFactorVerified || typeof jwt.accessToken !== "string") return null;
  return { jwt, creds: { sid: jwt.sid, accessToken: jwt.accessToken, refreshToken: jwt.refreshToken } };
}
