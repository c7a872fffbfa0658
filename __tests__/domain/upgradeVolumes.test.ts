// The full update modal's volume rules (spec 3 §2.8, §4, §5): which volumes may be scheduled,
// the empty-table messages, and which rows the domain validation enables and checks.
import {
  effectiveSelection, emptyVolumesMessage, enabledIds, isRowEnabled, isSchedulable, isTotaraError, schedulableVolumes, selectAllState,
  toggleAll, toggleRow, totaraDomains, validateDomainsBody, type DomainValidation,
} from "@/lib/domain/upgradeVolumes";

const vol = (volumeId: string, over: Partial<{ instanceId: string; partition: string; domain: string; lms: string }> = {}) => ({
  volumeId, instanceId: "i-1", partition: "/dev/xvdf", domain: `https://${volumeId}.example.com`, lms: "moodle", ...over,
});

describe("the eligibility filter", () => {
  it.each([
    ["a Moodle site with a domain", vol("a"), true],
    ["Moodle in another case", vol("a", { lms: "Moodle" }), true],
    ["an NFS site", vol("a", { partition: "nfs4" }), true],
    ["no domain", vol("a", { domain: "" }), false],
    ["a blank domain", vol("a", { domain: "   " }), false],
    ["the root partition", vol("a", { partition: "/dev/xvda" }), false],
    ["Totara", vol("a", { lms: "totara" }), false],
    ["no LMS", vol("a", { lms: "" }), false],
  ])("%s → %s", (_label, volume, expected) => {
    expect(isSchedulable(volume)).toBe(expected);
  });

  it("keeps the schedulable ones, sorted by instanceId, equal ids in list order", () => {
    const list = [vol("c", { instanceId: "i-2" }), vol("root", { partition: "/dev/xvda" }), vol("a", { instanceId: "i-1" }), vol("b", { instanceId: "i-2" }), vol("t", { lms: "totara" })];
    expect(schedulableVolumes(list).map((v) => v.volumeId)).toEqual(["a", "c", "b"]);
    expect(list.map((v) => v.volumeId)).toEqual(["c", "root", "a", "b", "t"]);
  });

  it("says why the table is empty", () => {
    expect(emptyVolumesMessage(0, 0)).toBe("No volumes found for this instance");
    expect(emptyVolumesMessage(3, 0)).toBe("No valid volumes found for this instance");
    expect(emptyVolumesMessage(3, 1)).toBeNull();
  });
});

describe("the domain validation's rows", () => {
  const rows = [vol("a"), vol("b"), vol("t")];
  const answered: DomainValidation = {
    status: "answered",
    validDomains: ["a.example.com", "https://b.example.com/"],
    invalidDomains: [{ domain: "https://t.example.com", error: "The LMS is Totara and cannot be updated" }, { domain: "x.example.com", error: "Not reachable" }],
  };

  it("enables only the valid domains, however they are written", () => {
    expect(enabledIds(rows, answered)).toEqual(["a", "b"]);
    expect(isRowEnabled("https://A.example.com", answered)).toBe(true);
  });

  it("enables nothing while asking or after a failure", () => {
    expect(enabledIds(rows, { status: "pending" })).toEqual([]);
    expect(enabledIds(rows, { status: "failed" })).toEqual([]);
  });

  it("lists the Totara domains for the warning", () => {
    expect(isTotaraError("LMS is TOTARA")).toBe(true);
    expect(isTotaraError("Domain not found")).toBe(false);
    expect(totaraDomains(answered)).toEqual(["https://t.example.com"]);
    expect(totaraDomains({ status: "failed" })).toEqual([]);
  });

  it("a failed validation unchecks every row", () => {
    expect(effectiveSelection(new Set(["a", "b"]), enabledIds(rows, { status: "failed" }))).toEqual([]);
  });

  it("select-all touches only the enabled rows", () => {
    const enabled = ["a", "b"];
    expect([...toggleAll(new Set(["z"]), enabled, true)].sort()).toEqual(["a", "b", "z"]);
    expect([...toggleAll(new Set(["a", "b", "z"]), enabled, false)]).toEqual(["z"]);
    expect(selectAllState(new Set(), enabled)).toEqual({ checked: false, indeterminate: false, disabled: false });
    expect(selectAllState(new Set(["a"]), enabled)).toEqual({ checked: false, indeterminate: true, disabled: false });
    expect(selectAllState(new Set(["a", "b"]), enabled)).toEqual({ checked: true, indeterminate: false, disabled: false });
    expect(selectAllState(new Set(["t"]), [])).toEqual({ checked: false, indeterminate: false, disabled: true });
  });

  it("a disabled row cannot be ticked", () => {
    expect([...toggleRow(new Set(), ["a"], "t", true)]).toEqual([]);
    expect([...toggleRow(new Set(), ["a"], "a", true)]).toEqual(["a"]);
    expect([...toggleRow(new Set(["a"]), ["a"], "a", false)]).toEqual([]);
  });

  it("asks about each row with the listed server's id and deployment", () => {
    expect(validateDomainsBody([vol("a", { instanceId: "ignored" })], { instanceId: "i-9", deploymentType: "shared" })).toEqual({
      lmsList: [{ instanceId: "i-9", deploymentType: "shared", domain: "https://a.example.com", volumeId: "a" }],
    });
  });
});
