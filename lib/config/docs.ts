// The generated documentation of the environment variables: `.env.example` and the table between
// the markers of docs/operations.md, both made from ./variables.ts (`npm run config:docs`
// writes them; a unit test fails when either file differs from what this module makes).
import type { Variable, VariableTable } from "./read";
import { SECTIONS } from "./variables";

export const DOCS_START = "<!-- config:start -->";
export const DOCS_END = "<!-- config:end -->";

interface Row {
  name: string;
  variable: Variable<unknown>;
}

function rows(variables: VariableTable): Row[] {
  return Object.entries(variables).map(([name, variable]) => ({ name, variable }));
}

/** `text` as comment lines of at most `width` characters. */
function commentLines(text: string, width = 100): string[] {
  const lines: string[] = [];
  let line = "#";
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > width && line !== "#") {
      lines.push(line);
      line = "#";
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/** The whole of `.env.example`. */
export function envExample(): string {
  const out = [
    "# The console's environment variables, generated from lib/config/variables.ts by",
    "# `npm run config:docs`: do not edit by hand. Every one is optional; the commented value is its",
    "# default (none: unset). A value that does not fit stops the start, naming the variable.",
  ];
  for (const section of SECTIONS) {
    out.push("", `# --- ${section.title} ---`);
    for (const { name, variable } of rows(section.variables)) {
      out.push("", ...commentLines(`${variable.description} Accepts ${variable.kind.accepts}.`), `# ${name}=${variable.defaultText ?? ""}`);
    }
  }
  return out.join("\n") + "\n";
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

/** The part of docs/operations.md between the markers (the markers excluded). */
export function variableTable(): string {
  const out = [
    "",
    "Generated from `lib/config/variables.ts` by `npm run config:docs`; `.env.example` lists the same.",
    "Every variable is optional. The console checks them all as it starts, and a value that does not",
    "fit stops it with one line per variable, e.g.",
    "`Configuration error: AUTH_LOCK_MINUTES must be a whole number from 1 to 1440 (got \"fifteen\")`.",
  ];
  for (const section of SECTIONS) {
    out.push("", `### ${section.title}`, "", "| Variable | Default | Accepts | What it does |", "| --- | --- | --- | --- |");
    for (const { name, variable } of rows(section.variables)) {
      const fallback = variable.defaultText === null ? "unset" : `\`${variable.defaultText}\``;
      out.push(`| \`${name}\` | ${fallback} | ${cell(variable.kind.accepts)} | ${cell(variable.description)} |`);
    }
  }
  out.push(
    "",
    "Not listed, as they are not the console's settings: Next.js's own (`NODE_ENV`, `NEXT_RUNTIME`; `npm start`",
    "sets `NEXT_TELEMETRY_DISABLED=1`), `UPSTREAM_PORT` of `npm run upstream` (the embedded upstream served",
    "alone, which reads the SIM_* variables above too), and the test and bench harnesses' (`E2E_*`,",
    "`CHROMIUM_PATH`, …). No variable reaches the browser (there are no `NEXT_PUBLIC_*` ones): the idle",
    "timeouts and the role recheck interval are handed to the pages by the server.",
  );
  return out.join("\n") + "\n";
}

/** `page` with its generated part replaced; throws when the markers are missing. */
export function withVariableTable(page: string): string {
  const start = page.indexOf(DOCS_START);
  const end = page.indexOf(DOCS_END);
  if (start === -1 || end < start) throw new Error(`docs/operations.md needs the markers ${DOCS_START} and ${DOCS_END}`);
  return page.slice(0, start + DOCS_START.length) + "\n" + variableTable() + page.slice(end);
}
