// Creating LMSs and shared servers in the embedded upstream (spec 2 §2.1–2.3, §4 "Creation", §5,
// §7): installers and silos, POST /instance with the upstream's own checks, the creation output
// (206 while running, 200 when done) read against a clock the test moves, the instance it leaves
// in the list, blockCreation, the confirm-add mail and request, the FAIL marker, shared servers.
import { api } from "@/lib/contract";
import { CREATION_FIELD_MESSAGES, INCORRECT_PARAMETERS_MESSAGE, installableSilos } from "@/lib/domain/provisioning";
import { CREATION_FAILS_MARKER } from "@/lib/sim/machine/processMarkers";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { callForm, clockedSim, REGION, rows } from "./opsHelpers";
import { creationForm, getText, outbox } from "./processHelpers";

const create = (sim: Parameters<typeof callForm>[0], token: string, overrides: Record<string, string> = {}) =>
  callForm(sim, "POST", "/instance", token, creationForm(overrides));
const output = (sim: Parameters<typeof getText>[0], token: string, id: string) =>
  getText(sim, `/instance/creation-process-output?outputFileId=${encodeURIComponent(id)}`, token);

/** Longest a default creation runs: 45 s + a third. */
const LONGEST_CREATION_MS = 60_000;

describe("installers and silos", () => {
  it("offers Moodle 4.1–4.5 and Totara packages, and lists every shared server as a silo", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const installers = await call(sim, "GET", `/instances/installers?region=${REGION}`, { token });
    expect(installers.status).toBe(200);
    expect(api.installers.response.safeParse(installers.body).success).toBe(true);
    const names = (installers.body.installers as { name: string }[]).map((i) => i.name);
    for (const minor of ["4.1", "4.2", "4.3", "4.4", "4.5"]) expect(names.some((n) => n.includes("moodle") && n.includes(minor))).toBe(true);
    expect(names.some((n) => n.includes("totara"))).toBe(true);
    expect(names.some((n) => !n.includes("moodle"))).toBe(true);

    const silos = await call(sim, "GET", `/instances/silos?region=${REGION}`, { token });
    expect(api.silos.response.safeParse(silos.body).success).toBe(true);
    const list = silos.body.silos as { instanceId: string; name: string }[];
    const shared = (await rows(sim, token)).filter((r) => r.deploymentType === "shared");
    expect(list.map((s) => s.instanceId).sort()).toEqual(shared.map((s) => s.instanceId).sort());
    // The console's exclusions have something to exclude, and something is left.
    expect(list.map((s) => s.name)).toEqual(expect.arrayContaining(["MDL_TOTARA01", "MDL_MOODLE03", "MDL_MOODLE04"]));
    expect(installableSilos(list).map((s) => s.name)).toEqual(["MDL_MOODLE01", "MDL_MOODLE02"]);
  });
});

