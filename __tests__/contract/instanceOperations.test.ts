// The BFF in front of the instance operations (issue: actions, size change, file access,
// commands, uploads): each admin-only change refuses a manager with 403, and each change
// refuses a malformed request with 400 and field errors — neither reaches the upstream.
import { api, type Endpoint } from "@/lib/contract";
import { callBff, inProcess, overHttp, sessionFor, type BffCall, type TestSession, type UpstreamMode } from "./harness";
import { sampleCall } from "./request";
import { samples, type Sample } from "./samples";

jest.setTimeout(60_000);

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

  const adminOnly = CHANGES.filter(({ endpoint }) => endpoint.minRole === "admin");

  test("only start, stop, reboot and the command call (gated per command) are open to managers", () => {
    expect(CHANGES.filter((c) => !adminOnly.includes(c)).map((c) => c.endpoint.id)).toEqual(["instanceAction", "runCommand"]);
  });

  test.each(adminOnly.map((c) => [c.endpoint.id, c] as const))("%s refuses a manager with 403, unforwarded", async (_, { endpoint }) => {
    const res = await callBff(manager, call(endpoint));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("You do not have permission to perform this action.");
    expect(await mode.log()).toEqual([]);
  });

  test("restart, clean and update commands refuse a manager; status and logs pass", async () => {
    for (const command of ["restart-php", "clean-web-service-logs", "update-system"]) {
      const res = await callBff(manager, call(api.runCommand, { ...sampleOf(api.runCommand), body: { ...sampleOf(api.runCommand).body, command } }));
      expect(res.status).toBe(403);
    }
    expect(await mode.log()).toEqual([]);
    const status = await callBff(manager, call(api.runCommand, { ...sampleOf(api.runCommand), body: { ...sampleOf(api.runCommand).body, command: "status-php" } }));
    expect(status.status).not.toBe(403);
    expect((await mode.log()).map((e) => e.endpointId)).toEqual(["runCommand"]);
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
