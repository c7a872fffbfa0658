// The motive rule for start, stop and reboot (spec 1 §5, §9; spec 2 §5 for database
// servers): at least 5 words, at most 255 characters. Shared by the form, which says why
// before anything is sent and sends the cleaned text, and the contract, whose schema
// refuses the same input at the BFF and forwards the same cleaned text.
export const MOTIVE_MIN_WORDS = 5;
export const MOTIVE_MAX_LENGTH = 255;
export const MOTIVE_MIN_WORDS_MESSAGE = "The motive must be at least 5 words.";
export const MOTIVE_MAX_LENGTH_MESSAGE = "The motive must be at most 255 characters.";

// Line and paragraph breaks, tabs and other spacing controls become one space: a motive is
// recorded on one line of the upstream's action log, and a raw CR/LF there could forge a line.
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// Everything else that is control (Cc) or format (Cf) is invisible — NUL, zero-width
// spaces and joiners, the BOM, direction marks — and could pad a motive without words. So are
// the blank "letters": the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0, which Unicode files
// as letters, so each would count as a word) and the blank Braille pattern (U+2800).
const INVISIBLE = /[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
// A word: letters or digits of any script; combining marks (Devanagari vowel signs, say)
// continue a word but never start one.
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** The text as it is counted and sent: breaks as spaces, invisible characters removed, trimmed. */
export function cleanMotive(text: string): string {
  return text.replace(BREAKS, " ").replace(INVISIBLE, "").trim();
}

/** Words of a text (runs of letters or digits), counted after cleaning. */
export function countWords(text: string): number {
  return cleanMotive(text).match(WORD)?.length ?? 0;
}

/** Characters as people count them (code points), after cleaning. */
export function motiveLength(text: string): number {
  return [...cleanMotive(text)].length;
}

/** What is wrong with a motive, or null when it may be sent. */
export function motiveError(text: string): string | null {
  if (motiveLength(text) > MOTIVE_MAX_LENGTH) return MOTIVE_MAX_LENGTH_MESSAGE;
  if (countWords(text) < MOTIVE_MIN_WORDS) return MOTIVE_MIN_WORDS_MESSAGE;
  return null;
}
