// The request log: what was asked, of which endpoint, by whom, and the answer's status.
import { createSim } from "@/lib/sim";
import { createRequestLog } from "@/lib/sim/log";
import { ACCOUNTS, call, signInVerified } from "./helpers";

describe("request log", () => {
  it("records method, path, endpoint, status and user", async () => {
    const sim = createSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.admin);
    sim.log.clear();
    await call(sim, "GET", "/instances?region=us-west-2", { token });
    await call(sim, "GET", "/no/such/thing", { token });
    await call(sim, "GET", "/dbinstances?region=us-west-2", { token });
    await sim.handle(new Request("http://sim.test/elsewhere"));

    expect(sim.log.entries()).toEqual([
      expect.objectContaining({ method: "GET", path: "/instances", endpointId: "listInstances", status: 200, username: "admin@example.com" }),
      expect.objectContaining({ path: "/no/such/thing", endpointId: null, status: 404 }),
      expect.objectContaining({ path: "/dbinstances", endpointId: "listDbInstances", status: 200 }),
      expect.objectContaining({ path: "/elsewhere", endpointId: null, status: 404, username: null }),
    ]);
    expect(Date.parse(sim.log.entries()[0].at)).not.toBeNaN();
    expect(sim.log.count((e) => e.status === 404)).toBe(2);
  });

  it("names the user of a sign-in and of a refused request", async () => {
    const sim = createSim({ fleetSize: 3 });
    const session = await call(sim, "POST", "/signin", { body: ACCOUNTS.manager });
    await call(sim, "GET", "/instances?region=us-west-2", { token: String(session.body.accessToken) });
    expect(sim.log.entries().map((e) => [e.endpointId, e.status, e.username])).toEqual([
      ["signin", 200, "manager@example.com"],
      ["listInstances", 403, "manager@example.com"],
    ]);
  });

  it("serves and clears itself over /__sim/log", async () => {
    const sim = createSim({ fleetSize: 3 });
    await call(sim, "GET", "/user");
    const listed = await sim.handle(new Request("http://sim.test/__sim/log"));
    expect(await listed.json()).toEqual([expect.objectContaining({ endpointId: "getUser", status: 401 })]);
    const cleared = await sim.handle(new Request("http://sim.test/__sim/log", { method: "DELETE" }));
    expect(cleared.status).toBe(200);
    expect(sim.log.count()).toBe(0);
  });

  it("keeps only the newest entries", () => {
    const log = createRequestLog(3);
    for (let i = 0; i < 5; i++) log.push({ at: "", method: "GET", path: `/${i}`, endpointId: null, status: 200, username: null });
    expect(log.entries().map((e) => e.path)).toEqual(["/2", "/3", "/4"]);
    expect(log.count()).toBe(3);
  });
});
