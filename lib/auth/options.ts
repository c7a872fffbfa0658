// next-auth configuration: Credentials against the upstream, JWT sessions whose
// cookie holds the upstream credentials, and a session object that never does.
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
import { signInWithUpstream } from "./signInWithUpstream";
import { recordSessionEvent } from "@/lib/audit/recordSessionEvent";

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
    jwt({ token, user }) {
      if (!user) return token;
      return {
        sid: randomUUID(),
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
  events: {
    async signOut({ token }) {
      if (!token?.accessToken) return;
      recordSessionEvent({ event: "signOut", username: typeof token.username === "string" ? token.username : null, role: typeof token.role === "string" ? token.role : null, status: 200 });
      forgetSession(token.sid);
      signedOut(token.sid);
      const creds = { sid: token.sid, accessToken: token.accessToken, refreshToken: token.refreshToken };
      await callUpstream({ endpoint: api.logout }, creds).catch(() => undefined);
    },
  },
};
