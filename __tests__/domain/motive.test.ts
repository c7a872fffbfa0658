// The motive rule of start, stop and reboot (spec 1 §5): at least 5 words, at most 255 characters.
import { countWords, motiveError, MOTIVE_MAX_LENGTH_MESSAGE, MOTIVE_MIN_WORDS_MESSAGE } from "@/lib/domain/motive";

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
