import { compareVersions, parseVersion, versionAtLeast } from "@/lib/domain/versions";

const sign = (a: string, b: string) => Math.sign(compareVersions(a, b));

describe("compareVersions", () => {
  it.each<[string, string, number]>([
    ["4.3", "4.3", 0],
    ["4.3", "4.3.0", 0],
    ["4.3.0.0", "4", 1],
    ["4", "4.0.0", 0],
    ["4.2.9", "4.3", -1],
    ["4.3.1", "4.3", 1],
    ["4.10", "4.3", 1],
    ["4.10", "4.9.9", 1],
    ["5.0", "4.99", 1],
    ["4.3+", "4.3", 1],
    ["4.3+", "4.3.0", 1],
    ["4.3+", "4.3.1", -1],
    ["4.3+", "4.3+", 0],
    ["4.3+", "4.3.0+", 0],
    ["4.3.3+", "4.3.3", 1],
    ["4.2+", "4.3", -1],
    [" 4.3 ", "4.3", 0],
    ["v4.3", "4.3", 0],
    ["4.3.3+ (Build: 20240212)", "4.3.3+", 0],
  ])("%p vs %p → %p", (a, b, expected) => {
    expect(sign(a, b)).toBe(expected);
    expect(sign(b, a)).toBe(-expected || 0);
  });

  it.each(["", "unknown", "4.x", "four", "4..3", "+", "4.3++"])("ranks garbage %p lowest", (garbage) => {
    expect(sign(garbage, "0")).toBe(-1);
    expect(sign(garbage, "0.0.1")).toBe(-1);
    expect(sign("1", garbage)).toBe(1);
    expect(sign(garbage, "also garbage")).toBe(0);
  });

  it("sorts a mixed list", () => {
    const list = ["4.10", "4.3+", "junk", "4.3.1", "4.3", "4.2.9", "4.3.0"];
    expect([...list].sort(compareVersions)).toEqual(["junk", "4.2.9", "4.3", "4.3.0", "4.3+", "4.3.1", "4.10"]);
  });
});

describe("parseVersion / versionAtLeast", () => {
  it("parses parts and the plus", () => {
    expect(parseVersion("4.3.3+")).toEqual({ parts: [4, 3, 3], plus: true });
    expect(parseVersion("4.1")).toEqual({ parts: [4, 1], plus: false });
    expect(parseVersion(null)).toBeNull();
    expect(parseVersion("abc")).toBeNull();
  });

  it("is false for missing or garbage versions", () => {
    expect(versionAtLeast("4.3", "4.3")).toBe(true);
    expect(versionAtLeast("4.2.9", "4.3")).toBe(false);
    expect(versionAtLeast(null, "0")).toBe(false);
    expect(versionAtLeast("x", "0")).toBe(false);
  });
});
