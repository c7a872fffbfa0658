// The contract data form's rules (spec 1 §3, §5, §9): the tags it reads and writes, the
// append-only description of at most 255 characters, and the checks before saving.
import { BRANCH_INVALID_MESSAGE } from "@/lib/domain/branches";
import {
  contractFormErrors,
  contractFormFromTags,
  contractTagsFromForm,
  descriptionRoom,
  EMPTY_CONTRACT_FORM,
  isContractFormEmpty,
  nextDescription,
  type ContractFormValues,
} from "@/lib/domain/forms/contractData";
import { FILLED_CONTRACT } from "./contractSamples";

const TAGS = [
  { Key: "Name", Value: "MDL_ACME" },
  { Key: "ContractStartDate", Value: "2024-03-01" },
  { Key: "SuspensionDate", Value: "2027-03-01T00:00:00.000Z" },
  { Key: "PurchasedStorage", Value: "200" },
  { Key: "ContractedUsers", Value: " 400 " },
  { Key: "SupportHours", Value: "10" },
  { Key: "Domain", Value: "campus.acme.edu" },
  { Key: "Description", Value: "Main campus LMS. " },
  { Key: "Branch", Value: "CR" },
  { Key: "Client", Value: "Acme University" },
  { Key: "aws:cloudformation:stack-name", Value: "acme" },
];

// The shared sample, with the description as these tags hold it (a trailing space).
const FILLED: ContractFormValues = { ...FILLED_CONTRACT, description: "Main campus LMS. " };

describe("tags to the form", () => {
  it("reads each spec tag into its field and ignores keys the contract does not name", () => {
    const { values, readOnly } = contractFormFromTags(TAGS);
    expect(values).toEqual(FILLED);
    expect(readOnly).toEqual({ lms: "Moodle", domain: "campus.acme.edu" });
  });

  it("shows LMS Moodle when the tags do not say (spec 1 §3: LMS default Moodle), and the LMS they say otherwise", () => {
    expect(contractFormFromTags([]).readOnly.lms).toBe("Moodle");
    expect(contractFormFromTags([{ Key: "LMS", Value: "  " }]).readOnly.lms).toBe("Moodle");
    expect(contractFormFromTags([{ Key: "LMS", Value: "Totara" }]).readOnly.lms).toBe("Totara");
  });

  it("takes the site's own LMS over the default when the tags are silent (a Totara site on a shared Totara server)", () => {
    expect(contractFormFromTags([], "Totara").readOnly.lms).toBe("Totara");
    expect(contractFormFromTags([{ Key: "LMS", Value: " " }], "Totara").readOnly.lms).toBe("Totara");
    expect(contractFormFromTags([{ Key: "LMS", Value: "Totara" }], "Moodle").readOnly.lms).toBe("Totara");
    expect(contractFormFromTags([], "").readOnly.lms).toBe("Moodle");
  });

  it("gives empty fields for missing tags and leaves out a date that is not one", () => {
    const { values } = contractFormFromTags([{ Key: "ContractStartDate", Value: "soon" }, { Key: "SuspensionDate", Value: "2025-02-30" }]);
    expect(values).toEqual(EMPTY_CONTRACT_FORM);
  });
});

describe("the form to tags", () => {
  it("sends the eight editable tags with their keys and trimmed values, never LMS or Domain", () => {
    const tags = contractTagsFromForm({ ...FILLED, client: "  Acme University ", description: "  kept as typed " });
    expect(tags).toEqual([
      { Key: "ContractStartDate", Value: "2024-03-01" },
      { Key: "SuspensionDate", Value: "2027-03-01" },
      { Key: "PurchasedStorage", Value: "200" },
      { Key: "ContractedUsers", Value: "400" },
      { Key: "SupportHours", Value: "10" },
      { Key: "Branch", Value: "CR" },
      { Key: "Client", Value: "Acme University" },
      { Key: "Description", Value: "  kept as typed " },
    ]);
  });

  it("round-trips: what the form sends reads back as the same form", () => {
    expect(contractFormFromTags(contractTagsFromForm(FILLED)).values).toEqual(FILLED);
  });

  it("is empty only when every editable field is blank", () => {
    expect(isContractFormEmpty(EMPTY_CONTRACT_FORM)).toBe(true);
    expect(isContractFormEmpty({ ...EMPTY_CONTRACT_FORM, client: "   " })).toBe(true);
    expect(isContractFormEmpty({ ...EMPTY_CONTRACT_FORM, supportHours: "0" })).toBe(false);
  });
});

