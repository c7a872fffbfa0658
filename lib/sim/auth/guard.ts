// What a careful upstream does around passwords and codes: a two-factor code is good once
// (RFC 6238 §5.2: a step once accepted, and every older one, is refused for that user, at
// sign-in and at enrolment alike), and repeated failures lock the account for a while.
// Everything lives in SimState, so a restart keeps both.
import { authGuardOf } from "../records";
import { json } from "../reply";
import type { SimAuthGuard } from "../state/types";
import type { SimWorld } from "../world";
import { matchTotp } from "./totp";

export const GUARD_MESSAGES = {
  locked: (until: string, minutes: number) =>
    `Too many failed sign-in attempts. For your security this account is locked until ${until} UTC; try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}.`,
  codeUsed: "This code has already been used. Wait for the next code from your authenticator app.",
} as const;

const MINUTE_MS = 60_000;

function windowMs(world: SimWorld): number {
  return world.options.lockMinutes * MINUTE_MS;
}

function hhmm(ms: number): string {
  return new Date(ms).toISOString().slice(11, 16);
}

function lockedAnswer(world: SimWorld, until: number): Response {
  const remaining = Math.max(0, until - world.now());
  const seconds = Math.max(1, Math.ceil(remaining / 1000));
  const minutes = Math.max(1, Math.ceil(remaining / MINUTE_MS));
  return json({ message: GUARD_MESSAGES.locked(hhmm(until), minutes), retryAt: new Date(until).toISOString() }, 429, { "retry-after": String(seconds) });
}

function live(world: SimWorld, username: string): SimAuthGuard {
  const guard = authGuardOf(world.state, username);
  const now = world.now();
  if (guard.lockedUntil !== null && guard.lockedUntil <= now) guard.lockedUntil = null;
  const since = now - windowMs(world);
  if (guard.failures.length > 0 && guard.failures[0] <= since) guard.failures = guard.failures.filter((at) => at > since);
  return guard;
}

/** 429 while the account is locked, else null. */
export function lockRefusal(world: SimWorld, username: string): Response | null {
  const guard = live(world, username);
  return guard.lockedUntil === null ? null : lockedAnswer(world, guard.lockedUntil);
}

/** Counts a wrong password or code; the failure that reaches the limit locks the account and answers 429. */
export function recordFailure(world: SimWorld, username: string): Response | null {
  const guard = live(world, username);
  const now = world.now();
  guard.failures.push(now);
  let answer: Response | null = null;
  if (guard.failures.length >= world.options.lockFailures) {
    guard.lockedUntil = now + windowMs(world);
    guard.failures = [];
    answer = lockedAnswer(world, guard.lockedUntil);
  }
  world.changed();
  return answer;
}

/** A completed second factor starts the count afresh. */
function clearFailures(world: SimWorld, username: string): void {
  const guard = live(world, username);
  guard.failures = [];
}

export type CodeCheck = { ok: true } | { ok: false; reason: "invalid" | "used"; locked: Response | null };

/** Checks a code against `secret` for `username`: right, not replayed, and remembered as used. */
export function checkCode(world: SimWorld, username: string, secret: string, code: string): CodeCheck {
  const step = matchTotp(secret, code, world.now());
  const guard = live(world, username);
  if (step === null || (guard.lastCodeStep !== null && step <= guard.lastCodeStep)) {
    return { ok: false, reason: step === null ? "invalid" : "used", locked: recordFailure(world, username) };
  }
  guard.lastCodeStep = step;
  clearFailures(world, username);
  world.changed();
  return { ok: true };
}
