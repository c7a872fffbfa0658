// Runs the Playwright config beside it the way scripts/e2e.mjs runs the suites
// (scripts/lib/playwrightRun.mjs), without the build and the consoles: the run that
// interruptedRun.test.ts stops.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runPlaywright } from "../../../scripts/lib/playwrightRun.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
process.exit(await runPlaywright(path.resolve(here, "..", "..", ".."), ["--config", path.join(here, "playwright.config.ts")]));
