// Sign-in, token refresh, logout, the current user and two-factor (spec 1 §4, §7):
// the answers and error bodies the console's sign-in flow is written against.
import { otpauthUrl, qrDataUrl } from "../auth/otpauth";
import { verifyPassword } from "../auth/passwords";
import { REFRESH_TTL_MS, type AuthSession } from "../auth/sessions";
import { checkCode, GUARD_MESSAGES, lockRefusal, recordFailure } from "../auth/guard";
import { newTotpSecret } from "../auth/totp";
import { json, MESSAGES } from "../reply";
import { fullName } from "../state/types";
import { signedInUser, type HandlerContext, type HandlerMap } from "./types";

export const REFRESH_COOKIE = "refresh_token";

export const SESSION_MESSAGES = {
  invalidCredentials: "Invalid credentials",
  userNotFound: "User not found",
  incorrectPassword: "Incorrect password",
  invalidCode: "Invalid code",
  codeNotValid: "The code is not valid",
  twoFactorNotEnabled: "Two-factor authentication is not enabled for this account.",
  twoFactorAlreadyEnabled: "Two-factor authentication is already enabled.",
  setupEnabled: "Two-factor authentication is enabled.",
  setupInvalid: "The code is not valid. Scan the QR code again and enter the current code.",
  setupNotStarted: "No two-factor setup is in progress. Request a new QR code.",
} as const;

function refreshCookie(session: AuthSession): string {
  return `${REFRESH_COOKIE}=${session.refreshToken}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${REFRESH_TTL_MS / 1000}`;
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name && rest.length > 0) return rest.join("=");
  }
  return null;
}

/** The refresh credential: the cookie a browser would send, or `{refreshToken}` from a server caller. */
async function refreshCredential(request: Request): Promise<string | null> {
  const fromCookie = cookieValue(request.headers.get("cookie"), REFRESH_COOKIE);
  if (fromCookie) return fromCookie;
  const text = await request.text().catch(() => "");
  if (!text.trim()) return null;
  try {
    const body: unknown = JSON.parse(text);
    const token = typeof body === "object" && body !== null ? (body as Record<string, unknown>).refreshToken : null;
    return typeof token === "string" && token ? token : null;
  } catch {
    return null;
  }
}

/** Re-enrolling from a session that has not passed two-factor would let a password alone replace the second factor. */
function mayEnrol(ctx: HandlerContext): boolean {
  return signedInUser(ctx).totpSecret === null || ctx.session?.twoFactorVerified === true;
}

export const sessionHandlers: HandlerMap = {
  signin(ctx) {
    const { username, password } = ctx.body;
    const user = ctx.world.findUser(username);
    if (!user) return json({ error: SESSION_MESSAGES.invalidCredentials, fields: { username: SESSION_MESSAGES.userNotFound } }, 400);
    ctx.identify(user.username);
    // A locked account is refused before the password is looked at, so guessing learns nothing.
    const locked = lockRefusal(ctx.world, user.username);
    if (locked) return locked;
    if (!verifyPassword(password, user.passwordHash)) {
      return recordFailure(ctx.world, user.username) ?? json({ error: SESSION_MESSAGES.invalidCredentials, fields: { password: SESSION_MESSAGES.incorrectPassword } }, 400);
    }
    const { session, accessToken } = ctx.world.sessions.signIn(user.username);
    return {
      body: { accessToken, refreshToken: session.refreshToken, twoFactorAuthEnabled: user.totpSecret !== null },
      headers: { "set-cookie": refreshCookie(session) },
    };
  },

  async refreshToken(ctx) {
    const credential = await refreshCredential(ctx.request);
    const session = credential ? ctx.world.sessions.byRefreshToken(credential) : null;
    if (!session) return json({ message: MESSAGES.sessionExpired }, 403);
    ctx.identify(session.username);
    return { body: { accessToken: ctx.world.sessions.grant(session) } };
  },

  logout(ctx) {
    if (ctx.session) ctx.world.sessions.revoke(ctx.session);
    return { body: { success: true }, headers: { "set-cookie": `${REFRESH_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0` } };
  },

  getUser(ctx) {
    const user = signedInUser(ctx);
    return { body: { name: fullName(user), role: user.role, username: user.username } };
  },

  otpValidate(ctx) {
    const user = signedInUser(ctx);
    if (!user.totpSecret) return json({ error: SESSION_MESSAGES.twoFactorNotEnabled }, 400);
    const locked = lockRefusal(ctx.world, user.username);
    if (locked) return locked;
    const check = checkCode(ctx.world, user.username, user.totpSecret, ctx.body.token);
    if (!check.ok) {
      return check.locked ?? json({ error: SESSION_MESSAGES.invalidCode, fields: { token: check.reason === "used" ? GUARD_MESSAGES.codeUsed : SESSION_MESSAGES.codeNotValid } }, 400);
    }
    if (ctx.session) ctx.session.twoFactorVerified = true;
    return { body: { validated: true } };
  },

  async otpSetupStepOne(ctx) {
    const user = signedInUser(ctx);
    if (!mayEnrol(ctx)) return json({ message: SESSION_MESSAGES.twoFactorAlreadyEnabled }, 403);
    const secret = newTotpSecret();
    user.pendingTotpSecret = secret;
    ctx.world.changed();
    return { body: { qr: await qrDataUrl(otpauthUrl(user.username, secret)) } };
  },

  otpSetupStepTwo(ctx) {
    const user = signedInUser(ctx);
    if (!mayEnrol(ctx)) return json({ message: SESSION_MESSAGES.twoFactorAlreadyEnabled }, 403);
    const pending = user.pendingTotpSecret;
    if (!pending) return json({ validated: false, message: SESSION_MESSAGES.setupNotStarted }, 400);
    const locked = lockRefusal(ctx.world, user.username);
    if (locked) return locked;
    const check = checkCode(ctx.world, user.username, pending, ctx.body.twoFactor);
    if (!check.ok) return check.locked ?? json({ validated: false, message: check.reason === "used" ? GUARD_MESSAGES.codeUsed : SESSION_MESSAGES.setupInvalid }, 400);
    // The session stays unverified: the spec sends the user back to sign in with the new code.
    user.totpSecret = pending;
    user.pendingTotpSecret = null;
    ctx.world.changed();
    return { body: { validated: true, message: SESSION_MESSAGES.setupEnabled } };
  },
};
