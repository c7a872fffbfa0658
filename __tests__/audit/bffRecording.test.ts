// What the BFF writes to the audit trail: one row per forwarded change with the user,
// role, action and its label, the target, region, motive, outcome, the message the user saw, the
// duration, the request id the answer carries, and a body summary without secrets; the server
// named by id and name with its region, and pre-flight facts the server read itself; reads are not
// changes, but a signed-in user's change refused by the console's role checks is a security
// event; each row is written before the answer: a destructive change whose row cannot be written
// fails closed, any other call is answered and the miss counted; the code and password steps of
// sign-in are recorded as sign-ins and failed sign-ins, without the secrets.
import { api, type ResponseOf } from "@/lib/contract";
import { auditRecorder } from "@/lib/audit/recorder";
import { logger } from "@/lib/observe/logger";
import { consoleMetrics } from "@/lib/observe/metrics";
import { verifyChain } from "@/lib/audit/verify";
import { TRAIL_WRITE_FAILED } from "@/lib/bff/recordBffCall";
import { TRAIL_UNAVAILABLE } from "@/lib/bff/steps/auditFacts";
import { signInWithUpstream } from "@/lib/auth/signInWithUpstream";
import { getEmbeddedSim } from "@/lib/sim";
import { callBff, sessionFor, withAuditTrail, type TestSession } from "../contract/harness";
import { sampleCall } from "../contract/request";
import { samples } from "../contract/samples";

let admin: TestSession;
let superadmin: TestSession;

withAuditTrail();
beforeAll(async () => {
  admin = await sessionFor("admin");
  superadmin = await sessionFor("superadmin");
});

async function rows() {
  await auditRecorder().flush();
  return (await (await auditRecorder().store()).page({}, { limit: 50 })).rows;
}

test("a stop with a motive is one row: who, what, which instance, where, why, how it went, and the request id", async () => {
  const list = await callBff(admin, { method: "GET", path: "/instances?region=us-west-2" });
  const { instances } = (await list.json()) as ResponseOf<typeof api.listInstances>;
  const running = instances.find((i) => i.state === "running")!;
  const motive = "Applying the kernel security patch agreed with the client";
  const res = await callBff(admin, {
    method: "POST",
    path: `/instances/${running.instanceId}/action`,
    body: JSON.stringify({ region: "us-west-2", action: "stop", reason: motive }),
    contentType: "application/json",
  });
  expect(res.status).toBe(200);
  const requestId = res.headers.get("x-request-id");
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

  const recorded = (await rows()).filter((r) => r.request_id === requestId);
  expect(recorded).toHaveLength(1);
  expect(recorded[0]).toMatchObject({
    username: "admin@example.com",
    role: "admin",
    action: "instanceAction",
    label: "Start, stop or reboot an instance",
    target_kind: "instance",
    target_id: running.instanceId,
    target_name: running.name,
    instance_id: running.instanceId,
    instance_name: running.name,
    region: "us-west-2",
    motive,
    status: 200,
    outcome: "ok",
  });
  expect((await verifyChain((await auditRecorder().store()).db)).ok).toBe(true);
  expect(recorded[0].duration_ms).toBeGreaterThanOrEqual(0);
  // The list read before it is not a change.
  expect((await rows()).filter((r) => r.action === "listInstances")).toEqual([]);
});

test("pre-flight facts are read by the server when the change is sent; the header's own text is never kept", async () => {
  const list = await callBff(admin, { method: "GET", path: "/instances?region=us-west-2" });
  const { instances } = (await list.json()) as ResponseOf<typeof api.listInstances>;
  const running = instances.filter((i) => i.state === "running")[1];
  const claimed = "Active users now: 0 (concurrency 0). Backup in the last 24 hours: yes. \u202Eevil";
  const res = await callBff(admin, {
    method: "POST",
    path: `/instances/${running.instanceId}/action`,
    body: JSON.stringify({ region: "us-west-2", action: "reboot", reason: "Rebooting to apply the new kernel settings" }),
    contentType: "application/json",
    headers: { "x-console-preflight": encodeURIComponent(claimed) },
  });
  expect(res.status).toBe(200);
  const [row] = (await rows()).filter((r) => r.request_id === res.headers.get("x-request-id"));
  const preflight = String(row.summary?.preflight);
  expect(preflight).toMatch(/^Active users/);
  expect(preflight).toContain("Backup in the last 24 hours: none through the console.");
  expect(JSON.stringify(row)).not.toContain("evil");
});

