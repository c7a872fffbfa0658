// Turns the two Moodle reference TSV files (header line, tab-separated rows) into the rows the
// sim bundles as JSON: only the columns the reports use. Shared by the generator script and the
// test that keeps the JSON in step with the TSV.

export interface MoodleEventRow {
  class: string;
  name: string;
  crud: string;
  edulevel: string;
}

export interface MoodleTaskRow {
  classname: string;
  name: string;
}

/** The rows as objects keyed by the header's column names. */
function parseTsv(text: string): Record<string, string>[] {
  const [header, ...lines] = text.split(/\r?\n/).filter((l) => l.length > 0);
  const columns = header.split("\t");
  return lines.map((line) => {
    const cells = line.split("\t");
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ""]));
  });
}

export function eventsFromTsv(text: string): MoodleEventRow[] {
  return parseTsv(text).map((r) => ({ class: r.class, name: r.name_en, crud: r.crud, edulevel: r.edulevel }));
}

export function tasksFromTsv(text: string): MoodleTaskRow[] {
  return parseTsv(text).map((r) => ({ classname: r.classname, name: r.name_en }));
}

/** One key per line, the layout the checked-in JSON has always had, so a rerun leaves no diff. */
export function toJsonText(rows: readonly object[]): string {
  const item = (row: object) => `{\n${Object.entries(row).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(",\n")}\n}`;
  return `[\n${rows.map(item).join(",\n")}\n]`;
}
