// Parity of the manual update form (spec 2 §5, §7) with POST /instances/{instanceId}/upgrade-request.
// The typed name is the form's own check (it must equal the LMS name); the body carries the listed
// LMS's name and, on a shared server, its volume, so the BFF must accept every body the form sends
// and refuse, with 'Invalid parameters.', exactly the targets the form calls invalid.
import { api } from "@/lib/contract";
import {
  manualUpgradeFormErrors, manualUpgradeParametersError, manualUpgradeRequestBody, type ManualUpgradeFormValues, type ManualUpgradeTarget,
} from "@/lib/domain/forms/manualUpgrade";
import type { FieldErrors } from "@/lib/domain/forms/fieldErrors";
import { expectParity, runBoth, type ParityCase } from "./parity";

const DEDICATED: ManualUpgradeTarget = { instanceId: "i-0abc123def4567890", name: "MDL_ACME", deployment: "dedicated" };
const SHARED: ManualUpgradeTarget = { instanceId: "i-0shared000000001", name: "acme", volumeId: "vol-0acme", deployment: "shared" };

function parityFor(target: ManualUpgradeTarget): ParityCase<ManualUpgradeFormValues> {
  return { endpoint: api.createUpgradeRequest, validate: manualUpgradeFormErrors(target.name), body: () => manualUpgradeRequestBody(target), fields: {} };
}

describe.each([["dedicated", DEDICATED], ["shared", SHARED]] as const)("%s", (_label, target) => {
  const wrong = `Please enter the correct LMS name (${target.name}) to confirm upgrade request.`;
  const samples: [string, string, FieldErrors<ManualUpgradeFormValues>][] = [
    ["the exact name", target.name, {}],
    ["empty", "", { typedName: wrong }],
    ["another case", target.name.toLowerCase() === target.name ? target.name.toUpperCase() : target.name.toLowerCase(), { typedName: wrong }],
    ["blanks around", ` ${target.name} `, { typedName: wrong }],
  ];
  it.each(samples)("%s: the form and the BFF agree", async (_sample, typedName, expected) => {
    await expectParity(parityFor(target), { typedName }, expected);
  });
});

it.each([
  ["a dedicated server", DEDICATED, null, { parameters: { name: "MDL_ACME" }, deployment: "dedicated" }],
  ["a dedicated server's volume row", { ...DEDICATED, volumeId: "vol-0data" }, null, { parameters: { name: "MDL_ACME", volumeId: "vol-0data" }, deployment: "dedicated" }],
  ["a shared site", SHARED, null, { parameters: { name: "acme", volumeId: "vol-0acme" }, deployment: "shared" }],
  ["a shared site without its volume", { ...SHARED, volumeId: "" }, "Invalid parameters.", null],
  ["a shared site with no volume at all", { ...SHARED, volumeId: undefined }, "Invalid parameters.", null],
  ["no name", { ...DEDICATED, name: " " }, "Invalid parameters.", null],
  ["no instance id", { ...DEDICATED, instanceId: "" }, "Invalid parameters.", null],
] as const)("%s: the form's 'Invalid parameters.' matches the BFF", async (_label, target, problem, body) => {
  expect(manualUpgradeParametersError(target)).toBe(problem);
  if (body !== null) expect(manualUpgradeRequestBody(target)).toEqual(body);
  // The instance id is a path parameter; the body is what the BFF validates.
  if (target.instanceId === "") return;
  const { bffAccepts, bffOther } = await runBoth(parityFor(target), { typedName: target.name });
  expect(bffAccepts).toBe(problem === null);
  if (problem !== null) expect(Object.values(bffOther)).toContain("Invalid parameters.");
});
