// The e2e suite's "every code given before now is old" mark (POST /api/dev/stale-step-up). It is
// kept in the process, not in the session cookie: a page's call already in flight would answer
// with the session as it was and put the fresh code back. The dev reset clears it before each
// test; only the BFF's step-up reads it, and only where the dev routes exist.
const KEY = Symbol.for("lms-ops-console.dev-step-up-stale-before");
const holder = globalThis as unknown as Record<symbol, number | undefined>;

export function markStepUpStale(at: number = Date.now()): void {
  holder[KEY] = at;
}

export function clearStepUpStale(): void {
  holder[KEY] = undefined;
}

/** Codes given before this moment count as old; 0 when nothing was marked. */
export function stepUpStaleBefore(): number {
  return holder[KEY] ?? 0;
}
