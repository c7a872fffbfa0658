// Every contract endpoint, as anonymous, half-signed-in, manager, admin and superadmin,
// through the BFF: the status each gets and, from the upstream's request log, that a
// denied call never reached the upstream. Run in-process and over HTTP.
import { endpoints, roleAtLeast, type Endpoint, type Role } from "@/lib/contract";
import { callBff, EVERYONE, inProcess, overHttp, sessionFor, type TestSession, type UpstreamMode, type Who } from "./harness";
import { sampleCall } from "./request";
import { samples } from "./samples";

jest.setTimeout(120_000);

type Expected = { forwarded: true } | { forwarded: false; status: number };

function expectation(endpoint: Endpoint, who: Who): Expected {
  if (endpoint.access === "server") return { forwarded: false, status: 404 };
  if (who === "anonymous") return { forwarded: false, status: 401 };
  if (endpoint.access === "pending") return who === "pending" ? { forwarded: true } : { forwarded: false, status: 403 };
  if (who === "pending") return { forwarded: false, status: 403 };
  const sample = samples[endpoint.id as keyof typeof samples];
  const least: Role = endpoint.roleFor ? endpoint.roleFor(sample.body as never) : endpoint.minRole;
  return roleAtLeast(who, least) ? { forwarded: true } : { forwarded: false, status: 403 };
}

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
    for (const endpoint of endpoints) {
      const expected = expectation(endpoint, who);
      await mode.clearLog();
      const res = await callBff(session, sampleCall(endpoint, samples[endpoint.id as keyof typeof samples]));
      const reached = (await mode.log()).filter((e) => e.endpointId === endpoint.id).length;
      const ok = expected.forwarded
        ? reached === 1
        : reached === 0 && res.status === expected.status;
      if (expected.forwarded) forwardedCount++;
      if (!ok) {
        outcomes.push(`${endpoint.id} ${endpoint.method} ${endpoint.path}: got ${res.status}, reached upstream ${reached}x, expected ${JSON.stringify(expected)}`);
      }
    }
    expect(outcomes).toEqual([]);
    // The matrix must exercise both sides of the gate for signed-in roles.
    if (who === "anonymous") expect(forwardedCount).toBe(0);
    if (who === "superadmin") expect(forwardedCount).toBeGreaterThan(80);
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
