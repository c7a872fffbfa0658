// URL path segments as the route table writes and reads them. Every value is percent-encoded
// on the way out and decoded exactly once on the way in (Next hands page params over still
// encoded, vercel/next.js#64952); a malformed escape is kept as typed rather than failing.

/** Stands in for an empty value where a segment cannot be left out (an instance without an address). */
export const EMPTY_SEGMENT = "-";

export function encodeSegment(value: string): string {
  return encodeURIComponent(value);
}

export function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A value that may be empty: written as "-" when it is, read back as "". */
export function encodeMaybeEmpty(value: string | undefined): string {
  const text = value ?? "";
  return text === "" ? EMPTY_SEGMENT : encodeSegment(text);
}

export function decodeMaybeEmpty(raw: string): string {
  return raw === EMPTY_SEGMENT ? "" : decodeSegment(raw);
}

/** Route params as Next hands them over (one string per dynamic segment, an array for a
 * catch-all), or the raw segments themselves. */
export type RouteInput = readonly string[] | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The raw segments of `input`, in the order of `keys` for a params object. */
export function rawSegments(input: RouteInput, keys: readonly string[]): string[] {
  if (Array.isArray(input)) return [...(input as readonly string[])];
  const params = input as Readonly<Record<string, string | readonly string[] | undefined>>;
  return keys.flatMap((key) => {
    const value = params[key];
    if (value === undefined) return [];
    return typeof value === "string" ? [value] : [...value];
  });
}

export function joinPath(base: string, segments: readonly string[]): string {
  return [base, ...segments].join("/");
}
