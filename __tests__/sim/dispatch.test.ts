// The gatekeeping every endpoint shares: unknown paths, roles, validation, the role that
// depends on the body, and the check that answers stay inside the contract.
import { createSim } from "@/lib/sim";
import { handlers } from "@/lib/sim/handlers/registry";
import { json } from "@/lib/sim/reply";
import { ACCOUNTS, call, signInVerified } from "./helpers";

describe("dispatch", () => {
  it("answers unknown paths 404 with a message", async () => {
    const sim = createSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.manager);
    expect(await call(sim, "GET", "/nowhere", { token })).toMatchObject({ status: 404, body: { message: "Not found" } });
    expect(await call(sim, "DELETE", "/instances", { token })).toMatchObject({ status: 404, body: { message: "Not found" } });
    const outside = await sim.handle(new Request("http://sim.test/api/v2/instances"));
    expect(outside.status).toBe(404);
  });

  it("validates the query with the contract schema", async () => {
    const sim = createSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const bad = await call(sim, "GET", "/instances?region=mars", { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: expect.any(String), fields: { region: expect.any(String) } });
    expect((await call(sim, "GET", "/instances", { token })).status).toBe(400);
  });

  it("enforces the least role before anything else is looked at", async () => {
    const sim = createSim({ fleetSize: 3 });
    const manager = await signInVerified(sim, ACCOUNTS.manager);
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const forbidden = { status: 403, body: { message: "You do not have permission to perform this action." } };
    expect(await call(sim, "PUT", "/instances/i-0123456789abcdef0", { token: manager, body: {} })).toMatchObject(forbidden);
    // Past the role gate, the empty body is looked at next: refused for its missing fields.
    const pastGate = await call(sim, "PUT", "/instances/i-0123456789abcdef0", { token: admin, body: {} });
    expect(pastGate).toMatchObject({ status: 400, body: { fields: { region: expect.any(String), instanceType: expect.any(String) } } });
    expect(await call(sim, "GET", "/users", { token: admin })).toMatchObject(forbidden);
  });

  it("applies roleFor from the validated body (commands: status vs restart)", async () => {
    const sim = createSim({ fleetSize: 3 }, { ...handlers, runCommand: () => json({ success: true, code: 0, output: "ok" }) });
    const manager = await signInVerified(sim, ACCOUNTS.manager);
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const body = (command: string) => ({ region: "us-west-2", instanceIp: "192.0.2.10", command });
    expect((await call(sim, "POST", "/instances/i-1/command", { token: manager, body: body("status-php") })).status).toBe(200);
    expect((await call(sim, "POST", "/instances/i-1/command", { token: manager, body: body("restart-php") })).status).toBe(403);
    expect((await call(sim, "POST", "/instances/i-1/command", { token: admin, body: body("restart-php") })).status).toBe(200);
  });

  it("refuses to send an answer outside the contract", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const sim = createSim({ fleetSize: 3 }, { ...handlers, getUser: () => ({ body: { name: "x", role: "owner", username: "x" } as never }) });
    const token = await signInVerified(sim, ACCOUNTS.manager);
    expect((await call(sim, "GET", "/user", { token })).status).toBe(500);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it("answers invalid JSON with 400", async () => {
    const sim = createSim({ fleetSize: 3 });
    const res = await sim.handle(new Request("http://sim.test/api/v1/signin", { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" }));
    expect(res.status).toBe(400);
  });
});
