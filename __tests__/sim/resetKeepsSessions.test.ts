// The e2e reset (POST /api/dev/reset → resetEmbeddedSim) reseeds the world but keeps who is
// signed in: the e2e suite signs each role in once per run and reuses that browser session in
// many tests, each after a reset. Checked here: a session from before a reset still reads and
// refreshes after it (also once its access token has expired), logout still ends exactly that
// session, and what belongs to the world starts over (request log, account locks, used codes).
import { closeEmbeddedSim, getEmbeddedSim, resetEmbeddedSim } from "@/lib/sim";
import { GUARD_MESSAGES } from "@/lib/sim/auth/guard";
import { ACCOUNTS, call, signIn, signInVerified, wrongCode } from "./helpers";

const ENV = { SIM_STATE_FILE: "", SIM_FLEET_SIZE: "4", SIM_TOKEN_TTL: "900" } as const;
const saved = Object.fromEntries(Object.keys(ENV).map((k) => [k, process.env[k]]));

beforeEach(async () => {
  Object.assign(process.env, ENV);
  await closeEmbeddedSim();
});

afterAll(async () => {
  await closeEmbeddedSim();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

test("a session signed in before a reset keeps reading after it, in a world that started over", async () => {
  const before = getEmbeddedSim();
  const token = await signInVerified(before, ACCOUNTS.manager);
  await resetEmbeddedSim();
  const after = getEmbeddedSim();

  expect(after).not.toBe(before);
  expect(after.log.entries()).toEqual([]);
  expect(await call(after, "GET", "/user", { token })).toMatchObject({ status: 200, body: { username: ACCOUNTS.manager.username, role: "manager" } });
  expect((await call(after, "GET", "/instances?region=us-west-2", { token })).status).toBe(200);
});

test("after a reset, an expired access token is refreshed with the credential issued before it", async () => {
  const session = await signIn(getEmbeddedSim(), ACCOUNTS.admin);
  await call(getEmbeddedSim(), "POST", "/otp/validate", { token: session.accessToken, body: { token: getEmbeddedSim().totpFor(ACCOUNTS.admin.username) } });
  await resetEmbeddedSim();
  await resetEmbeddedSim();
  const sim = getEmbeddedSim();
  sim.expireAccessTokens();

  expect((await call(sim, "GET", "/user", { token: session.accessToken })).status).toBe(401);
  const refreshed = await call(sim, "POST", "/refresh-token", { headers: { cookie: `refresh_token=${session.refreshToken}` } });
  expect(refreshed.status).toBe(200);
  // The refreshed token keeps the session's two-factor state: full access, as before the reset.
  expect((await call(sim, "GET", "/instances?region=us-west-2", { token: String(refreshed.body.accessToken) })).status).toBe(200);
});

test("logout after a reset ends that session only", async () => {
  const kept = await signInVerified(getEmbeddedSim(), ACCOUNTS.superadmin);
  const ended = await signIn(getEmbeddedSim(), ACCOUNTS.superadmin);
  await resetEmbeddedSim();
  const sim = getEmbeddedSim();

  expect((await call(sim, "POST", "/logout", { token: ended.accessToken })).status).toBe(200);
  expect((await call(sim, "GET", "/user", { token: ended.accessToken })).status).toBe(401);
  expect((await call(sim, "POST", "/refresh-token", { body: { refreshToken: ended.refreshToken } })).status).toBe(403);
  expect((await call(sim, "GET", "/user", { token: kept })).status).toBe(200);
});

test("a reset forgets used codes: the code the setup used signs the same user in again within its step", async () => {
  const first = await signIn(getEmbeddedSim(), ACCOUNTS.manager);
  const code = getEmbeddedSim().totpFor(ACCOUNTS.manager.username);
  expect((await call(getEmbeddedSim(), "POST", "/otp/validate", { token: first.accessToken, body: { token: code } })).status).toBe(200);
  const replay = await signIn(getEmbeddedSim(), ACCOUNTS.manager);
  expect(await call(getEmbeddedSim(), "POST", "/otp/validate", { token: replay.accessToken, body: { token: code } })).toMatchObject({
    status: 400,
    body: { fields: { token: GUARD_MESSAGES.codeUsed } },
  });

  await resetEmbeddedSim();
  const again = await signIn(getEmbeddedSim(), ACCOUNTS.manager);
  expect((await call(getEmbeddedSim(), "POST", "/otp/validate", { token: again.accessToken, body: { token: code } })).status).toBe(200);
});

test("a reset lifts an account lock (the lock is the world's, not the session's)", async () => {
  const sim = getEmbeddedSim();
  const session = await signIn(sim, ACCOUNTS.admin);
  const right = sim.totpFor(ACCOUNTS.admin.username)!;
  let last = 0;
  for (let i = 0; i < 5; i++) last = (await call(sim, "POST", "/otp/validate", { token: session.accessToken, body: { token: wrongCode(right) } })).status;
  expect(last).toBe(429);

  await resetEmbeddedSim();
  expect((await call(getEmbeddedSim(), "POST", "/signin", { body: ACCOUNTS.admin })).status).toBe(200);
});
