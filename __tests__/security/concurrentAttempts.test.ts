// Guesses made all at once: each attempt is counted before the upstream sees it, so no more than
// the limit reach the upstream however many arrive together — wrong passwords at the sign-in,
// wrong codes at the code step — whether the counts are kept in memory or in the console's
// database (PGlite, and a PostgreSQL server that two replicas share). Each test counts what the
// upstream received.
import { AuditStore } from "@/lib/audit/store";
import { signInWithUpstream } from "@/lib/auth/signInWithUpstream";
import { AttemptLimiter, BUSY_MESSAGE, resetAttemptLimiter, type AttemptLimitSettings } from "@/lib/security/attemptLimits";
import { DatabaseAttemptStore } from "@/lib/security/sharedAttempts";
import { logger } from "@/lib/observe/logger";
import { processSingleton } from "@/lib/process/singleton";
import { closeEmbeddedSim, getEmbeddedSim, SEED_ACCOUNT_BY_ROLE } from "@/lib/sim";
import { storeBackends } from "../audit/pgCluster";
import { callBff, inProcess, sessionFor } from "../contract/harness";

const SETTINGS: AttemptLimitSettings = { codeFailures: 5, passwordFailures: 10, addressFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const MANAGER = SEED_ACCOUNT_BY_ROLE.manager;

const forwarded = (id: string) => getEmbeddedSim().log.entries().filter((e) => e.endpointId === id).length;

async function wrongPassword(i: number): Promise<string> {
  try {
    await signInWithUpstream({ username: MANAGER.username, password: `Wrong!${i}` });
    return "signed in";
  } catch (err) {
    return (JSON.parse((err as Error).message) as { message: string }).message;
  }
}

/** 30 wrong codes sent at once on one half-signed-in session; the statuses answered. */
async function wrongCodesAtOnce(): Promise<number[]> {
  const half = await sessionFor("pending");
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => callBff(half, { method: "POST", path: "/otp/validate", body: JSON.stringify({ token: String(100_000 + i) }), contentType: "application/json" })),
  );
  return answers.map((res) => res.status);
}

/** The process's limiter counting in `store`'s database, as with DATABASE_URL. */
function limiterInDatabase(store: AuditStore): void {
  resetAttemptLimiter();
  processSingleton("attempt-limiter", () => new AttemptLimiter(() => SETTINGS, Date.now, new DatabaseAttemptStore(async () => store.db)));
}

beforeAll(() => inProcess.start());
beforeEach(async () => {
  resetAttemptLimiter();
  await closeEmbeddedSim();
});
afterAll(async () => {
  resetAttemptLimiter();
  await closeEmbeddedSim();
});

describe("in memory", () => {
  test("40 wrong passwords at once: at most 10 reach the upstream, the rest are refused by the console", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => wrongPassword(i)));
    expect(forwarded("signin")).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a === BUSY_MESSAGE || a.startsWith("Too many failed attempts.")).length).toBeGreaterThanOrEqual(30);
  });

  test("30 wrong codes at once on one pending session: at most 5 reach the upstream", async () => {
    const statuses = await wrongCodesAtOnce();
    expect(forwarded("otpValidate")).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
  });

  test("wrong passwords at once that stay under the limit leave the right one free", async () => {
    await Promise.all(Array.from({ length: 3 }, (_, i) => wrongPassword(i)));
    await expect(signInWithUpstream({ username: MANAGER.username, password: MANAGER.password })).resolves.toMatchObject({ username: MANAGER.username });
  });
});

describe.each(storeBackends())("in the database (%s)", (_name, open) => {
  let store: AuditStore;
  let errors: jest.SpyInstance;
  beforeAll(async () => {
    store = await open();
  });
  beforeEach(async () => {
    await store.db.deleteFrom("attempt_bucket").execute();
    limiterInDatabase(store);
    errors = jest.spyOn(logger(), "error");
  });
  // The counts stayed in the database: it never fell back to counting in memory.
  afterEach(() => {
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
  afterAll(async () => {
    resetAttemptLimiter();
    await store.close();
  });

  test("40 wrong passwords at once: at most 10 reach the upstream", async () => {
    await Promise.all(Array.from({ length: 40 }, (_, i) => wrongPassword(i)));
    expect(forwarded("signin")).toBeLessThanOrEqual(10);
  });

  test("30 wrong codes at once on one pending session: at most 5 reach the upstream", async () => {
    const statuses = await wrongCodesAtOnce();
    expect(forwarded("otpValidate")).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
  });

  test("two replicas guessing one account at once let at most 10 attempts through between them", async () => {
    const replicas = [0, 1].map(() => new AttemptLimiter(() => SETTINGS, Date.now, new DatabaseAttemptStore(async () => store.db)));
    let upstreamCalls = 0;
    let asked = 0;
    let everyoneAsked!: () => void;
    const allAsked = new Promise<void>((resolve) => (everyoneAsked = resolve));
    const guess = async (i: number) => {
      const attempt = await replicas[i % 2].reserve("password", "ana@example.com", null);
      if (++asked === 40) everyoneAsked();
      if (!attempt.allowed) return attempt.message;
      upstreamCalls += 1;
      // The upstream answers only once every guess has been made: all of them overlap.
      await allAsked;
      await attempt.settle("failed");
      return "wrong";
    };
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(i)));
    expect(upstreamCalls).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a === "wrong").length).toBe(upstreamCalls);
    const after = await replicas[0].reserve("password", "ana@example.com", null);
    expect(after.allowed).toBe(false);
  });
});
