// A small RFC 4180 CSV writer and the instances report export (spec 1 §3, §8, §9): CRLF line ends,
// every field quoted, a byte-order mark so spreadsheets read UTF-8, and formula-looking text
// neutralised (OWASP "CSV injection") wherever a spreadsheet could see a cell begin: at the start
// of the text, and after any `,` or `;` (the list separator of Spanish, German or French
// spreadsheets, which split a comma-separated file at them) or line break inside it.

export const INSTANCES_REPORT_FILENAME = "InstancesReport.csv";
export const EXPORT_FAILED_MESSAGE = "Something went wrong during the process.";

const CRLF = "\r\n";
const BOM = "\uFEFF";

export interface CsvOptions {
  /** The columns and their order; by default every key of every row, in first-seen order. */
  columns?: string[];
}

// A spreadsheet runs a cell that starts with one of these as a formula (`=HYPERLINK(…)`,
// `@SUM(…)`, `-2+3`; tab and CR are read past by some), also when spaces or quotes come first,
// so such text gets a `'`: shown as text, and the quote is visible, so nothing is silently
// changed. The same holds after a `,`, `;` or line break within the text, where a spreadsheet
// that splits at another separator than the file's sees a new cell begin.
const FORMULA_START = /^(?:[^\S\t\r]|")*[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\r\n])((?:[^\S\t\r\n]|")*)(?=[=+\-@\t\r])/g;

/** `'=1+1` for `=1+1`, `a;'=1+1` for `a;=1+1`; other text unchanged. */
export function neutraliseFormula(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** Text of one cell: null/undefined empty, dates as ISO 8601, other objects as JSON; text neutralised.
 * Numbers and booleans are written as they are: their text cannot be a formula, and `-5` must stay a number. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return neutraliseFormula(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (typeof value === "object") return neutraliseFormula(JSON.stringify(value));
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return neutraliseFormula(String(value));
}

/** Every field is quoted: a separator, quote or line break inside it stays inside it. */
function field(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** Header plus one record per row, joined by CRLF (no line break after the last record).
 * No rows and no columns give "". */
export function toCsv(rows: readonly Record<string, unknown>[], options: CsvOptions = {}): string {
  const columns = options.columns ?? unionOfKeys(rows);
  if (columns.length === 0) return "";
  // Column names come from the upstream too (free columns), so they are neutralised as well.
  const lines = [columns.map((c) => field(neutraliseFormula(c))).join(",")];
  for (const row of rows) {
    lines.push(columns.map((c) => field(cellText(Object.hasOwn(row, c) ? row[c] : undefined))).join(","));
  }
  return lines.join(CRLF);
}

function unionOfKeys(rows: readonly Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

/** Prefixes the UTF-8 byte-order mark. */
export function withBom(text: string): string {
  return BOM + text;
}

/** The InstancesReport.csv text: free columns, with a BOM. */
export function instancesReportCsv(rows: readonly Record<string, unknown>[]): string {
  return withBom(toCsv(rows));
}
