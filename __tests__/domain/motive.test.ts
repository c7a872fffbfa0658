// The motive rule of start, stop and reboot (spec 1 §5): at least 5 words, at most 255 characters.
import { motiveSchema } from "@/lib/contract/schemas/common";
import { cleanMotive, countWords, motiveError, MOTIVE_MAX_LENGTH_MESSAGE, MOTIVE_MIN_WORDS_MESSAGE } from "@/lib/domain/motive";

describe("motiveError", () => {
  it("refuses fewer than five words with the spec's message", () => {
    expect(MOTIVE_MIN_WORDS_MESSAGE).toBe("The motive must be at least 5 words.");
    expect(motiveError("")).toBe(MOTIVE_MIN_WORDS_MESSAGE);
    expect(motiveError("restart after the upgrade")).toBe(MOTIVE_MIN_WORDS_MESSAGE);
  });

  it("accepts five words however they are spaced", () => {
    expect(motiveError("restart after the plugin upgrade")).toBeNull();
    expect(motiveError("  restart\tafter\nthe   plugin upgrade  ")).toBeNull();
  });

  it("refuses more than 255 characters, surrounding blanks not counted", () => {
    const long = `${"word ".repeat(51)}x`;
    expect(long.length).toBe(256);
    expect(motiveError(long)).toBe(MOTIVE_MAX_LENGTH_MESSAGE);
    expect(motiveError(`  ${long.slice(0, 255)}  `)).toBeNull();
  });

  it("counts words split on any whitespace", () => {
    expect(countWords("  a  b\nc\t d ")).toBe(4);
    expect(countWords("   ")).toBe(0);
  });
});

// A word is a run of letters or digits in any script; invisible and control
// characters are stripped before counting and before sending.
describe("words in any script, invisible characters stripped", () => {
  it("does not count punctuation, NULs or zero-width spaces as words", () => {
    expect(countWords(". . . . .")).toBe(0);
    expect(motiveError(". . . . .")).toBe("The motive must be at least 5 words.");
    expect(motiveError("\u0000 \u0000 \u0000 \u0000 \u0000")).toBe("The motive must be at least 5 words.");
    expect(motiveError("\u200B \u200B \u200B \u200B \u200B")).toBe("The motive must be at least 5 words.");
    expect(motiveError("- - - - - -")).toBe("The motive must be at least 5 words.");
  });

  it.each([["U+3164", "\u3164"], ["U+FFA0", "\uFFA0"], ["U+115F", "\u115F"], ["U+1160", "\u1160"], ["U+2800", "\u2800"]])("does not count the blank letter %s as a word", (_name, blank) => {
    expect(motiveError(Array(5).fill(blank).join(" "))).toBe("The motive must be at least 5 words.");
    expect(countWords(`restart${blank} after ${blank} the ${blank}`)).toBe(3);
    expect(cleanMotive(`restart ${blank}after`)).toBe("restart after");
  });

  it("counts words of other scripts and digits", () => {
    expect(countWords("перезапуск после обновления модуля 2")).toBe(5);
    expect(countWords("ذاكرة الخادم ممتلئة بعد التحديث")).toBe(5);
    expect(countWords("सर्वर को फिर से शुरू करें")).toBe(6);
    expect(motiveError("reinicio por actualización de PHP 8")).toBeNull();
  });

  it("cleans zero-width characters, BOM, NUL and direction marks out, and breaks into spaces", () => {
    expect(cleanMotive("\uFEFF restart\u200B after\u200D the\u0000 PHP\u202E upgrade \u2060")).toBe("restart after the PHP upgrade");
    expect(cleanMotive("restart after\r\nthe PHP\tupgrade")).toBe("restart after  the PHP upgrade");
    // Invisible padding is not counted towards the 255 characters either.
    expect(motiveError(`one two three four five${"\u200B".repeat(300)}`)).toBeNull();
    expect(motiveError("word ".repeat(52))).toBe("The motive must be at most 255 characters.");
  });

  it("is the rule the BFF applies, and the BFF forwards the cleaned text", () => {
    expect(motiveSchema.safeParse("\u200B\u200B\u200B\u200B\u200B").error?.issues[0].message).toBe("The motive must be at least 5 words.");
    expect(motiveSchema.safeParse("restart\u200B after the PHP upgrade\u0000").data).toBe("restart after the PHP upgrade");
  });
});
