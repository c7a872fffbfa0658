// Attempt limits shared by console replicas in the console's database, on both of its
// backends: two limiters standing for two replicas over one database count together, lose no
// failure when both count at once, forget failures older than the window, and a success clears
// an account's count but not its lock.
import { AuditStore } from "@/lib/audit/store";
import { AttemptLimiter, type AttemptLimitSettings } from "@/lib/security/attemptLimits";
import { DatabaseAttemptStore } from "@/lib/security/sharedAttempts";
import { logger } from "@/lib/observe/logger";
import { storeBackends } from "./pgCluster";

const SETTINGS: AttemptLimitSettings = { codeFailures: 5, passwordFailures: 10, addressFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

describe.each(storeBackends())("attempt limits shared on %s", (_name, open) => {
  let store: AuditStore;
  let now = Date.UTC(2026, 10, 27, 12, 0);
  const replica = () => new AttemptLimiter(() => SETTINGS, () => now, new DatabaseAttemptStore(async () => store.db));

  beforeAll(async () => {
    store = await open();
  });
  beforeEach(async () => {
    await store.db.deleteFrom("attempt_bucket").execute();
    now = Date.UTC(2026, 10, 27, 12, 0);
  });
  afterAll(() => store.close());

  it("five wrong codes spread across two replicas lock the account on both", async () => {
    const [a, b] = [replica(), replica()];
    for (let i = 0; i < 4; i++) await (i % 2 ? a : b).fail("code", "Ana@Example.com", null);
    expect(await a.check("code", "ana@example.com", null)).toEqual({ allowed: true });
    await b.fail("code", "ana@example.com", null);
    const locked = { allowed: false, retryAfterSeconds: 900, message: "Too many failed attempts. Try again in 15 minutes (after 12:15 UTC)." };
    expect(await a.check("code", "ana@example.com", null)).toEqual(locked);
    expect(await b.check("code", "ana@example.com", null)).toEqual(locked);
    expect(await a.check("code", "bob@example.com", null)).toEqual({ allowed: true });
    now += 15 * 60_000;
    expect(await b.check("code", "ana@example.com", null)).toEqual({ allowed: true });
  });

  it("failures counted at the same moment on both replicas are all counted", async () => {
    const [a, b] = [replica(), replica()];
    await Promise.all(Array.from({ length: 9 }, (_, i) => (i % 2 ? a : b).fail("password", "ana@example.com", "198.51.100.7")));
    expect((await a.check("password", "ana@example.com", null)).allowed).toBe(true);
    await a.fail("password", "ana@example.com", null);
    expect((await b.check("password", "ana@example.com", null)).allowed).toBe(false);
  });

  it("failures older than the window do not count, and a success clears a count but not a lock", async () => {
    const [a, b] = [replica(), replica()];
    for (let i = 0; i < 4; i++) await a.fail("code", "ana@example.com", null);
    now += 16 * 60_000;
    await b.fail("code", "ana@example.com", null);
    expect((await a.check("code", "ana@example.com", null)).allowed).toBe(true);
    for (let i = 0; i < 3; i++) await a.fail("code", "ana@example.com", null);
    await b.succeed("code", "ana@example.com");
    await a.fail("code", "ana@example.com", null);
    expect((await a.check("code", "ana@example.com", null)).allowed).toBe(true);
    for (let i = 0; i < 4; i++) await b.fail("code", "ana@example.com", null);
    await a.succeed("code", "ana@example.com");
    expect((await b.check("code", "ana@example.com", null)).allowed).toBe(false);
  });

  it("one address guessing across accounts on both replicas is locked at 30", async () => {
    const [a, b] = [replica(), replica()];
    for (let i = 0; i < 30; i++) await (i % 2 ? a : b).fail("password", `user${i}@example.com`, "198.51.100.7");
    expect((await a.check("password", "someone-new@example.com", "198.51.100.7")).allowed).toBe(false);
    expect((await b.check("password", "someone-new@example.com", "198.51.100.8")).allowed).toBe(true);
  });
});

test("a database that cannot be reached leaves the counting to the process", async () => {
  const errors = jest.spyOn(logger(), "error");
  const limiter = new AttemptLimiter(() => SETTINGS, () => Date.UTC(2026, 10, 27, 12, 0), new DatabaseAttemptStore(() => Promise.reject(new Error("connection refused"))));
  for (let i = 0; i < 5; i++) await limiter.fail("code", "ana@example.com", null);
  expect((await limiter.check("code", "ana@example.com", null)).allowed).toBe(false);
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();
});
