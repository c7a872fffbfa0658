// The README says how much of the contract the embedded upstream implements; this keeps that
// sentence true as endpoints are built (the numbers come from lib/sim/notImplemented.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { implementedCount } from "@/lib/sim/notImplemented";

test("the README states how many endpoints the embedded upstream implements", () => {
  // Markdown may wrap the sentence over lines: read all whitespace as one space.
  const readme = readFileSync(path.join(__dirname, "..", "..", "README.md"), "utf8").replace(/\s+/g, " ");
  const { implemented, total } = implementedCount();
  // The sentence as the README has it (null when missing), so a failure shows it, not the whole file.
  const stated = /The embedded upstream implements \d+ of \d+ endpoints/.exec(readme)?.[0] ?? null;
  expect(stated).toBe(`The embedded upstream implements ${implemented} of ${total} endpoints`);
});
