// Contract data (spec 1 §3 "Instance tags", §5, §9): the tag keys, at least one value, the branch and the description limit,
// and the contract's save-tags schema refusing exactly what the rule refuses.
import { saveTagsBody } from "@/lib/contract/schemas/instance";
import { BRANCH_INVALID_MESSAGE, BRANCH_REQUIRED_MESSAGE, BRANCHES, branchError } from "@/lib/domain/branches";
import {
  contractTagErrors, DESCRIPTION_MAX_LENGTH, DESCRIPTION_MAX_LENGTH_MESSAGE, FILL_ONE_FIELD_MESSAGE, INSTANCE_TAG_KEYS,
  isInstanceTagKey,
} from "@/lib/domain/contractData";

const tag = (Key: string, Value: string) => ({ Key, Value });

describe("contract tags", () => {
  it("are the ten keys of spec 1 §3", () => {
    expect([...INSTANCE_TAG_KEYS].sort()).toEqual(
      ["SuspensionDate", "ContractStartDate", "PurchasedStorage", "ContractedUsers", "SupportHours", "Domain", "Description", "LMS", "Branch", "Client"].sort(),
    );
    expect(isInstanceTagKey("Branch")).toBe(true);
    expect(isInstanceTagKey("Owner")).toBe(false);
  });

  it("need at least one non-empty value", () => {
    expect(FILL_ONE_FIELD_MESSAGE).toBe("Please, fill in at least one field.");
    expect(contractTagErrors([tag("Client", "  "), tag("Domain", "")])).toEqual([{ index: null, message: FILL_ONE_FIELD_MESSAGE }]);
    expect(contractTagErrors([])).toEqual([{ index: null, message: FILL_ONE_FIELD_MESSAGE }]);
    expect(contractTagErrors([tag("Client", "Acme")])).toEqual([]);
  });

  it("allow a description of 255 characters, not 256", () => {
    expect(DESCRIPTION_MAX_LENGTH).toBe(255);
    expect(contractTagErrors([tag("Description", "a".repeat(255))])).toEqual([]);
    expect(contractTagErrors([tag("Client", "Acme"), tag("Description", "a".repeat(256))])).toEqual([
      { index: 1, message: DESCRIPTION_MAX_LENGTH_MESSAGE },
    ]);
  });

  it("take CR or MX as branch, or leave it blank", () => {
    expect(BRANCH_INVALID_MESSAGE).toBe("The selected branch is not valid. Please select a valid branch");
    for (const branch of ["CR", "MX", ""]) expect(contractTagErrors([tag("Client", "Acme"), tag("Branch", branch)])).toEqual([]);
    expect(contractTagErrors([tag("Branch", "US")])).toEqual([{ index: 0, message: BRANCH_INVALID_MESSAGE }]);
  });
});

describe("branches", () => {
  it("are CR and MX; blank asks for one, anything else is not valid", () => {
    expect([...BRANCHES].sort()).toEqual(["CR", "MX"]);
    expect(branchError("CR")).toBeNull();
    expect(branchError("MX")).toBeNull();
    expect(branchError("")).toBe(BRANCH_REQUIRED_MESSAGE);
    expect(branchError(undefined)).toBe(BRANCH_REQUIRED_MESSAGE);
    expect(branchError("cr")).toBe(BRANCH_INVALID_MESSAGE);
  });
});

describe("the save-tags schema and the rule agree", () => {
  const samples = [
    [tag("Client", "Acme")],
    [tag("Client", ""), tag("Domain", " ")],
    [tag("Branch", "US"), tag("Description", "x".repeat(300))],
    [tag("Branch", "MX"), tag("Description", "x".repeat(255))],
    [tag("Branch", "")],
  ];

  it.each(samples.map((tags) => [tags.map((t) => `${t.Key}=${t.Value.slice(0, 8)}`).join(","), tags]))("%s", (_, tags) => {
    const parsed = saveTagsBody.safeParse({ tags, region: "us-west-2" });
    const fromSchema = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    expect(fromSchema).toEqual(contractTagErrors(tags).map((p) => p.message));
  });
});
