// Sign-in sessions, in memory only: each holds one refresh credential (12 h, not
// rotated) and the two-factor state; access tokens are short-lived keys to a session.
import { randomBytes } from "node:crypto";

export const REFRESH_TTL_MS = 12 * 60 * 60 * 1000;

export interface AuthSession {
  id: string;
  username: string;
  twoFactorVerified: boolean;
  refreshToken: string;
  refreshExpiresAt: number;
  revoked: boolean;
}

interface AccessGrant {
  sessionId: string;
  expiresAt: number;
}

const newToken = () => randomBytes(32).toString("base64url");

export class SessionStore {
  private sessions = new Map<string, AuthSession>();
  private byRefresh = new Map<string, string>();
  private grants = new Map<string, AccessGrant>();
  private issued = 0;

  constructor(
    private readonly now: () => number,
    private readonly accessTtlMs: () => number,
  ) {}

  /** Starts a session and returns its first access token. */
  signIn(username: string): { session: AuthSession; accessToken: string } {
    const session: AuthSession = {
      id: newToken(),
      username,
      twoFactorVerified: false,
      refreshToken: newToken(),
      refreshExpiresAt: this.now() + REFRESH_TTL_MS,
      revoked: false,
    };
    this.sessions.set(session.id, session);
    this.byRefresh.set(session.refreshToken, session.id);
    return { session, accessToken: this.grant(session) };
  }

  grant(session: AuthSession): string {
    const token = newToken();
    this.grants.set(token, { sessionId: session.id, expiresAt: this.now() + this.accessTtlMs() });
    if (++this.issued % 500 === 0) this.sweep();
    return token;
  }

  /** The live session an access token belongs to, or null (unknown, expired, revoked). */
  byAccessToken(token: string): AuthSession | null {
    const grant = this.grants.get(token);
    if (!grant || grant.expiresAt <= this.now()) return null;
    return this.live(this.sessions.get(grant.sessionId));
  }

  byRefreshToken(token: string): AuthSession | null {
    const id = this.byRefresh.get(token);
    return id ? this.live(this.sessions.get(id)) : null;
  }

  expireAccessToken(token: string): void {
    this.grants.delete(token);
  }

  /** Every access token stops working; refresh credentials still do (early-expiry tests). */
  expireAllAccessTokens(): void {
    this.grants.clear();
  }

  revoke(session: AuthSession): void {
    session.revoked = true;
    this.sessions.delete(session.id);
    this.byRefresh.delete(session.refreshToken);
    for (const [token, grant] of this.grants) if (grant.sessionId === session.id) this.grants.delete(token);
  }

  /** Ends every session of a user (password reset, deletion), but `keep`: the session of a user
   * who reset their own password goes on. Usernames are e-mail addresses, so case does not count. */
  revokeUser(username: string, keep: AuthSession | null = null): void {
    const wanted = username.toLowerCase();
    for (const session of [...this.sessions.values()]) {
      if (session.username.toLowerCase() === wanted && session.id !== keep?.id) this.revoke(session);
    }
  }

  private live(session: AuthSession | undefined): AuthSession | null {
    if (!session || session.revoked) return null;
    if (session.refreshExpiresAt <= this.now()) {
      this.revoke(session);
      return null;
    }
    return session;
  }

  private sweep(): void {
    const now = this.now();
    for (const [token, grant] of this.grants) if (grant.expiresAt <= now || !this.sessions.has(grant.sessionId)) this.grants.delete(token);
    for (const session of [...this.sessions.values()]) if (session.refreshExpiresAt <= now) this.revoke(session);
  }
}
