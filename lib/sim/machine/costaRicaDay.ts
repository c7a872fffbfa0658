// The start of a Costa Rica calendar day as epoch ms: the scheduler's run windows and the seeded
// batch history both count from it. Costa Rica keeps UTC-6 all year (no daylight saving).
const CR_OFFSET_MS = 6 * 3_600_000;

/** 00:00 in Costa Rica of a YYYY-MM-DD day, as epoch ms. */
export function crDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) + CR_OFFSET_MS;
}
