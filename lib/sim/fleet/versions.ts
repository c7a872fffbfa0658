// LMS versions as the upstream reports them: Moodle around 4.1–4.5, including the
// "+" weekly builds the upgrade rule treats as slightly newer, and Totara's own numbering.
import type { Rng } from "../random";
import type { Lms } from "./types";

const MOODLE: readonly (readonly [string, number])[] = [
  ["4.1.12", 4], ["4.1+", 2], ["4.1.9", 2], ["4.2.5", 3], ["4.2+", 1],
  ["4.3", 2], ["4.3+", 4], ["4.3.3", 3], ["4.3.6", 3], ["4.4", 2], ["4.4+", 2], ["4.4.2", 5], ["4.4.4", 3],
  ["4.5", 2], ["4.5.1", 3], ["4.5+", 2],
];

const TOTARA: readonly (readonly [string, number])[] = [
  ["17.6", 2], ["18.2", 3], ["18.4", 2], ["19.0", 1],
];

/** Null stands for "no version data", which the console must handle. */
export function lmsVersion(rng: Rng, lms: Lms, missingRate = 0.05): string | null {
  if (rng.chance(missingRate)) return null;
  return rng.weighted(lms === "Totara" ? TOTARA : MOODLE);
}

/** SSL days remaining across EXPIRED (≤0), RENEW (<30), VALID (≥30) and no certificate (null). */
export function sslDays(rng: Rng): number | null {
  return rng.weighted<() => number | null>([
    [() => null, 7],
    [() => -rng.int(0, 60), 7],
    [() => rng.int(1, 29), 14],
    [() => rng.int(30, 365), 72],
  ])();
}