describe("creating a standalone instance", () => {
  it("writes its output over 30–60 s (206, then 200) and leaves a running instance with the chosen type, client, LMS and volume", async () => {
    const { sim, clock } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const res = await create(sim, token, { requestToken: "req-token-1" });
    expect(res.status).toBe(200);
    expect(api.createInstance.response.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ success: true, startCreationProcess: true, deployId: expect.any(String) });
    const deployId = res.body.deployId as string;

    const first = await output(sim, token, deployId);
    expect(first).toMatchObject({ status: 206, contentType: expect.stringContaining("text/plain") });
    expect(first.text).toContain("MDL_PRUEBAUNI");
    expect((await rows(sim, token)).some((r) => r.name === "MDL_PRUEBAUNI")).toBe(false);

    // A creation lasts at least 30 s.
    clock.t += 29_000;
    const middle = await output(sim, token, deployId);
    expect(middle.status).toBe(206);
    expect(middle.text.startsWith(first.text)).toBe(true);
    expect(middle.text.split("\n").length).toBeGreaterThan(first.text.split("\n").length);

    clock.t += LONGEST_CREATION_MS;
    const done = await output(sim, token, deployId);
    expect(done.status).toBe(200);
    expect(done.text.startsWith(middle.text)).toBe(true);
    expect(done.text).toContain("Instance MDL_PRUEBAUNI created successfully");
    expect(done.text).not.toContain("[Errors]");

    const row = (await rows(sim, token)).find((r) => r.name === "MDL_PRUEBAUNI");
    expect(row).toMatchObject({ state: "running", instaceType: "t4g.medium", deploymentType: "dedicated", lms: "Moodle", domain: "https://pruebauni.example" });
    const volumes = await call(sim, "GET", `/instances/${row!.instanceId}/volume?region=${REGION}`, { token });
    expect(volumes.status).toBe(200);
    expect(volumes.body.volumes).toEqual(expect.arrayContaining([expect.objectContaining({ size: 80, client: "Universidad de Prueba", version: "4.4.4", lms: "Moodle" })]));
    const tags = await call(sim, "GET", `/instances/${row!.instanceId}/tags?region=${REGION}`, { token });
    expect(JSON.stringify(tags.body)).toContain("Universidad de Prueba");
    expect(JSON.stringify(tags.body)).toContain('"ContractedUsers"');
  });

  it("mails the superadmins a confirm-add link whose token returns the request and streams the same output", async () => {
    const { sim, clock } = clockedSim({ consoleUrl: "http://console.test:3100" });
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const res = await create(sim, token, {
      requestToken: "7f1c2d9e-confirm", installationPackage: "totara-18.4.tgz", totaraType: "learn_perform", moodleInstallationType: "",
      installThemeEdumy: "false", dbOnSharedRDS: "true", clientEmail: "ti@prueba.example", sendEmailToClient: "true",
    });
    expect(res.body).toMatchObject({ success: true, startCreationProcess: true });
    const [mail] = await outbox(sim);
    expect(mail.to).toEqual(["superadmin@example.com"]);
    expect(mail.links).toEqual([`http://console.test:3100/home/instances/confirm-add/7f1c2d9e-confirm?region=${REGION}`]);

    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const confirm = await call(sim, "GET", "/instance/confirm-instance/7f1c2d9e-confirm", { token: superadmin });
    expect(confirm.status).toBe(200);
    expect(api.confirmInstance.response.safeParse(confirm.body).success).toBe(true);
    expect(confirm.body).toMatchObject({
      success: true,
      data: {
        installationPackage: "totara-18.4.tgz", lms: "Totara", totaraType: "learn_perform", client: "Universidad de Prueba", contractedUsers: 400,
        branch: "CR", domain: "pruebauni", instanceName: "MDL_PRUEBAUNI", volumeSize: 80, instanceType: "t4g.medium", dbOnSharedRDS: true,
        clientEmail: "ti@prueba.example", sendEmailToClient: true, installThemeEdumy: false,
      },
    });
    const byToken = await output(sim, superadmin, "7f1c2d9e-confirm");
    expect(byToken).toMatchObject({ status: 206, text: (await output(sim, superadmin, res.body.deployId as string)).text });
    clock.t += LONGEST_CREATION_MS;
    expect((await output(sim, superadmin, "7f1c2d9e-confirm")).status).toBe(200);
    expect((await call(sim, "GET", "/instance/confirm-instance/no-such-token", { token: superadmin })).status).toBe(404);
  });

  it("blocks a second creation in the region while one runs, for anyone", async () => {
    const { sim, clock } = clockedSim();
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    expect((await create(sim, admin)).body.success).toBe(true);
    const blocked = await create(sim, superadmin, { instanceName: "MDL_OTRA", domain: "otra" });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ success: false, blockCreation: true, message: expect.stringContaining("MDL_PRUEBAUNI") });
    expect(api.createInstance.response.safeParse(blocked.body).success).toBe(true);
    clock.t += LONGEST_CREATION_MS;
    expect((await create(sim, superadmin, { instanceName: "MDL_OTRA", domain: "otra" })).body).toMatchObject({ success: true, deployId: expect.any(String) });
  });

  it("answers 400 with the spec's messages for names in use, an unknown package and a silo a site cannot go on", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const list = await rows(sim, token);
    const taken = list.find((r) => r.deploymentType === "dedicated" && r.domain)!;
    const label = taken.domain.replace(/^https:\/\//, "").split(".")[1];
    const M = CREATION_FIELD_MESSAGES;

    const name = await create(sim, token, { instanceName: taken.name });
    expect(name).toMatchObject({ status: 400, body: { message: INCORRECT_PARAMETERS_MESSAGE, fields: { instanceName: M.dbNameNotAvailable, dbNameNotAvailable: M.dbNameNotAvailable } } });
    const domain = await create(sim, token, { domain: label });
    expect(domain).toMatchObject({ status: 400, body: { fields: { domain: M.dbNameNotAvailable, dbNameNotAvailable: M.dbNameNotAvailable } } });
    const rds = await create(sim, token, { dbInstance: "mdl-shared-rds-01" });
    expect(rds).toMatchObject({ status: 400, body: { fields: { dbInstance: M.dbNameNotAvailable } } });
    const pkg = await create(sim, token, { installationPackage: "moodle-3.9.tgz" });
    expect(pkg).toMatchObject({ status: 400, body: { fields: { installationPackage: M.installationPackage } } });
    const totaraSilo = list.find((r) => r.name === "MDL_TOTARA01")!;
    const silo = await create(sim, token, { installationType: "silo", installationInstance: totaraSilo.instanceId });
    expect(silo).toMatchObject({ status: 400, body: { fields: { installationInstance: M.installationInstance } } });
    // The contract's own checks come first: a malformed domain never reaches the handler's.
    expect(await create(sim, token, { domain: "9bad" })).toMatchObject({ status: 400, body: { fields: { domain: M.domain } } });
    expect((await create(sim, await signInVerified(sim, ACCOUNTS.manager))).status).toBe(403);
    expect(sim.outbox()).toEqual([]);
  });

  it("installs a site on a silo: its volume appears on that shared server", async () => {
    const { sim, clock } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const silo = (await rows(sim, token)).find((r) => r.name === "MDL_MOODLE01")!;
    const res = await create(sim, token, { installationType: "silo", installationInstance: silo.instanceId, domain: "silosite", volumeSize: "30" });
    expect(res.body).toMatchObject({ success: true, deployId: expect.any(String) });
    expect(sim.outbox()).toEqual([]);
    clock.t += LONGEST_CREATION_MS;
    expect((await output(sim, token, res.body.deployId as string)).text).toContain(`shared server MDL_MOODLE01 (${silo.instanceId})`);
    const volumes = await call(sim, "GET", `/instances/${silo.instanceId}/volumes?region=${REGION}`, { token });
    expect(volumes.body.volumes).toEqual(expect.arrayContaining([expect.objectContaining({ domain: "https://silosite.example", size: 30, client: "Universidad de Prueba" })]));
  });

  it(`fails with [Errors] and creates nothing when the name contains ${CREATION_FAILS_MARKER}, or when SIM_FAULTS says so`, async () => {
    const { sim, clock } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const res = await create(sim, token, { instanceName: "MDL_PRUEBA_FAIL", domain: "pruebafail" });
    expect(res.body.success).toBe(true);
    clock.t += LONGEST_CREATION_MS;
    const done = await output(sim, token, res.body.deployId as string);
    expect(done.status).toBe(200);
    expect(done.text).toContain("[Errors]");
    expect((await rows(sim, token)).some((r) => r.name === "MDL_PRUEBA_FAIL")).toBe(false);

    const faulty = clockedSim({ faults: "process_error_rate=1" });
    const admin = await signInVerified(faulty.sim, ACCOUNTS.admin);
    const started = await create(faulty.sim, admin);
    faulty.clock.t += LONGEST_CREATION_MS;
    expect((await output(faulty.sim, admin, started.body.deployId as string)).text).toContain("[Errors]");
    expect((await rows(faulty.sim, admin)).some((r) => r.name === "MDL_PRUEBAUNI")).toBe(false);
  });

  it("is done at the first read with processMs 0 (SIM_PROCESS_MS=0), and an unknown output id is 404", async () => {
    const { sim } = clockedSim({ processMs: 0 });
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const res = await create(sim, token);
    expect(await output(sim, token, res.body.deployId as string)).toMatchObject({ status: 200, text: expect.stringContaining("created successfully") });
    expect((await rows(sim, token)).some((r) => r.name === "MDL_PRUEBAUNI")).toBe(true);
    const missing = await call(sim, "GET", "/instance/creation-process-output?outputFileId=deploy-none", { token });
    expect(missing).toMatchObject({ status: 404, body: { message: "No process output deploy-none." } });
  });

  it("creates in the region the console names (?region=), and in us-west-2 without one", async () => {
    const { sim } = clockedSim({ processMs: 0 });
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const res = await callForm(sim, "POST", "/instance?region=eu-central-1", token, creationForm());
    expect(res.status).toBe(200);
    await output(sim, token, res.body.deployId as string);
    expect((await rows(sim, token, "eu-central-1")).some((r) => r.name === "MDL_PRUEBAUNI")).toBe(true);
    expect((await rows(sim, token, "us-west-2")).some((r) => r.name === "MDL_PRUEBAUNI")).toBe(false);
  });
});

