import type { Instance } from "@/lib/contract/schemas/instance";
import { createInstanceFilter, SEARCH_DEBOUNCE_MS } from "@/lib/domain/instanceSearch";

function instance(over: Partial<Instance>): Instance {
  return {
    instanceId: "i-000",
    name: "none",
    state: "pending",
    instaceType: "m5.large",
    publicIpAddress: "192.168.1.1",
    hasLoadBalancer: false,
    dns: null,
    lms: "Moodle",
    domain: "",
    deploymentType: "dedicated",
    version: null,
    cdnEnabled: null,
    ...over,
  };
}

const alpha = instance({ instanceId: "i-0aaa111", name: "Alpha-School", state: "running", instaceType: "t3.medium", publicIpAddress: "10.1.2.3" });
const beta = instance({ instanceId: "i-0bbb222", name: "beta college", state: "stopped", instaceType: "t2.micro", publicIpAddress: "" });
const gamma = instance({ instanceId: "i-0ccc333", name: "Gamma", state: "running", instaceType: "m5.xlarge", publicIpAddress: "54.20.30.40" });
const list = [alpha, beta, gamma];
const filter = createInstanceFilter(list);

describe("createInstanceFilter", () => {
  it("debounces the search box by 350 ms", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(350);
  });

  it.each(["", "   "])("returns the very same array for query %p", (q) => {
    expect(filter(q)).toBe(list);
  });

  it("matches the name", () => {
    expect(filter("school")).toEqual([alpha]);
  });

  it("matches the public IP", () => {
    expect(filter("54.20")).toEqual([gamma]);
  });

  it("matches the state", () => {
    expect(filter("stopped")).toEqual([beta]);
    expect(filter("running")).toEqual([alpha, gamma]);
  });

  it("matches the type", () => {
    expect(filter("t2.micro")).toEqual([beta]);
  });

  it("matches the instance ID", () => {
    expect(filter("i-0ccc")).toEqual([gamma]);
  });

  it("ignores case and surrounding spaces", () => {
    expect(filter("ALPHA-school")).toEqual([alpha]);
    expect(filter("  BETA COLLEGE ")).toEqual([beta]);
  });

  it("does not match other fields or across two fields", () => {
    expect(filter("moodle")).toEqual([]);
    expect(filter("gammarunning")).toEqual([]);
    expect(filter("Gamma\u0000running")).toEqual([]);
  });

  it("never matches across two rows, and keeps a row once however often it matches", () => {
    // The last field of one row (its ID) followed by the first of the next (its name).
    expect(filter("i-0aaa111beta")).toEqual([]);
    expect(filter("111\u0000beta")).toEqual([]);
    // "0" is in alpha's ID and IP, in beta's ID, and in gamma's ID and IP: each row once, in order.
    expect(filter("0")).toEqual([alpha, beta, gamma]);
    // Rows next to each other, the first and the last.
    expect(filter("running")).toEqual([alpha, gamma]);
    expect(filter("i-0ccc333")).toEqual([gamma]);
    expect(filter("alpha-school")).toEqual([alpha]);
    expect(createInstanceFilter([])("x")).toEqual([]);
  });

  // A query's time is a figure of `npm run bench -- sim`; here, the work it does.
  it("filters 5,000 rows, reading each row's fields once for the list and never again for a query", () => {
    let reads = 0;
    const many = Array.from({ length: 5000 }, (_, n) => {
      const row = instance({
        instanceId: `i-${n.toString(16).padStart(12, "0")}`,
        state: n % 3 === 0 ? "stopped" : "running",
        instaceType: n % 2 === 0 ? "t3.large" : "m5.large",
        publicIpAddress: `10.${(n >> 8) & 255}.${n & 255}.7`,
      });
      const name = `client-${n}-campus`;
      return Object.defineProperty(row, "name", { enumerable: true, get: () => (reads++, name) });
    });
    const big = createInstanceFilter(many);
    expect(reads).toBe(5000);
    const found = big("CLIENT-4999-");
    expect(found).toHaveLength(1);
    expect(found[0].name).toBe("client-4999-campus");
    expect(big("stopped")).toHaveLength(1667);
    expect(big("campus")).toHaveLength(5000);
    expect(big("zz-no-match")).toHaveLength(0);
    // One more read, by the check of the found row's name; none by the four queries.
    expect(reads).toBe(5001);
  });
});
