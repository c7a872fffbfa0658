// How a forwarded call becomes an audit row (lib/audit/bffEvent): the target from the most
// specific path parameter, the motive and region from the body or query, the outcome from the
// status, and a summary that keeps what was asked without secrets or file contents.
import { actionLabel } from "@/lib/domain/auditActions";
import { auditRowOf, outcomeOf, summarise, targetOf } from "@/lib/audit/bffEvent";

test("the target is the most specific thing the call names", () => {
  expect(targetOf("volumeAction", { instanceId: "i-1", volumeId: "vol-9" }, {}, { domain: "campus.example.edu" })).toEqual({ kind: "volume", id: "vol-9", name: "campus.example.edu" });
  expect(targetOf("instanceAction", { id: "i-1" }, {}, { instanceName: "MDL_CAMPUS" })).toEqual({ kind: "instance", id: "i-1", name: "MDL_CAMPUS" });
  expect(targetOf("dbInstanceAction", { id: "mdl-shared-rds-01" }, {}, {})).toEqual({ kind: "dbInstance", id: "mdl-shared-rds-01", name: "mdl-shared-rds-01" });
  expect(targetOf("approveBatch", { batchId: "b-7" }, {}, {})).toEqual({ kind: "batch", id: "b-7", name: null });
  expect(targetOf("createUser", {}, {}, { id: "ana@example.com" })).toEqual({ kind: "user", id: "ana@example.com", name: "ana@example.com" });
  expect(targetOf("deletePackage", {}, { key: "moodle-4.5.1.tgz" }, {})).toEqual({ kind: "package", id: "moodle-4.5.1.tgz", name: "moodle-4.5.1.tgz" });
  expect(targetOf("uploadPackage", {}, {}, { file: new File(["x"], "totara-19.1.tgz") })).toEqual({ kind: "package", id: "totara-19.1.tgz", name: "totara-19.1.tgz" });
  expect(targetOf("cdnToggle", {}, {}, { domain: "campus.example.edu", enabled: true })).toEqual({ kind: "domain", id: null, name: "campus.example.edu" });
});

test("secrets and file contents are left out of the summary; long text is clipped", () => {
  const summary = summarise({ currentPassword: "a", newPassword: "b", token: "123456", twoFactor: "654321", refreshToken: "r", reason: "x".repeat(600), file: new File(["hello"], "a.zip"), nested: { apiToken: "t", keep: 1 } }) as Record<string, unknown>;
  expect(Object.keys(summary).sort()).toEqual(["file", "nested", "reason"]);
  expect(summary.file).toEqual({ file: "a.zip", bytes: 5 });
  expect(summary.nested).toEqual({ keep: 1 });
  expect(String(summary.reason)).toHaveLength(501);
});

test("2xx and 3xx are ok, 4xx refused, 5xx and a cancelled call failed", () => {
  expect([200, 204, 302, 400, 403, 409, 429, 499, 500, 504].map(outcomeOf)).toEqual(["ok", "ok", "ok", "refused", "refused", "refused", "refused", "failed", "failed", "failed"]);
});

test("a row carries the label, region from the query, motive from the body", () => {
  const row = auditRowOf({
    at: new Date("2026-11-24T10:00:00Z"),
    requestId: "r-1",
    endpointId: "dbInstanceAction",
    params: { id: "mdl-shared-rds-01" },
    query: { region: "eu-central-1" },
    body: { action: "reboot", reason: "Parameter group change needs a reboot" },
    username: "admin@example.com",
    role: "admin",
    status: 200,
    message: "The operation reboot was executed successfully.",
    durationMs: 12.6,
    clientAddress: null,
  });
  expect(row).toMatchObject({
    action: "dbInstanceAction",
    label: actionLabel("dbInstanceAction"),
    region: "eu-central-1",
    motive: "Parameter group change needs a reboot",
    outcome: "ok",
    duration_ms: 13,
  });
  expect(JSON.parse(String(row.summary))).toEqual({ query: { region: "eu-central-1" }, body: { action: "reboot", reason: "Parameter group change needs a reboot" } });
});

test("every text is bounded and stripped of control and bidi characters", () => {
  const row = auditRowOf({
    at: new Date("2026-11-24T10:00:00Z"),
    requestId: "r-2",
    endpointId: "signInFailed",
    params: {},
    query: {},
    body: { reason: "ok\u202Egnp.exe\u0000\r\nnext line", note: "\u2066hidden\u2069" },
    username: `${"a".repeat(100_000)}@example.com`,
    role: null,
    status: 400,
    message: "Incorrect\u0007password\u200F",
    durationMs: 0,
    clientAddress: "203.0.113.9\n",
  });
  expect(row.username!.length).toBeLessThanOrEqual(301);
  expect(row.motive).toBe("okgnp.exe next line");
  expect(row.message).toBe("Incorrect password");
  expect(row.client_address).toBe("203.0.113.9");
  expect(JSON.parse(String(row.summary))).toEqual({ body: { reason: "okgnp.exe next line", note: "hidden" } });
});

test("the server's own facts name the instance of a stop and fill the region of an upgrade request; a header's claims never do", () => {
  const base = { at: new Date(), requestId: "r-3", query: {}, username: "admin@example.com", role: "admin", status: 200, message: null, durationMs: 1, clientAddress: null };
  const stop = auditRowOf({ ...base, endpointId: "instanceAction", params: { id: "i-1" }, body: { action: "stop", region: "us-west-2", reason: "Patch window" }, facts: { instance: { id: "i-1", name: "MDL_CAMPUS", region: "us-west-2" } } });
  expect(stop).toMatchObject({ target_kind: "instance", target_id: "i-1", target_name: "MDL_CAMPUS", instance_id: "i-1", instance_name: "MDL_CAMPUS", region: "us-west-2" });
  const upgrade = auditRowOf({ ...base, endpointId: "createUpgradeRequest", params: { instanceId: "i-2" }, body: { parameters: { name: "campus" }, deployment: "dedicated" }, facts: { instance: { id: "i-2", name: "MDL_TWO", region: "eu-central-1" } } });
  expect(upgrade).toMatchObject({ instance_id: "i-2", instance_name: "MDL_TWO", region: "eu-central-1" });
  // Facts about another server than the call's are not used.
  const other = auditRowOf({ ...base, endpointId: "instanceAction", params: { id: "i-3" }, body: { action: "stop", region: "us-west-2", reason: "Patch window" }, facts: { instance: { id: "i-9", name: "MDL_NINE", region: "eu-central-1" } } });
  expect(other).toMatchObject({ target_id: "i-3", target_name: null, instance_name: null, region: "us-west-2" });
  const deletion = auditRowOf({ ...base, endpointId: "deleteRequest", params: {}, body: { resources: { instanceId: "i-4" }, deleteLMS: true, region: "us-west-2", deleteDomain: true }, facts: { instance: { id: "i-4", name: "MDL_FOUR", region: "us-west-2" } } });
  expect(deletion).toMatchObject({ target_kind: "instance", target_id: "i-4", target_name: "MDL_FOUR", instance_id: "i-4", instance_name: "MDL_FOUR" });
});
