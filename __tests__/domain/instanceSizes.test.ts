// The sizes offered on change and when a change is a reduction (spec 1 §5, §9).
import { INSTANCE_SIZES, isInstanceSize, isSmallerSize, SIZE_MESSAGES } from "@/lib/domain/instanceSizes";

describe("instance sizes", () => {
  it("offers t2, t3, t3a and t4g from nano to 2xlarge, and m5 from large to 2xlarge", () => {
    expect(INSTANCE_SIZES).toHaveLength(4 * 7 + 3);
    expect(INSTANCE_SIZES.slice(0, 7)).toEqual(["t2.nano", "t2.micro", "t2.small", "t2.medium", "t2.large", "t2.xlarge", "t2.2xlarge"]);
    expect(INSTANCE_SIZES.filter((s) => s.startsWith("m5."))).toEqual(["m5.large", "m5.xlarge", "m5.2xlarge"]);
    expect(isInstanceSize("t4g.micro")).toBe(true);
    expect(isInstanceSize("m5.small")).toBe(false);
    expect(isInstanceSize("c5.large")).toBe(false);
  });

  it("calls a lower step smaller, in any family", () => {
    expect(isSmallerSize("t3.medium", "t3.small")).toBe(true);
    expect(isSmallerSize("m5.xlarge", "t3a.large")).toBe(true);
    expect(isSmallerSize("t3.2xlarge", "t2.nano")).toBe(true);
  });

  it("does not call the same step or a larger one smaller", () => {
    expect(isSmallerSize("t3.large", "m5.large")).toBe(false);
    expect(isSmallerSize("t3.small", "t3.medium")).toBe(false);
    expect(isSmallerSize("t3.medium", "t3.medium")).toBe(false);
  });

  it("does not guess for a type without a known step", () => {
    expect(isSmallerSize("custom", "t3.nano")).toBe(false);
    expect(isSmallerSize("c5.metal", "t3.nano")).toBe(false);
  });

  it("warns of reduced performance in the second confirmation", () => {
    expect(SIZE_MESSAGES.smaller("t3.large", "t3.small")).toMatch(/t3\.small is smaller than t3\.large.*slower/);
    expect(SIZE_MESSAGES.success("acme", "t3.small")).toMatch(/may take a few minutes/);
  });
});
