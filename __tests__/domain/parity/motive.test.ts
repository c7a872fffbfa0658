// Parity of the motive form (start, stop, reboot) with POST /instances/{id}/action: the same
// samples through motiveFormErrors and through the BFF's validation of the body the form sends.
// Expected messages are spec 1 §5 and §9: at least 5 words, at most 255 characters.
import { api } from "@/lib/contract";
import { instanceActionBody, motiveFormErrors, type MotiveFormValues } from "@/lib/domain/forms/motive";
import { expectParity, type ParityCase } from "./parity";

const FEWER_THAN_5 = "The motive must be at least 5 words.";
const OVER_255 = "The motive must be at most 255 characters.";

const parity: ParityCase<MotiveFormValues> = {
  endpoint: api.instanceAction,
  validate: motiveFormErrors,
  body: (values) => instanceActionBody(values, "stop", "us-west-2"),
  fields: { reason: "reason" },
};

const exactly255 = `${"word ".repeat(50)}abcde`;
const over255 = `${exactly255}f`;

const samples: [string, string, Partial<Record<"reason", string>>][] = [
  ["five words", "restart after the plugin upgrade", {}],
  ["five words with blanks around and between", "  restart\tafter\nthe   plugin upgrade  ", {}],
  ["more than five words", "stop for the monthly disk check please", {}],
  ["words of other scripts and digits", "перезапуск после обновления модуля 2", {}],
  ["exactly 255 characters", exactly255, {}],
  ["255 characters with blanks around (not counted)", `  ${exactly255}  `, {}],
  ["five words padded with 300 zero-width spaces (not counted)", `one two three four five${"\u200B".repeat(300)}`, {}],
  ["empty", "", { reason: FEWER_THAN_5 }],
  ["whitespace only", "   \t\n ", { reason: FEWER_THAN_5 }],
  ["four words", "restart after plugin upgrade", { reason: FEWER_THAN_5 }],
  ["punctuation is not words", ". . . . . -", { reason: FEWER_THAN_5 }],
  ["NULs and zero-width spaces are not words", "\u0000 \u200B \u0000 \u200B \uFEFF", { reason: FEWER_THAN_5 }],
  ["256 characters", over255, { reason: OVER_255 }],
  ["far over the limit", "word ".repeat(100), { reason: OVER_255 }],
];

it("has long samples of exactly 255 and 256 characters", () => {
  expect(exactly255).toHaveLength(255);
  expect(over255).toHaveLength(256);
});

it.each(samples)("%s: the form and the BFF agree", async (_label, reason, expected) => {
  await expectParity(parity, { reason }, expected);
});
