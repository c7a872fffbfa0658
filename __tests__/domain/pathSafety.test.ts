// Path-like values with `..` segments (plain, encoded, backslashed) are refused.
import { climbsOut, pathClimbError } from "@/lib/domain/pathSafety";

describe("climbsOut", () => {
  it.each([
    [".."], ["../etc"], ["a/../../etc"], ["a/.."], ["..\\windows"], ["a\\..\\b"], ["%2e%2e/etc"], ["%2E%2E%2Fetc"],
    ["..%2fetc"], ["..%5cetc"], ["%252e%252e%252fetc"], ["/var/www/site/../../etc"], ["a/ ../b"],
  ])("refuses %j", (value) => {
    expect(climbsOut(value)).toBe(true);
    expect(pathClimbError(value)).toBe("The path must not contain '..' segments.");
  });

  it.each([[""], ["server/mod"], ["/var/www/site/mod"], ["a..b"], ["..."], ["file..png"], ["100%"], ["%zz"]])("allows %j", (value) => {
    expect(climbsOut(value)).toBe(false);
  });

  it("has nothing to say about a missing value", () => {
    expect(pathClimbError(undefined)).toBeNull();
  });
});
