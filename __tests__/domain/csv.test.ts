import {
  EXPORT_FAILED_MESSAGE, INSTANCES_REPORT_FILENAME, instancesReportCsv, neutraliseFormula, toCsv, withBom,
} from "@/lib/domain/csv";

describe("toCsv", () => {
  it("writes a header from the union of keys in first-seen order, CRLF between records", () => {
    const csv = toCsv([{ a: 1, b: "x" }, { c: true, a: 2 }]);
    expect(csv).toBe('"a","b","c"\r\n"1","x",""\r\n"2","","true"');
  });

  it("follows the given columns", () => {
    expect(toCsv([{ a: 1, b: 2, c: 3 }], { columns: ["c", "a"] })).toBe('"c","a"\r\n"3","1"');
  });

  it("quotes every field, doubling quotes", () => {
    const csv = toCsv([{ v: "a,b" }, { v: 'say "hi"' }, { v: "line1\nline2" }, { v: "cr\rhere" }, { v: "plain" }, { v: "a;b" }]);
    expect(csv.split("\r\n")).toEqual(['"v"', '"a,b"', '"say ""hi"""', '"line1\nline2"', '"cr\rhere"', '"plain"', '"a;b"']);
  });

  it("writes null and undefined as empty, numbers and booleans as text", () => {
    expect(toCsv([{ a: null, b: undefined, c: 0, d: false, e: 1.5 }])).toBe('"a","b","c","d","e"\r\n"","","0","false","1.5"');
  });

  it("gives empty text without rows or columns", () => {
    expect(toCsv([])).toBe("");
    expect(toCsv([], { columns: ["a"] })).toBe('"a"');
  });
});

describe("instances report", () => {
  it("has the spec's file name and failure message", () => {
    expect(INSTANCES_REPORT_FILENAME).toBe("InstancesReport.csv");
    expect(EXPORT_FAILED_MESSAGE).toBe("Something went wrong during the process.");
  });

  it("starts with a BOM", () => {
    expect(withBom("a")).toBe("\uFEFFa");
    expect(instancesReportCsv([{ a: 1 }]).charCodeAt(0)).toBe(0xfeff);
  });

  it("quotes every field, the description too, in either spelling", () => {
    const csv = instancesReportCsv([
      { Name: "acme", Description: "Main site", IP: "10.0.0.1" },
      { Name: "beta, inc", Description: 'He said "go"', IP: "" },
    ]);
    expect(csv).toBe('\uFEFF"Name","Description","IP"\r\n"acme","Main site","10.0.0.1"\r\n"beta, inc","He said ""go""",""');
    expect(instancesReportCsv([{ description: "x" }])).toBe('\uFEFF"description"\r\n"x"');
  });

  it("round-trips through a simple RFC 4180 reader", () => {
    const rows = [{ Description: 'multi\r\nline, "quoted"', n: 3 }];
    const text = instancesReportCsv(rows).slice(1);
    expect(parseCsv(text)).toEqual([["Description", "n"], ['multi\r\nline, "quoted"', "3"]]);
  });
});

/** A minimal reader used only to check that what toCsv writes reads back the same. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let fieldText = "";
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') { fieldText += '"'; i++; }
      else if (ch === '"') inQuotes = false;
      else fieldText += ch;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ",") { record.push(fieldText); fieldText = ""; }
    else if (ch === "\r" && text[i + 1] === "\n") { record.push(fieldText); records.push(record); record = []; fieldText = ""; i++; }
    else fieldText += ch;
  }
  record.push(fieldText);
  records.push(record);
  return records;
}

// OWASP CSV injection: a cell starting with = + - @ tab or CR gets a leading ', also behind
// spaces or quotes, and where a spreadsheet splitting at ; or , would see a cell begin inside the text.
describe("formula neutralising", () => {
  it.each([["=1+1"], ["+1"], ["-2+3"], ["@SUM(A1)"], ["\tx"], ["\rx"]])("prefixes %j with a single quote", (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it("leaves other text, and numbers, as they are", () => {
    expect(neutraliseFormula("plain")).toBe("plain");
    expect(neutraliseFormula("a=b")).toBe("a=b");
    expect(neutraliseFormula("a-b, c=d; e@f")).toBe("a-b, c=d; e@f");
    expect(toCsv([{ n: -5, ok: false }])).toBe('"n","ok"\r\n"-5","false"');
  });

  it("neutralises every text cell and header of any CSV", () => {
    expect(toCsv([{ "=cmd": "@x", b: "-1" }])).toBe(`"'=cmd","b"\r\n"'@x","'-1"`);
    expect(toCsv([{ a: "\r=1" }])).toBe(`"a"\r\n"'\r'=1"`);
  });

  it("neutralises a formula behind spaces or quotes, and after a , ; or line break inside the text", () => {
    expect(neutraliseFormula("  =1+1")).toBe("'  =1+1");
    expect(neutraliseFormula('"=1+1"')).toBe(`'"=1+1"`);
    expect(neutraliseFormula("reason;=2+5*cmd|' /C calc'!A0")).toBe("reason;'=2+5*cmd|' /C calc'!A0");
    expect(neutraliseFormula("a, @SUM(1)")).toBe("a,' @SUM(1)");
    expect(neutraliseFormula('a;"-1+2')).toBe(`a;'"-1+2`);
    expect(neutraliseFormula("line\r\n+1")).toBe("line\r\n'+1");
    expect(neutraliseFormula("a,\tb")).toBe("a,'\tb");
  });

  it("writes an instance whose description starts with = as text", () => {
    const csv = instancesReportCsv([{ Name: "aula", Description: '=HYPERLINK("http://evil.example","x")' }]);
    expect(csv).toBe('\uFEFF"Name","Description"\r\n"aula","\'=HYPERLINK(""http://evil.example"",""x"")"');
  });
});
