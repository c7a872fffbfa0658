// Calendar arithmetic on ISO dates (UTC), so generated contracts sit around the day the
// fleet was generated rather than a fixed, ageing year.
const DAY_MS = 86_400_000;
const parsed = new Map<string, number>();

function dayStart(isoDate: string): number {
  let ms = parsed.get(isoDate);
  if (ms === undefined) {
    ms = Date.parse(`${isoDate}T00:00:00Z`);
    parsed.set(isoDate, ms);
  }
  return ms;
}

export function isoDay(timeMs: number): string {
  return new Date(timeMs).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return isoDay(dayStart(isoDate) + days * DAY_MS);
}

/** An ISO timestamp `days` (fractional) before/after the start of `isoDate`. */
export function timestampAt(isoDate: string, days: number): string {
  return new Date(dayStart(isoDate) + Math.round(days * DAY_MS)).toISOString();
}
