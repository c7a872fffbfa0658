// SIM_FAULTS: 503s, dropped connections, latency and early expiry, from a seeded generator.
import { createSim, parseFaults, SimDroppedError } from "@/lib/sim";
import { clockMsToSettle } from "../fakeClock";
import { ACCOUNTS, BASE, call, signIn, signInVerified } from "./helpers";

describe("faults", () => {
  it("error_rate=1 answers every API request 503, but never the /__sim paths", async () => {
    const sim = createSim({ fleetSize: 3, faults: "error_rate=1" });
    expect(await call(sim, "POST", "/signin", { body: ACCOUNTS.manager })).toMatchObject({
      status: 503,
      body: { message: "Upstream temporarily unavailable" },
    });
    const log = await sim.handle(new Request("http://sim.test/__sim/log"));
    expect(log.status).toBe(200);
    expect(sim.log.entries()).toEqual([expect.objectContaining({ endpointId: "signin", status: 503 })]);
  });

  it("drop_rate=1 rejects like fetch does, and the log records no status", async () => {
    const sim = createSim({ fleetSize: 3, faults: "drop_rate=1" });
    const attempt = sim.handle(new Request(`${BASE}/user`));
    await expect(attempt).rejects.toThrow(TypeError);
    await expect(attempt).rejects.toThrow("fetch failed");
    await expect(attempt).rejects.toBeInstanceOf(SimDroppedError);
    expect(sim.log.entries()).toEqual([expect.objectContaining({ path: "/user", status: 0 })]);
  });

  it("latency delays every API request by its milliseconds, and no latency by none", async () => {
    const sim = createSim({ fleetSize: 3 });
    sim.setFaults("latency=150");
    expect(await clockMsToSettle(() => call(sim, "GET", "/user"))).toBe(150);
    sim.setFaults("");
    expect(await clockMsToSettle(() => call(sim, "GET", "/user"))).toBe(0);
  });

  it("expire_rate=1 makes a valid token answer 401, and refresh recovers", async () => {
    const sim = createSim({ fleetSize: 3 });
    const session = await signIn(sim, ACCOUNTS.manager);
    sim.setFaults("expire_rate=1");
    expect((await call(sim, "GET", "/user", { token: session.accessToken })).status).toBe(401);
    sim.setFaults("");
    expect((await call(sim, "GET", "/user", { token: session.accessToken })).status).toBe(401);
    const refreshed = await call(sim, "POST", "/refresh-token", { body: { refreshToken: session.refreshToken } });
    expect((await call(sim, "GET", "/user", { token: String(refreshed.body.accessToken) })).status).toBe(200);
  });

  it("picks the same failing requests for the same seed", async () => {
    const statuses = async () => {
      const sim = createSim({ seed: 9, fleetSize: 3, faults: "error_rate=0.5" });
      const out: number[] = [];
      for (let i = 0; i < 30; i++) out.push((await call(sim, "GET", "/user")).status);
      return out;
    };
    const first = await statuses();
    expect(await statuses()).toEqual(first);
    expect(first).toContain(503);
    expect(first).toContain(401);
  });

  it("rejects specs it does not understand", () => {
    expect(parseFaults("latency=300, error_rate=0.1,drop_rate=0.05")).toEqual({ latency: 300, errorRate: 0.1, dropRate: 0.05, expireRate: 0 });
    expect(() => parseFaults("error_rate=2")).toThrow();
    expect(() => parseFaults("slowness=1")).toThrow();
    expect(() => parseFaults("latency=")).toThrow();
  });

  it("expireAccessTokens ends every access token at once", async () => {
    const sim = createSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.admin);
    sim.expireAccessTokens();
    expect((await call(sim, "GET", "/user", { token })).status).toBe(401);
  });
});
