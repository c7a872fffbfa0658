// Walks every endpoint of the contract table as a superadmin: each one is routed (no 404) to
// its own handler, and none answers 501 — the embedded upstream implements the whole table.
import { buildPath, endpoints } from "@/lib/contract";
import { createSim } from "@/lib/sim";
import { ACCOUNTS, call, signInVerified } from "./helpers";

describe("the contract table", () => {
  it("is routed end to end, and every endpoint is implemented (none answers 501)", async () => {
    const sim = createSim({ fleetSize: 5 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    // Logout ends the session the walk uses, so it goes last.
    const ordered = [...endpoints].sort((a, b) => Number(a.id === "logout") - Number(b.id === "logout"));
    const notImplemented: string[] = [];

    for (const endpoint of ordered) {
      const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `x-${name}`]));
      const path = `${buildPath(endpoint.path, params)}?region=us-west-2`;
      const res = await call(sim, endpoint.method, path, { token, body: endpoint.bodyKind === "json" ? {} : undefined });
      // The log says which contract entry the request reached (null: no route matched).
      expect({ id: endpoint.id, routedTo: sim.log.entries().at(-1)?.endpointId }).toEqual({ id: endpoint.id, routedTo: endpoint.id });
      if (res.status === 501) notImplemented.push(`${endpoint.id} answered 501`);
    }

    expect(notImplemented).toEqual([]);
  });
});
