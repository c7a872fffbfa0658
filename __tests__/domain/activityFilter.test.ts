// The activity page's address: what it keeps, what it drops, and how it becomes the
// store's filter for each viewer.
import { activityFilter } from "@/lib/audit/activity";
import { activityCsv } from "@/lib/domain/activityCsv";
import { activityQuery, activityRangeError, beforeOf, dayRange, EMPTY_ACTIVITY_VIEW, parseActivityView, parseBefore } from "@/lib/domain/activityFilter";

jest.mock("@/lib/audit/recorder", () => ({ auditRecorder: () => ({}) }));

test("reads the filters it knows and drops what is malformed", () => {
  expect(parseActivityView(new URLSearchParams("user=ana%40example.com&action=instanceAction&target=MDL&motive=patch+window&region=eu-central-1&outcome=refused&from=2026-11-01&to=2026-11-24"))).toEqual({
    user: "ana@example.com", action: "instanceAction", target: "MDL", motive: "patch window", region: "eu-central-1", outcome: "refused", from: "2026-11-01", to: "2026-11-24", before: "",
  });
  expect(parseActivityView({ region: "mars-1", outcome: "maybe", from: "2026-02-30", to: "24/11/2026", before: "x_1" })).toEqual(EMPTY_ACTIVITY_VIEW);
  expect(parseActivityView({ target: ["a", "b"] }).target).toBe("a");
});

test("writes only what is set, in a fixed order, and reads back the same view", () => {
  const view = { ...EMPTY_ACTIVITY_VIEW, outcome: "ok" as const, action: "dbInstanceAction", from: "2026-11-20" };
  expect(activityQuery(view)).toBe("action=dbInstanceAction&outcome=ok&from=2026-11-20");
  expect(parseActivityView(new URLSearchParams(activityQuery(view)))).toEqual(view);
});

test("pages by the last row shown; days are whole UTC days; a reversed range is refused", () => {
  const before = beforeOf({ at: new Date("2026-11-24T10:05:00.123Z"), id: "42" });
  expect(before).toBe("2026-11-24T10:05:00.123Z_42");
  expect(parseBefore(before)).toEqual({ at: new Date("2026-11-24T10:05:00.123Z"), id: "42" });
  expect(dayRange({ from: "2026-11-20", to: "2026-11-20" })).toEqual({ from: new Date("2026-11-20T00:00:00.000Z"), to: new Date("2026-11-20T23:59:59.999Z") });
  expect(activityRangeError({ from: "2026-11-21", to: "2026-11-20" })).toBe("Start date must be before end date.");
  expect(activityRangeError({ from: "2026-11-20", to: "2026-11-20" })).toBeNull();
});

test("superadmins filter by anyone; everyone else sees only their own rows, whatever the address asks", () => {
  const view = { ...EMPTY_ACTIVITY_VIEW, user: "someone@example.com" };
  expect(activityFilter(view, { username: "sofia@example.com", role: "superadmin" }).username).toBe("someone@example.com");
  expect(activityFilter(EMPTY_ACTIVITY_VIEW, { username: "sofia@example.com", role: "superadmin" }).username).toBeUndefined();
  expect(activityFilter(view, { username: "maria@example.com", role: "manager" }).username).toBe("maria@example.com");
  expect(activityFilter(view, { username: "adrian@example.com", role: "admin" }).username).toBe("adrian@example.com");
});

test("the CSV has a header, one line per row, and neutralises formula-looking text", () => {
  const csv = activityCsv([
    { at: "2026-11-24T10:00:00.000Z", username: "a@example.com", role: "admin", label: "Start, stop or reboot an instance", action: "instanceAction", targetKind: "instance", targetId: "i-1", targetName: "MDL_A", region: "us-west-2", motive: "=HYPERLINK(\"x\")", preflight: "Active users now: 3 (concurrency 9).", status: 200, outcome: "ok", message: null, durationMs: 5, requestId: "r-1" },
  ]);
  const [header, line] = csv.replace("\uFEFF", "").split("\r\n");
  expect(header).toBe('"Time (UTC)","User","Role","Action","Action id","Target kind","Target id","Target name","Region","Motive","Pre-flight facts","Status","Outcome","Message","Duration (ms)","Request id"');
  expect(line).toBe('"2026-11-24T10:00:00.000Z","a@example.com","admin","Start, stop or reboot an instance","instanceAction","instance","i-1","MDL_A","us-west-2","\'=HYPERLINK(""x"")","Active users now: 3 (concurrency 9).","200","ok","","5","r-1"');
});

test("the activity CSV opened with ; or , as the separator has no cell that starts a formula", () => {
  const hostile = [
    "…;=2+5*cmd|' /C calc'!A0",
    "=HYPERLINK(\"http://evil.example\")",
    "ok, @SUM(A1)",
    " \"-1+2",
    "first line\r\n+cmd",
    "a;\t=1",
    "x\";=1;\"",
    "tab,\tthen",
  ];
  const rows = hostile.map((text, i) => ({
    at: "2026-11-24T10:00:00.000Z", username: text, role: "admin", label: text, action: "instanceAction", targetKind: "instance", targetId: `i-${i}`, targetName: text,
    region: "us-west-2", motive: text, preflight: text, status: 400, outcome: "refused" as const, message: text, durationMs: 5, requestId: `r-${i}`,
  }));
  const csv = activityCsv(rows).replace("\uFEFF", "");
  for (const separator of [";", ","]) {
    const cells = csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
    const formulas = cells.filter((cell) => /^[\s"]*[=+\-@]/.test(cell));
    expect(formulas).toEqual([]);
  }
});

test("the motive is part of the address and of the store's filter", () => {
  const view = { ...EMPTY_ACTIVITY_VIEW, motive: "exam week" };
  expect(activityQuery(view)).toBe("motive=exam+week");
  expect(parseActivityView(new URLSearchParams(activityQuery(view)))).toEqual(view);
  expect(activityFilter(view, { username: "a@example.com", role: "superadmin" }).motive).toBe("exam week");
});
