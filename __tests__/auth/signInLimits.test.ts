// Guessing passwords through the console's sign-in (next-auth's authorize step): after the
// account's limit the console refuses by itself, without asking the upstream, and says when to
// try again; the right password is refused too while the lock lasts.
import { signInWithUpstream } from "@/lib/auth/signInWithUpstream";
import { resetAttemptLimiter } from "@/lib/security/attemptLimits";
import { closeEmbeddedSim, getEmbeddedSim, SEED_ACCOUNT_BY_ROLE } from "@/lib/sim";

const MANAGER = SEED_ACCOUNT_BY_ROLE.manager;

beforeEach(async () => {
  delete process.env.UPSTREAM_URL;
  resetAttemptLimiter();
  await closeEmbeddedSim();
});

const signInCalls = () => getEmbeddedSim().log.entries().filter((e) => e.endpointId === "signin").length;

async function attempt(password: string): Promise<string> {
  try {
    await signInWithUpstream({ username: MANAGER.username, password });
    return "signed in";
  } catch (err) {
    return (JSON.parse((err as Error).message) as { message: string }).message;
  }
}

test("30 wrong passwords: at most 10 reach the upstream, then the right one is refused until the lock ends", async () => {
  const answers: string[] = [];
  for (let i = 0; i < 30; i++) answers.push(await attempt(`Wrong!${i}`));
  expect(signInCalls()).toBe(10);
  expect(answers.slice(10)).toEqual(Array(20).fill(expect.stringMatching(/^Too many failed attempts\. Try again in 15 minutes \(after \d\d:\d\d UTC\)\.$/)));
  expect(await attempt(MANAGER.password)).toMatch(/^Too many failed attempts/);
  expect(signInCalls()).toBe(10);
});

test("a few wrong passwords do not stop the right one", async () => {
  for (let i = 0; i < 3; i++) expect(await attempt(`Wrong!${i}`)).not.toMatch(/^Too many/);
  expect(await attempt(MANAGER.password)).toBe("signed in");
});
