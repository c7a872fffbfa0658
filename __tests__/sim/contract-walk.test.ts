// Walks every endpoint of the contract table as a superadmin: each one is routed (no 404),
// and exactly the endpoints checked in as not implemented (lib/sim/notImplemented.ts) answer
// 501 — an unlisted one answering 501, or a listed one answering anything else, fails, so
// the list stays true as endpoints are built.
import { buildPath, endpoints } from "@/lib/contract";
import { createSim } from "@/lib/sim";
import { implementedCount, NOT_IMPLEMENTED } from "@/lib/sim/notImplemented";
import { ACCOUNTS, call, signInVerified } from "./helpers";

describe("the not-implemented list", () => {
  it("names contract endpoints only, once each, sorted", () => {
    const ids = new Set(endpoints.map((e) => e.id));
    expect(NOT_IMPLEMENTED.filter((id) => !ids.has(id))).toEqual([]);
    expect([...NOT_IMPLEMENTED]).toEqual([...new Set(NOT_IMPLEMENTED)].sort());
  });

  it("counts what is left against the whole table", () => {
    expect(implementedCount()).toEqual({ implemented: endpoints.length - NOT_IMPLEMENTED.length, total: endpoints.length });
  });
});

describe("the contract table", () => {
  it("is routed end to end, and exactly the listed endpoints answer 501", async () => {
    const sim = createSim({ fleetSize: 5 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    // Logout ends the session the walk uses, so it goes last.
    const ordered = [...endpoints].sort((a, b) => Number(a.id === "logout") - Number(b.id === "logout"));
    const wrong: string[] = [];

    for (const endpoint of ordered) {
      const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `x-${name}`]));
      const path = `${buildPath(endpoint.path, params)}?region=us-west-2`;
      const res = await call(sim, endpoint.method, path, { token, body: endpoint.bodyKind === "json" ? {} : undefined });
      // The log says which contract entry the request reached (null: no route matched).
      expect({ id: endpoint.id, routedTo: sim.log.entries().at(-1)?.endpointId }).toEqual({ id: endpoint.id, routedTo: endpoint.id });
      const listed = NOT_IMPLEMENTED.includes(endpoint.id);
      if (listed !== (res.status === 501)) {
        wrong.push(`${endpoint.id} answered ${res.status} but is ${listed ? "" : "not "}listed as not implemented`);
      }
      if (res.status === 501) expect(res.body).toEqual({ message: "Not implemented in the embedded upstream" });
    }

    expect(wrong).toEqual([]);
    const { implemented, total } = implementedCount();
    console.log(`Embedded upstream: ${implemented} of ${total} endpoints implemented; ${NOT_IMPLEMENTED.length} still answer 501.`);
  });
});
