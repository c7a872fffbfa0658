// Session and JWT shapes for next-auth: the session carries only SessionUser; the
// JWT (an encrypted, httpOnly cookie) also holds the upstream credentials.
import type { SessionUser } from "@/lib/auth/sessionUser";

declare module "next-auth" {
  interface Session {
    user: SessionUser;
  }
  interface User extends SessionUser {
    id: string;
    accessToken: string;
    refreshToken: string | null;
  }
}

declare module "next-auth/jwt" {
  interface JWT extends SessionUser {
    /** Random id of this sign-in, used to share one token refresh between parallel calls. */
    sid: string;
    accessToken: string;
    refreshToken: string | null;
    /** When the role was last read from the upstream (epoch ms); see lib/auth/roleRecheck. */
    roleCheckedAt?: number;
    /** When the signed-in user last gave a two-factor code (epoch ms): the sign-in's, or a step-up's. */
    stepUpAt?: number;
  }
}
