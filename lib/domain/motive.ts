// The motive rule for start, stop and reboot (spec 1 §5, §9; spec 2 §5 for database
// servers): at least 5 words, at most 255 characters. Shared by the form, which says why
// before anything is sent, and the contract, which refuses the same input at the BFF.
export const MOTIVE_MIN_WORDS = 5;
export const MOTIVE_MAX_LENGTH = 255;
export const MOTIVE_MIN_WORDS_MESSAGE = "The motive must be at least 5 words.";
export const MOTIVE_MAX_LENGTH_MESSAGE = "The motive must be at most 255 characters.";

/** Words of a text, split on whitespace. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => w.length > 0).length;
}

/** What is wrong with a motive, or null when it may be sent. Surrounding blanks do not count. */
export function motiveError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > MOTIVE_MAX_LENGTH) return MOTIVE_MAX_LENGTH_MESSAGE;
  if (countWords(trimmed) < MOTIVE_MIN_WORDS) return MOTIVE_MIN_WORDS_MESSAGE;
  return null;
}
