// The BFF in front of the instance operations (issue: actions, size change, file access,
// commands, uploads): each admin-only change refuses a manager with 403, and each change
// refuses a malformed request with 400 and field errors — neither reaches the upstream.
import { api, type Endpoint, type ResponseOf } from "@/lib/contract";
import { EXPECTED_GATES } from "./expectedRoles";
import { callBff, inProcess, overHttp, sessionFor, type BffCall, type TestSession, type UpstreamMode } from "./harness";
import { sampleCall } from "./request";
import { samples, type Sample } from "./samples";

/** Every changing call of the instance operations, with a malformed form of its sample. */
const CHANGES: { endpoint: Endpoint; malformed(sample: Sample): Sample; badField: string }[] = [
  { endpoint: api.instanceAction, malformed: (s) => ({ ...s, body: { ...s.body, action: "hibernate" } }), badField: "action" },
  { endpoint: api.changeInstanceType, malformed: (s) => ({ ...s, body: { ...s.body, instanceType: "t3.huge" } }), badField: "instanceType" },
  { endpoint: api.updateFileAccess, malformed: (s) => ({ ...s, body: { ...s.body, files: [] } }), badField: "files" },
  { endpoint: api.backup, malformed: (s) => ({ ...s, body: { ...s.body, instanceName: "" } }), badField: "instanceName" },
  { endpoint: api.deleteRequest, malformed: (s) => ({ ...s, body: { ...s.body, deleteDomain: "yes" } }), badField: "deleteDomain" },
  { endpoint: api.runCommand, malformed: (s) => ({ ...s, body: { ...s.body, command: "rm -rf /" } }), badField: "command" },
  { endpoint: api.uploadFile, malformed: (s) => ({ ...s, body: { ...s.body, file: new File(["#!/bin/sh"], "run.sh", { type: "application/x-sh" }) } }), badField: "file" },
  { endpoint: api.uploadPlugin, malformed: (s) => ({ ...s, body: { ...s.body, file: new File(["<?php"], "plugin.php", { type: "text/x-php" }) } }), badField: "file" },
  { endpoint: api.deleteFile, malformed: (s) => ({ ...s, query: { ...s.query, region: "mars-north-1" } }), badField: "region" },
  { endpoint: api.deletePlugin, malformed: (s) => ({ ...s, query: { ...s.query, path: "" } }), badField: "path" },
];

const sampleOf = (endpoint: Endpoint): Sample => samples[endpoint.id as keyof typeof samples];
const call = (endpoint: Endpoint, sample: Sample = sampleOf(endpoint)): BffCall => sampleCall(endpoint, sample);

const REGION = "us-west-2";

/** A running server of the seeded fleet with its public address, read through the BFF. */
async function runningServer(session: TestSession): Promise<{ instanceId: string; publicIpAddress: string }> {
  const res = await callBff(session, call(api.listInstances, { query: { region: REGION } }));
  const { instances } = (await res.json()) as ResponseOf<typeof api.listInstances>;
  const running = instances.find((i) => i.state === "running" && i.publicIpAddress);
  if (!running?.publicIpAddress) throw new Error(`the seeded fleet has no running server in ${REGION}`);
  return { instanceId: running.instanceId, publicIpAddress: running.publicIpAddress };
}

describe.each<UpstreamMode>([inProcess, overHttp()])("instance operations at the BFF, upstream $name", (mode) => {
  let manager: TestSession;
  let admin: TestSession;
  beforeAll(async () => {
    await mode.start();
    manager = await sessionFor("manager");
    admin = await sessionFor("admin");
  });
  afterAll(() => mode.stop());
  beforeEach(() => mode.clearLog());

  // Admin-only by the spec's role tables (expectedRoles.ts), not by the contract under test.
  const adminOnly = CHANGES.filter(({ endpoint }) => EXPECTED_GATES[endpoint.id]?.least === "admin");

  test("only start, stop, reboot and the command call (gated per command) are open to managers", () => {
    expect(CHANGES.filter((c) => !adminOnly.includes(c)).map((c) => c.endpoint.id)).toEqual(["instanceAction", "runCommand"]);
  });

  test.each(adminOnly.map((c) => [c.endpoint.id, c] as const))("%s refuses a manager with 403, unforwarded", async (_, { endpoint }) => {
    const res = await callBff(manager, call(endpoint));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("You do not have permission to perform this action.");
    expect(await mode.log()).toEqual([]);
  });

  test("restart, clean and update commands refuse a manager; status and logs answer the command's result", async () => {
    // The sample's instance is not in the seeded fleet (it would answer 404), so the commands
    // go to a running server of the fleet, found the way the console finds it: the list.
    const server = await runningServer(manager);
    await mode.clearLog();
    const on = (command: string): BffCall =>
      call(api.runCommand, { params: { instanceId: server.instanceId }, body: { region: REGION, instanceIp: server.publicIpAddress, command } });
    for (const command of ["restart-php", "clean-web-service-logs", "update-system"]) {
      const res = await callBff(manager, on(command));
      expect({ command, status: res.status }).toEqual({ command, status: 403 });
    }
    expect(await mode.log()).toEqual([]);
    // Spec 1 §7: the command call returns success, code, output; §8: code 0 is success.
    const status = await callBff(manager, on("status-php"));
    expect({ status: status.status, body: await status.json() }).toEqual({
      status: 200,
      body: { success: true, code: 0, output: expect.stringMatching(/\S/) },
    });
    const logs = await callBff(manager, on("php-logs"));
    expect({ status: logs.status, body: await logs.json() }).toEqual({ status: 200, body: { success: true, code: 0, output: expect.any(String) } });
    expect((await mode.log()).map((e) => e.endpointId)).toEqual(["runCommand", "runCommand"]);
  });

  test.each(CHANGES.map((c) => [c.endpoint.id, c] as const))("%s refuses a malformed request with 400 and the field, unforwarded", async (_, { endpoint, malformed, badField }) => {
    const res = await callBff(admin, call(endpoint, malformed(sampleOf(endpoint))));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {})).toContain(badField);
    expect(await mode.log()).toEqual([]);
  });
});

describe("upload size at the BFF", () => {
  beforeAll(() => inProcess.start());
  afterAll(() => inProcess.stop());

  test("a body declared larger than BFF_MAX_BODY_MB is refused with 413 before it is read or forwarded", async () => {
    const admin = await sessionFor("admin");
    process.env.BFF_MAX_BODY_MB = "0.000001"; // 1 byte
    try {
      await inProcess.clearLog();
      const res = await callBff(admin, { ...call(api.uploadPlugin), headers: { "content-length": "2" } });
      expect(res.status).toBe(413);
      expect((await res.json()).message).toBe("The request is larger than the console accepts (0.000001 MB).");
      expect(await inProcess.log()).toEqual([]);
    } finally {
      delete process.env.BFF_MAX_BODY_MB;
    }
  });
});
