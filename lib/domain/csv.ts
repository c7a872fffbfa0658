// A small RFC 4180 CSV writer and the instances report export (spec 1 §3, §8, §9): CRLF line ends,
// quotes where needed (always for the description), a byte-order mark so spreadsheets read UTF-8,
// and formula-looking text neutralised (OWASP "CSV injection").

export const INSTANCES_REPORT_FILENAME = "InstancesReport.csv";
export const EXPORT_FAILED_MESSAGE = "Something went wrong during the process.";

const CRLF = "\r\n";
const BOM = "\uFEFF";
const NEEDS_QUOTES = /[",\r\n]/;

export interface CsvOptions {
  /** The columns and their order; by default every key of every row, in first-seen order. */
  columns?: string[];
  /** Columns whose values are always quoted (the header is quoted only when it needs it). */
  alwaysQuote?: string[];
}

// A spreadsheet runs a cell that starts with one of these as a formula (`=HYPERLINK(…)`,
// `@SUM(…)`, `-2+3`; tab and CR are read past by some), so such text gets a leading `'`:
// shown as text, and the quote is visible, so nothing is silently changed.
const FORMULA_START = /^[=+\-@\t\r]/;

/** `'=1+1` for `=1+1`; other text unchanged. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
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

function field(text: string, quote: boolean): string {
  return quote || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header plus one record per row, joined by CRLF (no line break after the last record).
 * No rows and no columns give "". */
export function toCsv(
  rows: readonly Record<string, unknown>[],
  options: { columns?: string[]; alwaysQuote?: string[] } = {},
): string {
  const columns = options.columns ?? unionOfKeys(rows);
  if (columns.length === 0) return "";
  const quoted = new Set(options.alwaysQuote ?? []);
  // Column names come from the upstream too (free columns), so they are neutralised as well.
  const lines = [columns.map((c) => field(neutraliseFormula(c), false)).join(",")];
  for (const row of rows) {
    lines.push(columns.map((c) => field(cellText(Object.hasOwn(row, c) ? row[c] : undefined), quoted.has(c))).join(","));
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

/** The InstancesReport.csv text: free columns, the description always quoted, with a BOM. */
export function instancesReportCsv(rows: readonly Record<string, unknown>[]): string {
  return withBom(toCsv(rows, { alwaysQuote: ["Description", "description"] }));
}