describe("the description: the saved part is locked, only text may be appended, at most 255", () => {
  const saved = "Main campus LMS.";

  it("takes text typed after the saved part", () => {
    expect(nextDescription(saved, saved, `${saved} Renewed 2026.`)).toBe(`${saved} Renewed 2026.`);
  });

  it("refuses an edit that shortens or changes the saved part", () => {
    expect(nextDescription(saved, saved, "Main campus LMS")).toBe(saved);
    expect(nextDescription(saved, `${saved} x`, "Main campus")).toBe(`${saved} x`);
    expect(nextDescription(saved, saved, "Xain campus LMS.")).toBe(saved);
    expect(nextDescription(saved, saved, "")).toBe(saved);
  });

  it("lets appended text be removed again, down to the saved part", () => {
    expect(nextDescription(saved, `${saved} typo`, `${saved} typ`)).toBe(`${saved} typ`);
    expect(nextDescription(saved, `${saved} typo`, saved)).toBe(saved);
  });

  it("with nothing saved, anything may be typed", () => {
    expect(nextDescription("", "", "First words")).toBe("First words");
  });

  it("keeps at most 255 characters: a paste beyond that is cut, typing at the limit adds nothing", () => {
    const long = `${saved} ${"a".repeat(300)}`;
    expect(nextDescription(saved, saved, long)).toHaveLength(255);
    expect(nextDescription(saved, saved, long).startsWith(saved)).toBe(true);
    const full = saved + "b".repeat(255 - saved.length);
    expect(nextDescription(saved, full, `${full}c`)).toBe(full);
    expect(descriptionRoom(full)).toBe(0);
    expect(descriptionRoom(saved)).toBe(255 - saved.length);
  });

  it("refuses, before saving, a description that does not start with the saved one or is over 255", () => {
    const check = contractFormErrors(saved);
    expect(check({ ...FILLED, description: "Other text" }).description).toBe("The saved description cannot be changed: add text after it.");
    expect(check({ ...FILLED, description: saved + "x".repeat(255) }).description).toBe("The description must be at most 255 characters.");
    expect(check({ ...FILLED, description: `${saved} more` })).toEqual({});
  });
});

describe("checks before saving", () => {
  const check = contractFormErrors("");

  it("accepts a branch of CR or MX, or none", () => {
    expect(check({ ...FILLED, branch: "MX" })).toEqual({});
    expect(check({ ...FILLED, branch: "" })).toEqual({});
  });

  it("refuses any other branch with the spec's message", () => {
    expect(check({ ...FILLED, branch: "US" })).toEqual({ branch: BRANCH_INVALID_MESSAGE });
    expect(BRANCH_INVALID_MESSAGE).toBe("The selected branch is not valid. Please select a valid branch");
  });

  it("refuses counts that are not whole numbers and dates that are not days", () => {
    expect(check({ ...FILLED, contractedUsers: "400 users", purchasedStorage: "-5" })).toEqual({
      contractedUsers: "Enter a whole number.",
      purchasedStorage: "Enter a whole number.",
    });
    expect(check({ ...FILLED, startDate: "2024-13-01" })).toEqual({ startDate: "Enter a date as YYYY-MM-DD." });
  });

  it("refuses a suspension date that is not after the start date", () => {
    expect(check({ ...FILLED, suspensionDate: "2024-03-01" })).toEqual({ suspensionDate: "The suspension date must be after the start date." });
  });
});
