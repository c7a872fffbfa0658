// The instance list's views: what an address says, what a view writes back, which
// rows its filters keep and in which order its sort puts them.
import {
  DEFAULT_VIEW, filterByView, inVersionRange, listViewSearch, parseListView, prepareSortKeys, sortByView, type FactsOf, type ListView, type ViewableInstance,
} from "@/lib/domain/listView";

const params = (text: string) => new URLSearchParams(text);

function row(over: Partial<ViewableInstance> & { name: string }): ViewableInstance {
  return {
    instanceId: `i-${over.name.toLowerCase()}`, state: "running", instaceType: "t3.medium", publicIpAddress: "192.0.2.1", lms: "Moodle",
    deploymentType: "dedicated", version: "4.3.3", cdnEnabled: false, ...over,
  };
}

const noFacts: FactsOf = () => undefined;

describe("reading a view from the address", () => {
  it("reads every part", () => {
    const view = parseListView(params("q=mdl&sort=-version&cols=lms,ssl&state=running,stopped&lms=totara&deploy=shared&cert=RENEW&vmin=4.1&vmax=4.3"));
    expect(view).toEqual<ListView>({
      q: "mdl", sort: { key: "version", direction: "desc" }, columns: ["lms", "ssl"], states: ["running", "stopped"], lms: ["Totara"],
      deployments: ["shared"], certificates: ["RENEW"], versionMin: "4.1", versionMax: "4.3",
    });
  });

  it("drops what it does not know instead of failing", () => {
    const view = parseListView(params("sort=colour&cols=shoe&lms=blackboard&deploy=cloud&cert=GREEN&vmin=four&state=<b>"));
    expect(view).toEqual(DEFAULT_VIEW);
  });

  it("reads certificate statuses in any case and NO SSL with an underscore or a plus", () => {
    expect(parseListView(params("cert=no_ssl,expired")).certificates).toEqual(["NO SSL", "EXPIRED"]);
    expect(parseListView(params("cert=NO+SSL")).certificates).toEqual(["NO SSL"]);
  });

  it("gives back the address it was read from, and a plain list a plain address", () => {
    const text = "?q=mdl&sort=-version&cols=lms%2Cssl&state=running&lms=Moodle&deploy=shared&cert=EXPIRED%2CRENEW&vmin=4.1&vmax=4.3";
    expect(listViewSearch(parseListView(params(text.slice(1))))).toBe(text);
    expect(listViewSearch(DEFAULT_VIEW)).toBe("");
    expect(listViewSearch({ ...DEFAULT_VIEW, q: "   " })).toBe("");
  });
});

describe("the version range", () => {
  it("is inclusive at the bottom and takes the whole line named at the top", () => {
    expect(inVersionRange("4.1.0", "4.1", "")).toBe(true);
    expect(inVersionRange("4.0.9", "4.1", "")).toBe(false);
    expect(inVersionRange("4.3.3", "", "4.3")).toBe(true);
    expect(inVersionRange("4.3+", "", "4.3")).toBe(true);
    expect(inVersionRange("4.4", "", "4.3")).toBe(false);
    expect(inVersionRange("4.10", "4.2", "4.9")).toBe(false);
  });

  it("keeps an unknown version only when no bound is set", () => {
    expect(inVersionRange(null, "", "")).toBe(true);
    expect(inVersionRange(null, "4.1", "")).toBe(false);
    expect(inVersionRange("unknown", "", "4.5")).toBe(false);
  });
});

describe("filtering", () => {
  const rows = [
    row({ name: "MDL_A", state: "running", lms: "Moodle", deploymentType: "shared", version: "4.1.2" }),
    row({ name: "TOT_B", state: "stopped", lms: "Totara", deploymentType: "dedicated", version: "17.2" }),
    row({ name: "MDL_C", state: "running", lms: "Moodle", deploymentType: "dedicated", version: "4.4" }),
  ];

  it("keeps the list itself when nothing is filtered", () => {
    expect(filterByView(rows, DEFAULT_VIEW, noFacts)).toBe(rows);
  });

  it("combines filters with and, each filter's values with or", () => {
    const view = { ...DEFAULT_VIEW, states: ["running", "stopped"], lms: ["Moodle"], versionMax: "4.3" };
    expect(filterByView(rows, view, noFacts).map((r) => r.name)).toEqual(["MDL_A"]);
    expect(filterByView(rows, { ...DEFAULT_VIEW, deployments: ["dedicated"] }, noFacts).map((r) => r.name)).toEqual(["TOT_B", "MDL_C"]);
  });

  it("keeps only rows whose certificate status is known and chosen", () => {
    const facts: FactsOf = (id) => (id === "i-mdl_a" ? { certificate: "RENEW" } : id === "i-mdl_c" ? { certificate: "VALID" } : undefined);
    expect(filterByView(rows, { ...DEFAULT_VIEW, certificates: ["RENEW", "EXPIRED"] }, facts).map((r) => r.name)).toEqual(["MDL_A"]);
  });
});