test("the deletion request's row names its server; the upgrade request's row has its region", async () => {
  const { instances } = (await (await callBff(admin, { method: "GET", path: "/instances?region=eu-central-1" })).json()) as ResponseOf<typeof api.listInstances>;
  const server = instances.find((i) => i.deploymentType !== "shared")!;
  const deletion = await callBff(superadmin, {
    method: "POST",
    path: "/instances/delete-request",
    body: JSON.stringify({ resources: { instanceId: server.instanceId }, deleteLMS: true, region: "eu-central-1", deleteDomain: true }),
    contentType: "application/json",
  });
  const upgrade = await callBff(admin, {
    method: "POST",
    path: `/instances/${server.instanceId}/upgrade-request`,
    body: JSON.stringify({ parameters: { name: server.name }, deployment: server.deploymentType }),
    contentType: "application/json",
  });
  const all = await rows();
  const deletionRow = all.find((r) => r.request_id === deletion.headers.get("x-request-id"))!;
  const upgradeRow = all.find((r) => r.request_id === upgrade.headers.get("x-request-id"))!;
  expect(deletionRow).toMatchObject({ action: "deleteRequest", target_kind: "instance", target_id: server.instanceId, target_name: server.name, instance_id: server.instanceId, instance_name: server.name, region: "eu-central-1" });
  expect(upgradeRow).toMatchObject({ action: "createUpgradeRequest", target_id: server.instanceId, instance_id: server.instanceId, instance_name: server.name, region: "eu-central-1" });
});

test("a refusal by the upstream is recorded with the message the user saw; a signed-in user's change refused by the console's role check is a security event", async () => {
  const manager = await sessionFor("manager");
  const before = (await rows()).length;
  const gate = await callBff(manager, sampleCall(api.cdnToggle, samples.cdnToggle));
  expect(gate.status).toBe(403);
  const escalation = await callBff(manager, { method: "DELETE", path: "/users/superadmin%40example.com" });
  expect(escalation.status).toBe(403);
  const missing = await callBff(superadmin, { method: "DELETE", path: "/users/nobody%40example.com" });
  expect(missing.status).toBe(404);
  const after = await rows();
  expect(after.length).toBe(before + 3);
  expect(after[0]).toMatchObject({ action: "deleteUser", target_kind: "user", target_id: "nobody@example.com", status: 404, outcome: "refused", message: "User not found" });
  expect(after[1]).toMatchObject({ action: "deleteUser", username: "manager@example.com", role: "manager", target_id: "superadmin@example.com", status: 403, outcome: "refused" });
  expect(after[2]).toMatchObject({ action: "cdnToggle", username: "manager@example.com", status: 403, outcome: "refused" });
});

test("passwords, codes and file contents never reach the trail", async () => {
  const res = await callBff(superadmin, {
    method: "POST",
    path: "/users/newadmin%40example.com/reset-password",
    body: JSON.stringify({ currentPassword: "Newadmin!2026", newPassword: "Renewed#2027" }),
    contentType: "application/json",
  });
  expect(res.status).toBe(200);
  const row = (await rows()).find((r) => r.request_id === res.headers.get("x-request-id"))!;
  expect(row).toMatchObject({ action: "resetPassword", outcome: "ok", message: "Password reset successfully" });
  const stored = JSON.stringify(row);
  expect(stored).not.toContain("Newadmin!2026");
  expect(stored).not.toContain("Renewed#2027");

  const upload = await callBff(superadmin, sampleCall(api.uploadPackage, samples.uploadPackage));
  const uploadRow = (await rows()).find((r) => r.request_id === upload.headers.get("x-request-id"))!;
  expect(uploadRow.summary).toMatchObject({ body: { file: { file: "mod_attendance.zip" } } });
  expect(uploadRow.target_kind).toBe("package");
});