describe("creating a shared server", () => {
  it("takes only the next MDL_MOODLE number, and the new server appears in the list and the silos when done", async () => {
    const { sim, clock } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const post = (instanceName: string) => call(sim, "POST", "/shared-instance", { token, body: { sharedServer: true, instanceName } });
    for (const wrong of ["MDL_MOODLE04", "MDL_MOODLE07", "MDL_MOODLE5"]) {
      expect(await post(wrong)).toMatchObject({ status: 400, body: { fields: { instanceName: "Invalid instance name" } } });
    }
    const res = await post("MDL_MOODLE05");
    expect(res).toMatchObject({ status: 200, body: { success: true, deployId: expect.any(String) } });
    expect(api.createSharedInstance.response.safeParse(res.body).success).toBe(true);
    const running = await output(sim, token, res.body.deployId as string);
    expect(running.status).toBe(206);
    // One creation at a time in the region.
    expect((await post("MDL_MOODLE06")).status).toBe(409);

    clock.t += LONGEST_CREATION_MS;
    const done = await output(sim, token, res.body.deployId as string);
    expect(done).toMatchObject({ status: 200, text: expect.stringContaining("Shared server MDL_MOODLE05 created successfully") });
    expect((await rows(sim, token)).find((r) => r.name === "MDL_MOODLE05")).toMatchObject({ deploymentType: "shared", state: "running" });
    const silos = await call(sim, "GET", `/instances/silos?region=${REGION}`, { token });
    expect((silos.body.silos as { name: string }[]).map((s) => s.name)).toContain("MDL_MOODLE05");
    expect((await post("MDL_MOODLE05")).status).toBe(400);
    expect((await post("MDL_MOODLE06")).status).toBe(200);
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    expect((await call(sim, "POST", "/shared-instance", { token: admin, body: { sharedServer: true, instanceName: "MDL_MOODLE07" } })).status).toBe(403);
  });
});