describe("sorting", () => {
  const rows = [
    row({ name: "MDL_10", version: "4.10", publicIpAddress: "" }),
    row({ name: "MDL_2", version: "4.3+", publicIpAddress: "192.0.2.20" }),
    row({ name: "mdl_3", version: "4.3", publicIpAddress: "192.0.2.3" }),
  ];

  it("sorts names naturally and without regard to case, both ways", () => {
    expect(sortByView(rows, { key: "name", direction: "asc" }, noFacts).map((r) => r.name)).toEqual(["MDL_2", "mdl_3", "MDL_10"]);
    expect(sortByView(rows, { key: "name", direction: "desc" }, noFacts).map((r) => r.name)).toEqual(["MDL_10", "mdl_3", "MDL_2"]);
  });

  it("sorts versions as versions", () => {
    expect(sortByView(rows, { key: "version", direction: "asc" }, noFacts).map((r) => r.version)).toEqual(["4.3", "4.3+", "4.10"]);
  });

  it("puts rows without a value last in either direction", () => {
    expect(sortByView(rows, { key: "ip", direction: "desc" }, noFacts).map((r) => r.name)).toEqual(["MDL_2", "mdl_3", "MDL_10"]);
    const facts: FactsOf = (id) => (id === "i-mdl_3" ? { sslDays: 12 } : id === "i-mdl_10" ? { sslDays: 200 } : undefined);
    expect(sortByView(rows, { key: "ssl", direction: "asc" }, facts).map((r) => r.name)).toEqual(["mdl_3", "MDL_10", "MDL_2"]);
    expect(sortByView(rows, { key: "ssl", direction: "desc" }, facts).map((r) => r.name)).toEqual(["MDL_10", "mdl_3", "MDL_2"]);
  });

  it("leaves the list as it is without a sort", () => {
    expect(sortByView(rows, null, noFacts)).toBe(rows);
  });

  it("keeps ties in the list's order both ways, and rows without a value last", () => {
    const tied = [row({ name: "A", version: "4.3" }), row({ name: "B", version: "4.4" }), row({ name: "C", version: "4.3.0" }), row({ name: "D", version: null }), row({ name: "E", version: "4.4" })];
    expect(sortByView(tied, { key: "version", direction: "asc" }, noFacts).map((r) => r.name)).toEqual(["A", "C", "B", "E", "D"]);
    expect(sortByView(tied, { key: "version", direction: "desc" }, noFacts).map((r) => r.name)).toEqual(["B", "E", "A", "C", "D"]);
  });

  it("gives back the order it sorted before for the same rows, and sorts by facts afresh", () => {
    const byName = sortByView(rows, { key: "name", direction: "desc" }, noFacts);
    sortByView(rows, { key: "name", direction: "asc" }, noFacts);
    expect(sortByView(rows, { key: "name", direction: "desc" }, noFacts)).toBe(byName);
    const early: FactsOf = (id) => (id === "i-mdl_3" ? { sslDays: 12 } : undefined);
    const later: FactsOf = (id) => (id === "i-mdl_3" ? { sslDays: 12 } : id === "i-mdl_2" ? { sslDays: 5 } : undefined);
    expect(sortByView(rows, { key: "ssl", direction: "asc" }, early).map((r) => r.name)).toEqual(["mdl_3", "MDL_10", "MDL_2"]);
    expect(sortByView(rows, { key: "ssl", direction: "asc" }, later).map((r) => r.name)).toEqual(["MDL_2", "mdl_3", "MDL_10"]);
  });

  it("prepares keys in steps, as long as it is given time, and sorts the same after", () => {
    const fresh = rows.map((r) => ({ ...r }));
    let budget = 2;
    expect(prepareSortKeys(fresh, 0, () => budget-- > 0)).toBe(2);
    expect(prepareSortKeys(fresh, 2, () => true)).toBe(3);
    expect(sortByView(fresh, { key: "name", direction: "asc" }, noFacts).map((r) => r.name)).toEqual(["MDL_2", "mdl_3", "MDL_10"]);
    expect(sortByView(fresh, { key: "version", direction: "desc" }, noFacts).map((r) => r.version)).toEqual(["4.10", "4.3+", "4.3"]);
  });
});
