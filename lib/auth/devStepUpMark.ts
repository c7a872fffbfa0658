// The e2e suite's "every code given before now is old" mark (POST /api/dev/stale-step-up). It is
// kept in the process (lib/process), not in the session cookie: a page's call already in flight
// would answer with the session as it was and put the fresh code back. The dev reset clears it
// before each test; only the BFF's step-up reads it, and only where the dev routes exist.
import { processSingleton } from "@/lib/process/singleton";

const mark = () => processSingleton("dev-step-up-stale-before", () => ({ before: 0 }));

export function markStepUpStale(at: number = Date.now()): void {
  mark().before = at;
}

export function clearStepUpStale(): void {
  mark().before = 0;
}

/** Codes given before this moment count as old; 0 when nothing was marked. */
export function stepUpStaleBefore(): number {
  return mark().before;
}
