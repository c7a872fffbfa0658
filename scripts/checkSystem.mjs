// `npm test`'s first step (and the first of `test:e2e` and `test:scale`, through scripts/e2e.mjs):
// checks the machine has what the suites need and, if not, prints one line per missing piece
// with the command that installs it, and exits 1 before any suite starts.
// `node scripts/checkSystem.mjs [chromium] [postgresql] [nginx]` checks those only.
import { missingPieces, PIECES } from "./lib/system.mjs";

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PIECES));
if (unknown.length > 0) {
  console.error(`checkSystem: unknown piece ${unknown.join(", ")} (known: ${Object.keys(PIECES).join(", ")})`);
  process.exit(2);
}
const missing = missingPieces(asked.length > 0 ? asked : undefined);
for (const line of missing) console.error(line);
process.exit(missing.length > 0 ? 1 : 0);
