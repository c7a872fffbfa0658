// After an e2e run (scripts/e2e.mjs): the consoles' logs hold no demo password, two-factor secret
// or unredacted secret field, and the BFF's calls are there as JSON lines with their request ids.
// Usage: tsx scripts/checkLogs.ts <log file>…
import { readFileSync } from "node:fs";
import { demoSecrets, jsonLines, leaksIn } from "./lib/logScan";

const files = process.argv.slice(2);
let failed = false;
let bffCalls = 0;
let lines = 0;
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const leaks = leaksIn(text, demoSecrets());
  const entries = jsonLines(text);
  lines += entries.length;
  bffCalls += entries.filter((line) => line.msg === "request" && typeof line.route === "string" && line.route.startsWith("/api/v1/") && typeof line.requestId === "string").length;
  if (leaks.length > 0) {
    failed = true;
    console.error(`${file}: the log holds ${leaks.join(", ")}`);
  }
}
// Every run signs in through the page (auth.setup.ts): its code steps are BFF calls.
if (bffCalls === 0) {
  failed = true;
  console.error(`The consoles' logs (${files.join(", ")}) hold no JSON line of a BFF call with its request id`);
}
if (!failed) console.log(`Consoles' logs: ${lines} JSON lines, ${bffCalls} BFF calls with their request ids; no demo password, two-factor secret or unredacted secret field.`);
process.exit(failed ? 1 : 0);
