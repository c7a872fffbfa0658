// The instance list a first paint reads (upstreamAnswer) and hands to the browser's read of it:
// the contract's reading of the upstream's answer, unknown fields dropped; the BFF
// answers the browser's read with that very list, the upstream not asked again; the read after
// it goes upstream as usual. Over both transports.
import { api } from "@/lib/contract";
import { handOffList } from "@/lib/upstream/listHandOff";
import { upstreamAnswer, upstreamJson } from "@/lib/upstream/upstreamJson";
import { callBff, inProcess, overHttp, sessionFor, type UpstreamMode } from "./harness";

const REGION = "eu-central-1";

describe.each<UpstreamMode>([inProcess, overHttp()])("the first paint's list, upstream $name", (mode) => {
  beforeAll(() => mode.start());
  afterAll(() => mode.stop());

  test("reads the list as the contract does, twice alike", async () => {
    const { jwt } = await sessionFor("manager");
    const creds = { sid: jwt!.sid as string, accessToken: jwt!.accessToken as string, refreshToken: (jwt!.refreshToken as string | null) ?? null };
    const call = { endpoint: api.listInstances, query: { region: REGION } };
    const expected = await upstreamJson(call, creds);
    expect(expected.instances.length).toBeGreaterThan(0);

    for (let i = 0; i < 2; i++) {
      const answer = await upstreamAnswer(call, creds);
      expect(answer.data).toEqual(expected);
      expect(JSON.parse(Buffer.from(answer.body).toString("utf8"))).toEqual(expected);
    }
  });

  test("the browser's read after a first paint gets the handed-off list without asking the upstream", async () => {
    const session = await sessionFor("manager");
    const jwt = session.jwt!;
    const creds = { sid: jwt.sid as string, accessToken: jwt.accessToken as string, refreshToken: (jwt.refreshToken as string | null) ?? null };
    const answer = await upstreamAnswer({ endpoint: api.listInstances, query: { region: REGION } }, creds);
    handOffList(creds.sid, REGION, answer);
    await mode.clearLog();

    const handed = await callBff(session, { method: "GET", path: `/instances?region=${REGION}` });
    expect(handed.status).toBe(200);
    expect(handed.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await handed.json()).toEqual(answer.data);
    expect((await mode.log()).filter((e) => e.endpointId === "listInstances")).toHaveLength(0);

    // Given once: the next read (a poll, a refresh) goes upstream.
    const next = await callBff(session, { method: "GET", path: `/instances?region=${REGION}` });
    expect(next.status).toBe(200);
    expect((await mode.log()).filter((e) => e.endpointId === "listInstances")).toHaveLength(1);
  });
});
