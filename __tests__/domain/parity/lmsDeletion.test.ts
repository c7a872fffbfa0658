// Parity of the Delete LMS form (spec 2 §2.4, §5) with POST /instances/delete-request. The typed
// name is the form's own check (it must equal the volume's name, message spec 2 §5): the request
// carries the instance's and the volume's ids, so the BFF has no name to compare and must accept
// whatever body the form builds once the name matches, domain kept or not.
import { api } from "@/lib/contract";
import type { FieldErrors } from "@/lib/domain/forms/fieldErrors";
import { lmsDeleteRequestBody, lmsDeletionFormErrors, type LmsDeletionFormValues } from "@/lib/domain/forms/lmsDeletion";
import { expectParity, runBoth, type ParityCase } from "./parity";

const VOLUME_NAME = "acme";
const MISMATCH = `Please enter the correct LMS name (${VOLUME_NAME}) to confirm deletion.`;
const TARGET = { instanceId: "i-0abc123def4567890", volumeId: "vol-0123456789abcdef0", region: "eu-central-1" } as const;

const parity: ParityCase<LmsDeletionFormValues> = {
  endpoint: api.deleteRequest,
  validate: lmsDeletionFormErrors(VOLUME_NAME),
  body: (values) => lmsDeleteRequestBody(values, TARGET),
  // 'Do not delete domain' becomes deleteDomain; the typed name goes nowhere.
  fields: { keepDomain: "deleteDomain" },
};

const samples: [string, string, FieldErrors<LmsDeletionFormValues>][] = [
  ["the exact name", VOLUME_NAME, {}],
  ["empty", "", { typedName: MISMATCH }],
  ["whitespace only", "   ", { typedName: MISMATCH }],
  ["another name", "acme-typo", { typedName: MISMATCH }],
  ["the name in other case", "ACME", { typedName: MISMATCH }],
  ["the name with blanks around", ` ${VOLUME_NAME} `, { typedName: MISMATCH }],
  ["an over-long name", VOLUME_NAME.repeat(200), { typedName: MISMATCH }],
];

describe.each([false, true])("domain kept: %s", (keepDomain) => {
  it.each(samples)("%s: the form and the BFF agree", async (_label, typedName, expected) => {
    await expectParity(parity, { typedName, keepDomain }, expected);
  });
});

it("asks to delete that volume's LMS, and its domain unless 'Do not delete domain' is ticked", () => {
  expect(lmsDeleteRequestBody({ typedName: VOLUME_NAME, keepDomain: false }, TARGET)).toEqual({
    resources: { instanceId: TARGET.instanceId, volumeId: TARGET.volumeId },
    deleteLMS: true,
    region: "eu-central-1",
    deleteDomain: true,
  });
  expect(lmsDeleteRequestBody({ typedName: VOLUME_NAME, keepDomain: true }, TARGET).deleteDomain).toBe(false);
});

it("a body without the volume is refused by the BFF with 'Invalid parameters.'", async () => {
  const withoutVolume: ParityCase<LmsDeletionFormValues> = { ...parity, body: (values) => lmsDeleteRequestBody(values, { ...TARGET, volumeId: "" }) };
  const { bffAccepts, bffOther } = await runBoth(withoutVolume, { typedName: VOLUME_NAME, keepDomain: false });
  expect(bffAccepts).toBe(false);
  expect(Object.values(bffOther)).toContain("Invalid parameters.");
});
