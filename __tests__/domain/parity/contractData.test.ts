// Parity of the contract data form with POST /instances/{id}/tags and its volume twin: each
// editable field is one tag of the body, so for every sample the form and the BFF must refuse
// the same fields with the same messages. The locked description is the form's own check (the
// BFF is not told what was saved); "fill in at least one field" is a message for the whole form.
import { api } from "@/lib/contract";
import { FILL_ONE_FIELD_MESSAGE } from "@/lib/domain/contractData";
import { contractFormErrors, EMPTY_CONTRACT_FORM, isContractFormEmpty, saveTagsBody, type ContractFormValues } from "@/lib/domain/forms/contractData";
import type { FieldErrors } from "@/lib/domain/forms/fieldErrors";
import { FILLED_CONTRACT } from "../contractSamples";
import { expectParity, runBoth, type ParityCase } from "./parity";

const FILLED: ContractFormValues = FILLED_CONTRACT;

const parity = (endpoint: typeof api.saveInstanceTags | typeof api.saveVolumeTags): ParityCase<ContractFormValues> => ({
  endpoint,
  validate: contractFormErrors(""),
  body: (values) => saveTagsBody(values, "eu-central-1"),
  fields: {
    startDate: "tags.0.Value",
    suspensionDate: "tags.1.Value",
    purchasedStorage: "tags.2.Value",
    contractedUsers: "tags.3.Value",
    supportHours: "tags.4.Value",
    branch: "tags.5.Value",
    client: "tags.6.Value",
    description: "tags.7.Value",
  },
});

const BRANCH = "The selected branch is not valid. Please select a valid branch";
const samples: [string, Partial<ContractFormValues>, FieldErrors<ContractFormValues>][] = [
  ["every field filled", {}, {}],
  ["only the client", { ...EMPTY_CONTRACT_FORM, client: "Acme" }, {}],
  ["branch MX", { branch: "MX" }, {}],
  ["no branch", { branch: "" }, {}],
  ["branch US", { branch: "US" }, { branch: BRANCH }],
  ["branch in lower case", { branch: "cr" }, { branch: BRANCH }],
  ["a description of 255", { description: "d".repeat(255) }, {}],
  ["a description of 256", { description: "d".repeat(256) }, { description: "The description must be at most 255 characters." }],
  ["users in words", { contractedUsers: "four hundred" }, { contractedUsers: "Enter a whole number." }],
  ["storage with a unit", { purchasedStorage: "200GB" }, { purchasedStorage: "Enter a whole number." }],
  ["negative hours", { supportHours: "-1" }, { supportHours: "Enter a whole number." }],
  ["a day that does not exist", { startDate: "2025-02-30" }, { startDate: "Enter a date as YYYY-MM-DD." }],
  ["a date in another format", { suspensionDate: "01/03/2027" }, { suspensionDate: "Enter a date as YYYY-MM-DD." }],
  ["suspension before start", { suspensionDate: "2023-01-01" }, { suspensionDate: "The suspension date must be after the start date." }],
  ["several at once", { branch: "XX", supportHours: "ten" }, { branch: BRANCH, supportHours: "Enter a whole number." }],
];

describe.each([
  ["an instance's tags", api.saveInstanceTags],
  ["a volume's tags", api.saveVolumeTags],
] as const)("%s", (_label, endpoint) => {
  it.each(samples)("%s: the form and the BFF agree", async (_sample, change, expected) => {
    await expectParity(parity(endpoint), { ...FILLED, ...change }, expected);
  });

  it("all fields blank: the form says 'Please, fill in at least one field.' and the BFF refuses the body with it", async () => {
    expect(isContractFormEmpty(EMPTY_CONTRACT_FORM)).toBe(true);
    expect(FILL_ONE_FIELD_MESSAGE).toBe("Please, fill in at least one field.");
    const { bffAccepts, bffOther } = await runBoth(parity(endpoint), EMPTY_CONTRACT_FORM);
    expect(bffAccepts).toBe(false);
    expect(Object.values(bffOther)).toContain(FILL_ONE_FIELD_MESSAGE);
  });
});
