// next-auth configuration: Credentials against the upstream, JWT sessions whose
// cookie holds the upstream credentials, and a session object that never does. Each sign-in's id
// (sid) is recorded on the server (lib/session/liveSession): next-auth's own session route answers
// nothing for a session the server has ended, and sign-out ends it there too.
import "server-only";
import { randomUUID } from "node:crypto";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { config } from "@/lib/config";
import { api } from "@/lib/contract";
import { callUpstream } from "@/lib/upstream/callUpstream";
import { forgetSession } from "@/lib/upstream/tokenRefresh";
import { signedOut } from "@/lib/process/signedOut";
import { SESSION_MAX_AGE_SECONDS, secureCookies } from "@/lib/session/config";
import { endSession, recordSession, sessionIsLive } from "@/lib/session/liveSession";
import { signInWithUpstream } from "./signInWithUpstream";
import { recordSessionEvent } from "@/lib/audit/recordSessionEvent";
import { logger } from "@/lib/observe/logger";

class SessionNotLiveError extends Error {
  constructor() {
    super("the session has ended on the server");
    this.name = "SessionNotLiveError";
  }
}

function isNotLive(metadata: unknown): boolean {
  if (metadata instanceof SessionNotLiveError) return true;
  const error = typeof metadata === "object" && metadata !== null ? (metadata as { error?: unknown }).error : undefined;
  return error instanceof SessionNotLiveError;
}

export const authOptions: NextAuthOptions = {
  secret: config().server.sessionSecret ?? undefined,
  useSecureCookies: secureCookies(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/", error: "/" },
  providers: [
    CredentialsProvider({
      id: "credentials",
      name: "Console account",
      credentials: { username: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
      authorize: (credentials, req) => signInWithUpstream(credentials, req?.headers),
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (!user) {
        // next-auth's session route clears the cookie and answers no session when this throws.
        if (!(await sessionIsLive(token.sid))) throw new SessionNotLiveError();
        return token;
      }
      const sid = randomUUID();
      await recordSession({ sid, username: user.username, role: user.role });
      return {
        sid,
        sub: user.username,
        username: user.username,
        name: user.name,
        role: user.role,
        twoFactorEnabled: user.twoFactorEnabled,
        twoFactorVerified: user.twoFactorVerified,
        accessToken: user.accessToken,
        refreshToken: user.refreshToken,
        // The sign-in just read the role from GET /user.
        roleCheckedAt: Date.now(),
      };
    },
    session({ session, token }) {
      // Only what the browser needs: the upstream credentials stay in the encrypted cookie.
      session.user = {
        username: token.username,
        name: token.name ?? token.username,
        role: token.role,
        twoFactorEnabled: token.twoFactorEnabled,
        twoFactorVerified: token.twoFactorVerified,
      };
      return session;
    },
  },
  logger: {
    // An ended session read through next-auth's session route is expected, not an error.
    error(code, metadata) {
      if (code === "JWT_SESSION_ERROR" && isNotLive(metadata)) return;
      logger().error({ code, err: metadata }, "next-auth reported an error");
    },
  },
  events: {
    async signOut({ token }) {
      if (!token?.accessToken) return;
      // A store that cannot be written must not keep the user from signing out: the cookie is
      // cleared anyway, and the upstream ends its own session below.
      await endSession(token.sid, "signOut").catch((err: unknown) => logger().error({ err }, "a signed-out session could not be ended on the server"));
      await recordSessionEvent({ event: "signOut", username: typeof token.username === "string" ? token.username : null, role: typeof token.role === "string" ? token.role : null, status: 200 });
      forgetSession(token.sid);
      signedOut(token.sid);
      const creds = { sid: token.sid, accessToken: token.accessToken, refreshToken: token.refreshToken };
      await callUpstream({ endpoint: api.logout }, creds).catch(() => undefined);
    },
  },
};
