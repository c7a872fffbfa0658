// A modal URL is checked against the listed record: an edited name or deployment is a
// mismatch naming the listed instance; no record yet is "unlisted"; agreement hands the record on.
import { LINK_MESSAGES, linkMatchesRecord } from "@/lib/routing/linkMatchesRecord";

const listed = { name: "acme", deploymentType: "dedicated", lms: "Moodle" };

it("hands on the record when the URL agrees with it", () => {
  expect(linkMatchesRecord(listed, { name: "acme", deploymentType: "dedicated" })).toEqual({ kind: "match", record: listed });
});

it("refuses a URL whose name or deployment differs, naming the listed instance", () => {
  expect(linkMatchesRecord(listed, { name: "acme2", deploymentType: "dedicated" })).toEqual({ kind: "mismatch", listedName: "acme" });
  expect(linkMatchesRecord(listed, { name: "acme", deploymentType: "shared" })).toEqual({ kind: "mismatch", listedName: "acme" });
  expect(linkMatchesRecord(listed, { lms: "Totara" })).toEqual({ kind: "mismatch", listedName: "acme" });
  expect(LINK_MESSAGES.mismatch("acme")).toBe("This link does not match the instance listed as acme. Open it again from the list.");
});

it("says unlisted while the list does not hold the instance", () => {
  expect(linkMatchesRecord(undefined, { name: "acme" })).toEqual({ kind: "unlisted" });
});