test("a row that cannot be written: any other call keeps its answer, and the miss is counted and logged", async () => {
  const recorder = auditRecorder();
  const store = await recorder.store();
  const insert = jest.spyOn(store, "insert").mockRejectedValue(new Error("disk full"));
  const error = jest.spyOn(logger(), "error");
  const missedBefore = recorder.stats.missed;
  const failedBefore = (await consoleMetrics().auditRowsFailed.get()).values[0]?.value ?? 0;
  try {
    const res = await callBff(superadmin, { method: "PUT", path: "/users/manager%40example.com", body: JSON.stringify({ firstName: "Maria", lastName: "Manager", type: "manager" }), contentType: "application/json" });
    expect(res.status).toBe(200);
    expect(recorder.stats.missed).toBe(missedBefore + 1);
    expect((await consoleMetrics().auditRowsFailed.get()).values[0]?.value).toBe(failedBefore + 1);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ rows: 1, reason: "disk full" }), "1 audit row(s) not recorded");
  } finally {
    insert.mockRestore();
    error.mockRestore();
  }
});

test("a destructive change fails closed: not forwarded when the trail cannot be opened, a failure when its row was lost", async () => {
  const recorder = auditRecorder();
  const list = await callBff(admin, { method: "GET", path: "/instances?region=us-west-2" });
  const { instances } = (await list.json()) as ResponseOf<typeof api.listInstances>;
  const [first, second] = instances.filter((i) => i.state === "running").slice(2);
  const stop = (id: string) => callBff(admin, { method: "POST", path: `/instances/${id}/action`, body: JSON.stringify({ region: "us-west-2", action: "stop", reason: "Stopping for the storage migration" }), contentType: "application/json" });
  const stateOf = async (id: string) => {
    const { instances: now } = (await (await callBff(admin, { method: "GET", path: "/instances?region=us-west-2" })).json()) as ResponseOf<typeof api.listInstances>;
    return now.find((i) => i.instanceId === id)?.state;
  };

  const ready = jest.spyOn(recorder, "ready").mockResolvedValue(false);
  try {
    const refused = await stop(first.instanceId);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: TRAIL_UNAVAILABLE });
    expect(await stateOf(first.instanceId)).toBe("running");
  } finally {
    ready.mockRestore();
  }

  const store = await recorder.store();
  const insert = jest.spyOn(store, "insert").mockRejectedValue(new Error("disk full"));
  try {
    const lost = await stop(second.instanceId);
    expect(lost.status).toBe(500);
    expect(await lost.json()).toEqual({ message: TRAIL_WRITE_FAILED });
  } finally {
    insert.mockRestore();
  }
});

describe("session events", () => {
  test("the code step: a wrong code is a failed sign-in, a right one the sign-in; neither keeps the code", async () => {
    const pending = await sessionFor("pending");
    const wrong = await callBff(pending, { method: "POST", path: "/otp/validate", body: JSON.stringify({ token: "000000" }), contentType: "application/json" });
    expect(wrong.status).toBe(400);
    const code = getEmbeddedSim().totpFor("admin@example.com", Date.now() + 30_000)!;
    const right = await callBff(pending, { method: "POST", path: "/otp/validate", body: JSON.stringify({ token: code }), contentType: "application/json" });
    expect(right.status).toBe(200);
    const all = await rows();
    const failed = all.find((r) => r.request_id === wrong.headers.get("x-request-id"))!;
    const signedIn = all.find((r) => r.request_id === right.headers.get("x-request-id"))!;
    expect(failed).toMatchObject({ action: "signInFailed", label: "Failed sign-in", username: "admin@example.com", outcome: "refused", status: 400 });
    expect(signedIn).toMatchObject({ action: "signIn", label: "Sign in", username: "admin@example.com", outcome: "ok" });
    expect(JSON.stringify([failed, signedIn])).not.toContain(code);
  });

  test("the password step: a wrong password is a failed sign-in with the reason, never the password", async () => {
    await expect(signInWithUpstream({ username: "manager@example.com", password: "Wrong#Guess1" })).rejects.toThrow();
    const row = (await rows()).find((r) => r.action === "signInFailed" && r.username === "manager@example.com")!;
    expect(row).toMatchObject({ label: "Failed sign-in", status: 400, outcome: "refused", message: "Incorrect password" });
    expect(JSON.stringify(row)).not.toContain("Wrong#Guess1");
  });
});
