// Whether a path-like value (a folder, a relative path, a file name) tries to climb out with
// `..`, however it is spelled: plain, percent-encoded (once or more), or with backslashes.
// Pure and zod-free: the forms, the contract's zod schemas (BFF) and the simulator share it.

export const PATH_CLIMB_MESSAGE = "The path must not contain '..' segments.";

// An attacker may encode twice (`%252e%252e`) hoping one layer is decoded after the check;
// a few rounds cover every real stack, and a value that stops changing is done early.
const MAX_DECODE_ROUNDS = 4;

/** Every spelling a server might end up seeing: as sent and after each decoding round. */
function spellings(value: string): string[] {
  const seen = [value];
  let current = value;
  for (let i = 0; i < MAX_DECODE_ROUNDS; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A stray `%` is not an encoding; decode what can be, segment by segment below.
      next = current.replace(/%2e/gi, ".").replace(/%2f/gi, "/").replace(/%5c/gi, "\\");
    }
    if (next === current) break;
    seen.push(next);
    current = next;
  }
  return seen;
}

/** True when any spelling of `value` has a `..` segment, with `/` or `\` as separators. */
export function climbsOut(value: string): boolean {
  return spellings(value).some((text) => text.split(/[\\/]/).some((segment) => segment.trim() === ".."));
}

/** Why a path-like value may not be used, or null when it may. */
export function pathClimbError(value: string | undefined | null): string | null {
  return typeof value === "string" && climbsOut(value) ? PATH_CLIMB_MESSAGE : null;
}
