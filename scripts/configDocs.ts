// `npm run config:docs`: writes `.env.example` and the variable table of docs/operations.md (between
// its config markers) from lib/config/variables.ts. Run it after changing a variable; the unit test
// __tests__/config/docs.test.ts fails until then.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DOCS_END, DOCS_START, envExample, withVariableTable } from "@/lib/config/docs";

const root = process.cwd();
const example = path.join(root, ".env.example");
const operations = path.join(root, "docs", "operations.md");

writeFileSync(example, envExample());
const page = existsSync(operations) ? readFileSync(operations, "utf8") : `# Operations\n\n## Environment variables\n\n${DOCS_START}\n${DOCS_END}\n`;
writeFileSync(operations, withVariableTable(page));
console.log(`Wrote ${path.relative(root, example)} and the variable table of ${path.relative(root, operations)}`);
