// The attempt limiter on its own clock: per-account limits for passwords and codes, a per-address
// limit only when a trusted proxy names the address, the lock's length and message, and what
// a success clears.
import { readConsoleConfig } from "@/lib/config/console";
import { clientAddress } from "@/lib/http/clientAddress";
import { AttemptLimiter, attemptSettings, type AttemptLimitSettings } from "@/lib/security/attemptLimits";

const SETTINGS: AttemptLimitSettings = { codeFailures: 5, passwordFailures: 10, addressFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

function limiter(start = Date.UTC(2026, 10, 23, 12, 0)) {
  let now = start;
  return { l: new AttemptLimiter(() => SETTINGS, () => now), advance: (ms: number) => (now += ms) };
}

test("defaults: 5 codes, 10 passwords, 30 per address, within 15 minutes, locked for 15", () => {
  expect(attemptSettings()).toEqual(SETTINGS);
  expect(attemptSettings(readConsoleConfig({ AUTH_CODE_FAILURES: "3", AUTH_LOCK_MINUTES: "1" }).auth)).toMatchObject({ codeFailures: 3, lockMs: 60_000 });
});

test("the 10th wrong password locks the account for 15 minutes, with a message that says when", async () => {
  const { l, advance } = limiter();
  for (let i = 0; i < 9; i++) await l.fail("password", "Ana@Example.com", null);
  expect(await l.check("password", "ana@example.com", null)).toEqual({ allowed: true });
  await l.fail("password", "ana@example.com", null);
  expect(await l.check("password", "ana@example.com", null)).toEqual({ allowed: false, retryAfterSeconds: 900, message: "Too many failed attempts. Try again in 15 minutes (after 12:15 UTC)." });
  expect(await l.check("password", "bob@example.com", null)).toEqual({ allowed: true });
  advance(15 * 60_000);
  expect(await l.check("password", "ana@example.com", null)).toEqual({ allowed: true });
});

test("failures older than the window do not count", async () => {
  const { l, advance } = limiter();
  for (let i = 0; i < 4; i++) await l.fail("code", "ana@example.com", null);
  advance(16 * 60_000);
  await l.fail("code", "ana@example.com", null);
  expect((await l.check("code", "ana@example.com", null)).allowed).toBe(true);
});

test("a success clears the account's count, not a lock", async () => {
  const { l } = limiter();
  for (let i = 0; i < 4; i++) await l.fail("code", "ana@example.com", null);
  await l.succeed("code", "ana@example.com");
  await l.fail("code", "ana@example.com", null);
  expect((await l.check("code", "ana@example.com", null)).allowed).toBe(true);
  for (let i = 0; i < 4; i++) await l.fail("code", "ana@example.com", null);
  await l.succeed("code", "ana@example.com");
  expect((await l.check("code", "ana@example.com", null)).allowed).toBe(false);
});

test("one address guessing across many accounts is locked at 30", async () => {
  const { l } = limiter();
  for (let i = 0; i < 30; i++) await l.fail("password", `user${i}@example.com`, "198.51.100.7");
  expect((await l.check("password", "someone-new@example.com", "198.51.100.7")).allowed).toBe(false);
  expect((await l.check("password", "someone-new@example.com", "198.51.100.8")).allowed).toBe(true);
});

test("forwarded headers are believed only behind a trusted proxy; otherwise the connection's address counts", () => {
  const headers = new Headers({ "x-forwarded-for": "203.0.113.5, 10.0.0.1" });
  expect(clientAddress(headers)).toBeNull();
  expect(clientAddress(headers, false)).toBeNull();
  expect(clientAddress(headers, false, "198.51.100.9")).toBe("198.51.100.9");
  expect(clientAddress(headers, false, "::ffff:198.51.100.9")).toBe("198.51.100.9");
  expect(clientAddress(headers, true, "10.0.0.1")).toBe("203.0.113.5");
  expect(clientAddress(new Headers({ "x-forwarded-for": "<script>" }), true)).toBeNull();
});

test("attempts reserved at once take the limit's places one by one; a settled success frees its place", async () => {
  const { l } = limiter();
  const held = await Promise.all(Array.from({ length: 8 }, () => l.reserve("code", "ana@example.com", "198.51.100.7")));
  expect(held.map((h) => h.allowed)).toEqual([true, true, true, true, true, false, false, false]);
  const [first, ...others] = held.filter((h) => h.allowed === true);
  await first.settle("succeeded");
  await first.settle("failed");
  const next = await l.reserve("code", "ana@example.com", null);
  expect(next.allowed).toBe(true);
  for (const h of others) await h.settle("failed");
  if (next.allowed) await next.settle("failed");
  expect(await l.check("code", "ana@example.com", null)).toMatchObject({ allowed: false, retryAfterSeconds: 900 });
});
