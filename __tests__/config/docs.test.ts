// `.env.example` and the variable table of docs/operations.md are what lib/config makes of its
// variables: after changing one, `npm run config:docs` writes both again.
import { readFileSync } from "node:fs";
import path from "node:path";
import { DOCS_END, DOCS_START, envExample, variableTable, withVariableTable } from "@/lib/config/docs";
import { VARIABLE_NAMES } from "@/lib/config/variables";

const read = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");

it("`.env.example` is up to date with lib/config (npm run config:docs)", () => {
  expect(read(".env.example")).toBe(envExample());
});

it("docs/operations.md's variable table is up to date with lib/config (npm run config:docs)", () => {
  const page = read("docs/operations.md");
  expect(page).toBe(withVariableTable(page));
  const generated = page.slice(page.indexOf(DOCS_START) + DOCS_START.length, page.indexOf(DOCS_END));
  expect(generated).toBe("\n" + variableTable());
});

it("both name every variable, each once", () => {
  const example = envExample();
  const table = variableTable();
  for (const name of VARIABLE_NAMES) {
    expect(example.match(new RegExp(`^# ${name}=`, "gm"))).toHaveLength(1);
    expect(table.match(new RegExp(`^\\| \`${name}\` \\|`, "gm"))).toHaveLength(1);
  }
});

it("replaces only what lies between the markers", () => {
  const page = `# Operations\n\nBefore.\n\n${DOCS_START}\nstale\n${DOCS_END}\n\nAfter.\n`;
  const written = withVariableTable(page);
  expect(written.startsWith(`# Operations\n\nBefore.\n\n${DOCS_START}\n`)).toBe(true);
  expect(written.endsWith(`${DOCS_END}\n\nAfter.\n`)).toBe(true);
  expect(written).not.toContain("stale");
  expect(() => withVariableTable("# Operations\n")).toThrow(/markers/);
});
