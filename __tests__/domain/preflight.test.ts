// The pre-flight facts in words: active users and concurrency right now, summed over
// the server's serving sites or for the one site an upgrade concerns; whether a backup ran in the
// last 24 hours; a shared server's client sites; and honest "not known" lines when a read failed.
// What the BFF keeps of the header is bounded and free of control characters.
import { figureOf, parsePreflightHeader, PREFLIGHT_RECORD_MAX, preflightLines, preflightRecord, type PreflightFacts, type PreflightSite } from "@/lib/domain/preflight";

const NOW = new Date("2026-11-26T15:00:00Z");
const site = (domain: string, users: number | null, state: PreflightSite["state"] = "read"): PreflightSite => ({
  domain,
  client: domain.split(".")[0],
  activeUsers: users,
  concurrency: users === null ? null : users * 2,
  state,
});
const facts = (over: Partial<PreflightFacts> = {}): PreflightFacts => ({ sites: [], sitesNotRead: 0, lastBackupAt: null, backupKnown: true, ...over });

test("users are summed over the serving sites, with a shared server's site count", () => {
  const lines = preflightLines(facts({ sites: [site("a.example", 10), site("b.example", 5), site("c.example", null, "stopped")] }), { shared: true }, NOW);
  expect(lines).toEqual([
    "Active users now: 15 across 2 sites (concurrency 30).",
    "Backup in the last 24 hours: none through the console.",
    "Shared server: it carries 3 client sites, all affected.",
  ]);
});

test("an upgrade of one site counts only that site's users, matched by host", () => {
  const lines = preflightLines(facts({ sites: [site("a.example", 10), site("b.example", 5)] }), { shared: true, domain: "https://B.example/" }, NOW);
  expect(lines[0]).toBe("Active users now: 5 (concurrency 10).");
  expect(lines[2]).toBe("Shared server: it carries 2 client sites.");
});

test("the last backup is told as how long ago, in UTC", () => {
  expect(preflightLines(facts({ lastBackupAt: "2026-11-26T12:05:00.000Z" }), { shared: false }, NOW)[1]).toBe("Backup in the last 24 hours: yes, 3 hours ago (12:05 UTC).");
  expect(preflightLines(facts({ lastBackupAt: "2026-11-26T14:59:00.000Z" }), { shared: false }, NOW)[1]).toBe("Backup in the last 24 hours: yes, 1 minute ago (14:59 UTC).");
  expect(preflightLines(facts({ backupKnown: false }), { shared: false }, NOW)[1]).toMatch(/not known/);
});

test("what could not be read is said, never shown as zero", () => {
  expect(preflightLines(facts({ sites: null }), { shared: true }, NOW)).toEqual([
    "Active users: not known (the server's sites could not be listed).",
    "Backup in the last 24 hours: none through the console.",
  ]);
  expect(preflightLines(facts({ sites: [site("a.example", null, "unknown")] }), { shared: false }, NOW)[0]).toBe("Active users: not known (1 site could not be read).");
  expect(preflightLines(facts({ sites: [site("a.example", 4), site("b.example", null, "unknown")] }), { shared: false }, NOW)[0]).toBe("Active users now: 4 across 1 site (concurrency 8); 1 site could not be read.");
  expect(preflightLines(facts({ sites: [site("a.example", null, "stopped")] }), { shared: false }, NOW)[0]).toBe("Active users: none (no site is serving).");
  expect(preflightLines(facts({ sites: [site("a.example", 1)], sitesNotRead: 3 }), { shared: false }, NOW).at(-1)).toBe("3 more sites not read.");
});

test("figures come as numbers or numbers in text; anything else is not a figure", () => {
  expect([figureOf(12), figureOf(" 7 "), figureOf("3.5"), figureOf("n/a"), figureOf(null), figureOf(Number.NaN)]).toEqual([12, 7, 3.5, null, null, null]);
});

test("the record and the header are bounded; the header is decoded and loses control characters", () => {
  expect(preflightRecord(["a", "b"])).toBe("a b");
  expect(preflightRecord(["x".repeat(2000)])).toHaveLength(PREFLIGHT_RECORD_MAX);
  expect(parsePreflightHeader(encodeURIComponent("Active users now: 3.\r\nInjected: yes ü"))).toBe("Active users now: 3. Injected: yes ü");
  expect(parsePreflightHeader("%E0%A4%A")).toBeNull();
  expect(parsePreflightHeader(null)).toBeNull();
  expect(parsePreflightHeader(encodeURIComponent("y".repeat(5000)))).toHaveLength(PREFLIGHT_RECORD_MAX);
});
