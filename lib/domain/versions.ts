// LMS version comparison (spec 1 §5): dotted numbers, where a trailing `+` means "slightly higher".
//
// Rules:
// - Parts are compared numerically, missing parts count as 0: "4.3" == "4.3.0", "4.10" > "4.3".
// - A trailing `+` ranks just above the same numbers without it and below the next release:
//   "4.3" == "4.3.0" < "4.3+" == "4.3.0+" < "4.3.1".
// - Surrounding spaces, a leading "v" and build text after a space ("4.3.3+ (Build: 20240212)",
//   Moodle's own release string) are ignored.
// - Anything else (blank, "unknown", "4.x") is unparseable and ranks below every real version;
//   two unparseable versions are equal.

export interface ParsedVersion {
  parts: number[];
  plus: boolean;
}

const VERSION_PATTERN = /^v?(\d+(?:\.\d+)*)(\+)?(?:\s.*)?$/i;

/** The numeric parts and the `+` flag, or null when `version` is not a version. */
export function parseVersion(version: string | null | undefined): ParsedVersion | null {
  if (typeof version !== "string") return null;
  const match = VERSION_PATTERN.exec(version.trim());
  if (!match) return null;
  return { parts: match[1].split(".").map(Number), plus: match[2] === "+" };
}

/** Negative when a < b, 0 when equal, positive when a > b (see the rules above). */
export function compareVersions(a: string, b: string): number {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) return (pa ? 1 : 0) - (pb ? 1 : 0);
  const length = Math.max(pa.parts.length, pb.parts.length);
  for (let i = 0; i < length; i++) {
    const diff = (pa.parts[i] ?? 0) - (pb.parts[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return Number(pa.plus) - Number(pb.plus);
}

/** True when `version` is a real version at least `minimum`. */
export function versionAtLeast(version: string | null | undefined, minimum: string): boolean {
  return typeof version === "string" && parseVersion(version) !== null && compareVersions(version, minimum) >= 0;
}
