// Every contract endpoint, as anonymous, half-signed-in, manager, admin and superadmin,
// through the BFF: the status each gets and, from the upstream's request log, that a
// denied call never reached the upstream. Run in-process and over HTTP. The expected gates
// come from expectedRoles.ts (the spec's role tables), not from lib/contract, and the
// contract's own gates are checked against them here.
import { api, endpoints } from "@/lib/contract";
import { expectedAnswer, sampleOf } from "./expectedAnswer";
import { atLeast, COMMAND_ROLES, CONTRACT_STRICTER, EXPECTED_GATES } from "./expectedRoles";
import { callBff, EVERYONE, inProcess, overHttp, sessionFor, type TestSession, type UpstreamMode, type Who } from "./harness";
import { sampleCall } from "./request";
import { samples } from "./samples";

describe("the contract's gates against the spec's role tables", () => {
  test("the expected gates cover exactly the contract's endpoint ids", () => {
    expect(Object.keys(EXPECTED_GATES).sort()).toEqual(endpoints.map((e) => e.id).sort());
  });

  test("each endpoint's access and least role in lib/contract are the spec's", () => {
    const wrong = endpoints.flatMap((e) => {
      const gate = EXPECTED_GATES[e.id];
      const role = CONTRACT_STRICTER[e.id]?.role ?? gate?.least;
      return gate && e.access === gate.access && e.minRole === role
        ? []
        : [`${e.id}: contract ${e.access}/${e.minRole}, expected ${gate?.access}/${role}`];
    });
    expect(wrong).toEqual([]);
  });

  test("the known stricter gates are stricter than the spec's, never looser or equal", () => {
    const notStricter = Object.entries(CONTRACT_STRICTER)
      .filter(([id, { role }]) => !EXPECTED_GATES[id] || atLeast(EXPECTED_GATES[id].least, role))
      .map(([id]) => id);
    expect(notStricter).toEqual([]);
  });

  test("only the command call's role depends on the body, and per command it is the spec's", () => {
    expect(endpoints.filter((e) => e.roleFor).map((e) => e.id)).toEqual(["runCommand"]);
    expect(Object.entries(EXPECTED_GATES).filter(([, g]) => g.byCommand).map(([id]) => id)).toEqual(["runCommand"]);
    expect([...api.runCommand.body.shape.command.options].sort()).toEqual(Object.keys(COMMAND_ROLES).sort());
    const byContract = Object.fromEntries(
      api.runCommand.body.shape.command.options.map((command) => [
        command,
        api.runCommand.roleFor?.({ region: "us-west-2", instanceIp: "203.0.113.24", command }),
      ]),
    );
    expect(byContract).toEqual(COMMAND_ROLES);
  });
});

describe.each<UpstreamMode>([inProcess, overHttp()])("role matrix, upstream $name", (mode) => {
  const sessions = new Map<Who, TestSession>();

  beforeAll(async () => {
    await mode.start();
    for (const who of EVERYONE) sessions.set(who, await sessionFor(who));
  });
  afterAll(() => mode.stop());

  test.each(EVERYONE)("as %s, every endpoint answers as its gate says", async (who) => {
    const session = sessions.get(who)!;
    const outcomes: string[] = [];
    let forwardedCount = 0;
    let expectedForwards = 0;
    for (const endpoint of endpoints) {
      const expected = expectedAnswer(endpoint, who);
      await mode.clearLog();
      const res = await callBff(session, sampleCall(endpoint, sampleOf(endpoint)));
      const reached = (await mode.log()).filter((e) => e.endpointId === endpoint.id).length;
      // A forwarded call reaches the upstream once and is answered by it: the embedded
      // upstream implements every endpoint, so never with 501.
      const ok = expected.forwarded ? reached === 1 && res.status !== 501 : reached === 0 && res.status === expected.status;
      if (expected.forwarded) expectedForwards++;
      if (reached > 0) forwardedCount++;
      if (!ok) {
        outcomes.push(`${endpoint.id} ${endpoint.method} ${endpoint.path}: got ${res.status}, reached upstream ${reached}x, expected ${JSON.stringify(expected)}`);
      }
    }
    expect(outcomes).toEqual([]);
    // Exactly the calls the spec's gates allow this caller reached the upstream.
    expect(forwardedCount).toBe(expectedForwards);
  });

  test("a cross-origin write is refused and not forwarded", async () => {
    const endpoint = endpoints.find((e) => e.id === "instanceAction")!;
    await mode.clearLog();
    const res = await callBff(sessions.get("superadmin")!, { ...sampleCall(endpoint, samples.instanceAction), origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect((await mode.log()).length).toBe(0);
  });

  test("an unknown endpoint is 404 and not forwarded", async () => {
    await mode.clearLog();
    const res = await callBff(sessions.get("superadmin")!, { method: "GET", path: "/no/such/thing" });
    expect(res.status).toBe(404);
    expect((await mode.log()).length).toBe(0);
  });
});
