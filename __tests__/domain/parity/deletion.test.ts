// Parity of the actions modal's delete form with POST /instances/delete-request. The typed name
// is the form's own check (spec 1 §5: non-empty and equal to the instance's name; messages
// spec 2 §4): the request carries the instance's id, so the BFF has no name to compare and
// must accept whatever body the form builds once the name matches, domain kept or not.
import { api } from "@/lib/contract";
import { deleteRequestBody, deletionFormErrors, type DeletionFormValues } from "@/lib/domain/forms/deletion";
import type { FieldErrors } from "@/lib/domain/forms/fieldErrors";
import { expectParity, type ParityCase } from "./parity";

const NAME = "acme-lms";
const REQUIRED = "Type the instance name to confirm.";
const MISMATCH = `The name does not match: type ${NAME} to confirm.`;

const parity = (deletesLms: boolean): ParityCase<DeletionFormValues> => ({
  endpoint: api.deleteRequest,
  validate: deletionFormErrors(NAME),
  body: (values) => deleteRequestBody(values, { instanceId: "i-0abc123def4567890", deletesLms, region: "eu-central-1" }),
  // 'Do not delete domain' becomes deleteDomain; the typed name goes nowhere.
  fields: { keepDomain: "deleteDomain" },
});

const samples: [string, string, FieldErrors<DeletionFormValues>][] = [
  ["the exact name", NAME, {}],
  ["empty", "", { typedName: REQUIRED }],
  ["whitespace only", "   ", { typedName: REQUIRED }],
  ["another name", "acme-lms-typo", { typedName: MISMATCH }],
  ["the name in other case", "ACME-LMS", { typedName: MISMATCH }],
  ["the name with blanks around", ` ${NAME} `, { typedName: MISMATCH }],
  ["a prefix of the name", "acme", { typedName: MISMATCH }],
  ["an over-long name", NAME.repeat(100), { typedName: MISMATCH }],
];

describe.each([true, false])("deleting the LMS too: %s", (deletesLms) => {
  describe.each([false, true])("domain kept: %s", (keepDomain) => {
    it.each(samples)("%s: the form and the BFF agree", async (_label, typedName, expected) => {
      await expectParity(parity(deletesLms), { typedName, keepDomain }, expected);
    });
  });
});

it("sends deleteDomain unless 'Do not delete domain' is ticked", () => {
  const target = { instanceId: "i-1", deletesLms: false, region: "us-west-2" } as const;
  expect(deleteRequestBody({ typedName: NAME, keepDomain: false }, target).deleteDomain).toBe(true);
  expect(deleteRequestBody({ typedName: NAME, keepDomain: true }, target).deleteDomain).toBe(false);
});
