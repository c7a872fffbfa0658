// The Credentials step of sign-in: checks the password with the upstream and loads
// the user's name and role. Failures become a JSON message the sign-in form reads.
import "server-only";
import { randomUUID } from "node:crypto";
import type { User } from "next-auth";
import { api, isRole } from "@/lib/contract";
import { attemptLimiter } from "@/lib/security/attemptLimits";
import { recordSessionEvent } from "@/lib/audit/recordSessionEvent";
import { clientAddress } from "@/lib/http/clientAddress";
import { UpstreamHttpError, upstreamJson } from "@/lib/upstream/upstreamJson";

/** next-auth hands the thrown message to the browser as `error`; the form parses it. */
export class SignInError extends Error {
  constructor(message: string, fields: Record<string, string> = {}) {
    super(JSON.stringify({ message, fields }));
    this.name = "SignInError";
  }
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The request headers next-auth hands to authorize (a plain object), as Headers. */
function headersOf(raw: Record<string, unknown> | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw ?? {})) if (typeof value === "string") headers.set(name, value);
  return headers;
}

export async function signInWithUpstream(credentials: Record<string, string> | undefined, requestHeaders?: Record<string, unknown>): Promise<User> {
  const input = api.signin.body.safeParse({ username: credentials?.username ?? "", password: credentials?.password ?? "" });
  if (!input.success) throw new SignInError("Please fill in the marked fields.", fieldErrors(input.error.issues));

  // Wrong passwords are limited like wrong codes (lib/security/attemptLimits): the attempt is
  // counted before the upstream is asked, and released if the password was right.
  const limiter = attemptLimiter();
  const address = clientAddress(headersOf(requestHeaders));
  const attempt = await limiter.reserve("password", input.data.username, address);
  if (!attempt.allowed) {
    await recordSessionEvent({ event: "lockedOut", username: input.data.username, status: 429, message: attempt.message, clientAddress: address });
    throw new SignInError(attempt.message);
  }

  try {
    const signedIn = await upstreamJson({ endpoint: api.signin, body: input.data }, null).catch(async (err: unknown) => {
      if (err instanceof UpstreamHttpError && [400, 401, 403, 429].includes(err.status)) {
        await attempt.settle("failed");
        const message = Object.values(err.fields)[0] ?? err.message;
        await recordSessionEvent({ event: err.status === 429 ? "lockedOut" : "signInFailed", username: input.data.username, status: err.status, message, clientAddress: address });
      }
      throw err;
    });
    await attempt.settle("succeeded");
    const creds = { sid: randomUUID(), accessToken: signedIn.accessToken, refreshToken: signedIn.refreshToken ?? null };
    const me = await upstreamJson({ endpoint: api.getUser }, creds);
    if (!isRole(me.role)) throw new SignInError("This account has no console role. Ask a superadmin for access.");
    return {
      id: me.username ?? input.data.username,
      username: me.username ?? input.data.username,
      name: me.name,
      role: me.role,
      twoFactorEnabled: signedIn.twoFactorAuthEnabled,
      twoFactorVerified: false,
      accessToken: creds.accessToken,
      refreshToken: creds.refreshToken,
    };
  } catch (err) {
    await attempt.settle("unanswered");
    if (err instanceof SignInError) throw err;
    if (err instanceof UpstreamHttpError) throw new SignInError(err.message, err.fields);
    throw new SignInError(err instanceof Error ? err.message : "Sign-in failed. Try again in a moment.");
  }
}
