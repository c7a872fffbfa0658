// Walks every endpoint of the contract table as a superadmin: each one is routed (no 404),
// the implemented ones never answer 501, the others do. Prints how many are left to build.
import { buildPath, endpoints } from "@/lib/contract";
import { createSim } from "@/lib/sim";
import { handlers } from "@/lib/sim/handlers/registry";
import { ACCOUNTS, call, signInVerified } from "./helpers";

describe("the contract table", () => {
  it("is routed end to end, and only unimplemented endpoints answer 501", async () => {
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
      const implemented = endpoint.id in handlers;
      if (res.status === 501) notImplemented.push(endpoint.id);
      expect({ id: endpoint.id, is501: res.status === 501 }).toEqual({ id: endpoint.id, is501: !implemented });
      if (res.status === 501) expect(res.body).toEqual({ message: "Not implemented in the embedded upstream" });
    }

    console.log(`Embedded upstream: ${endpoints.length - notImplemented.length} of ${endpoints.length} endpoints implemented; ${notImplemented.length} still answer 501: ${notImplemented.join(", ")}`);
  });
});
