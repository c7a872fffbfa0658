// Parity of the size-change form with PUT /instances/{id}: the sizes of spec 1 §9 (t2, t3,
// t3a, t4g from nano to 2xlarge; m5 from large to 2xlarge) pass both; anything else is refused
// by both with the same message.
import { api } from "@/lib/contract";
import type { FieldErrors } from "@/lib/domain/forms/fieldErrors";
import { changeInstanceTypeBody, sizeChangeFormErrors, type SizeChangeFormValues } from "@/lib/domain/forms/sizeChange";
import { expectParity, type ParityCase } from "./parity";

const SELECT_A_TYPE = "Please select an instance type.";

const parity: ParityCase<SizeChangeFormValues> = {
  endpoint: api.changeInstanceType,
  validate: sizeChangeFormErrors,
  body: (values) => changeInstanceTypeBody(values, "us-west-2"),
  fields: { instanceType: "instanceType" },
};

const STEPS = ["nano", "micro", "small", "medium", "large", "xlarge", "2xlarge"];
const offered = [
  ...["t2", "t3", "t3a", "t4g"].flatMap((family) => STEPS.map((step) => `${family}.${step}`)),
  "m5.large",
  "m5.xlarge",
  "m5.2xlarge",
];

const refused: [string, string][] = [
  ["empty", ""],
  ["whitespace only", "   "],
  ["an offered size with blanks around", " t3.medium "],
  ["another case", "T3.MEDIUM"],
  ["an m5 step the spec does not offer", "m5.small"],
  ["a family the spec does not offer", "c5.large"],
  ["a step alone", "large"],
  ["over-long", "t3.medium".repeat(50)],
];

it.each(offered)("%s: both accept it", async (instanceType) => {
  await expectParity(parity, { instanceType }, {});
});

it.each(refused)("%s: both refuse it with the same message", async (_label, instanceType) => {
  const expected: FieldErrors<SizeChangeFormValues> = { instanceType: SELECT_A_TYPE };
  await expectParity(parity, { instanceType }, expected);
});
