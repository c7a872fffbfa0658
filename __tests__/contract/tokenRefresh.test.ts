// With a 2-second upstream token, ten parallel calls after expiry cause exactly one
// /refresh-token upstream and all ten succeed; a refused refresh ends the session.
import { api } from "@/lib/contract";
import { callUpstream } from "@/lib/upstream/callUpstream";
import { callBff, inProcess, overHttp, sessionFor, sessionWith, type UpstreamMode } from "./harness";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each<UpstreamMode>([inProcess, overHttp()])("token refresh, upstream $name", (mode) => {
  beforeAll(() => mode.start({ SIM_TOKEN_TTL: "2" }));
  afterAll(() => mode.stop());

  test("ten parallel calls after expiry share one refresh and all succeed", async () => {
    const session = await sessionFor("manager");
    await sleep(2_500);
    await mode.clearLog();

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => callBff(session, { method: "GET", path: "/instances?region=us-west-2" })),
    );

    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const log = await mode.log();
    expect(log.filter((e) => e.endpointId === "refreshToken")).toHaveLength(1);
    expect(log.filter((e) => e.endpointId === "listInstances" && e.status === 200)).toHaveLength(10);
    // The browser gets a rewritten session cookie carrying the new token.
    expect(responses.every((r) => (r.headers.get("set-cookie") ?? "").includes("next-auth.session-token="))).toBe(true);
  });

  test("a refresh answered 403 ends the session", async () => {
    const session = await sessionFor("admin");
    const jwt = session.jwt!;
    // Sign out upstream behind the console's back: the refresh credential is revoked.
    await callUpstream({ endpoint: api.logout }, { sid: "other", accessToken: jwt.accessToken, refreshToken: jwt.refreshToken });
    const res = await callBff(await sessionWith(session, jwt), { method: "GET", path: "/instances?region=us-west-2" });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Your session has ended. Please sign in again.");
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;/);
  });
});
