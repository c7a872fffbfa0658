// Carrying out a deletion request in the embedded upstream (spec 2 §2.5, §4 "Deletion", §7, §8):
// the details its link shows, POST /instances/{id}/delete and its output (206, then 200), the
// server or site gone afterwards, the domain kept when asked, the KEEPME marker's '[Errors]',
// the deleted / canceled status, and a deletion mid-flight surviving a restart.
import { api } from "@/lib/contract";
import { createSim, type Sim } from "@/lib/sim";
import { DELETION_FAILS_MARKER } from "@/lib/sim/machine/processMarkers";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { callForm, clockedSim, pick, REGION, rows, savedSim, withStateFile, type Clock } from "./opsHelpers";
import { creationForm, getText, outbox } from "./processHelpers";

/** A deletion lasts at most half of a 60 s creation. */
const LONGEST_DELETION_MS = 30_000;

/** Asks for the deletion as the console does and returns the token and action of the mailed link. */
async function requestDeletion(sim: Sim, token: string, body: Record<string, unknown>): Promise<{ token: string; action: string }> {
  const res = await call(sim, "POST", "/instances/delete-request", { token, body });
  expect(res.status).toBe(200);
  const link = (await outbox(sim)).at(-1)!.links[0];
  const [, found, action] = /\/home\/delete\/([^/]+)\/([^?]+)\?region=/.exec(link)!;
  return { token: found, action };
}

async function details(sim: Sim, token: string, link: { token: string; action: string }, region = REGION) {
  return call(sim, "GET", `/instances/delete-details?token=${link.token}&action=${link.action}&region=${region}`, { token });
}

async function approve(sim: Sim, token: string, instanceId: string, link: { token: string; action: string }) {
  const shown = await details(sim, token, link);
  expect(shown.status).toBe(200);
  const { resources, deleteDomain } = shown.body as { resources: Record<string, unknown>; deleteDomain: boolean };
  return call(sim, "POST", `/instances/${instanceId}/delete`, { token, body: { deleteLMS: link.action === "delete-lms", resources, region: REGION, deleteDomain } });
}

const processInfo = (sim: Sim, token: string, instanceId: string, id: string) =>
  getText(sim, `/instances/${instanceId}/delete-process-info?outputFileId=${id}`, token);

async function finish(sim: Sim, clock: Clock, token: string, instanceId: string, id: string) {
  clock.t += LONGEST_DELETION_MS;
  return processInfo(sim, token, instanceId, id);
}

describe("deleting an instance through its approval link", () => {
  it("shows the details, runs the deletion (206, then 200), removes the server, keeps the domain when asked and marks the request deleted", async () => {
    const { sim, clock } = clockedSim();
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const row = pick(await rows(sim, admin), "running dedicated server", (r) => r.deploymentType === "dedicated" && r.state === "running" && !!r.domain);
    const link = await requestDeletion(sim, admin, { resources: { instanceId: row.instanceId }, deleteLMS: true, region: REGION, deleteDomain: false });
    expect(link.action).toBe("delete-lms");

    const shown = await details(sim, superadmin, link);
    expect(api.deleteDetails.response.safeParse(shown.body).success).toBe(true);
    expect(shown.body).toMatchObject({
      deleteDomain: false,
      resources: { instanceId: row.instanceId, instanceName: row.name, instanceIp: row.publicIpAddress, domain: null, dbName: expect.stringMatching(/^(moodle|totara)_/) },
    });
    expect((await details(sim, superadmin, { ...link, token: "no-such-token" })).status).toBe(404);

    const started = await approve(sim, superadmin, row.instanceId, link);
    expect(started).toMatchObject({ status: 200, body: { outputFileId: expect.any(String) } });
    expect(api.deleteInstance.response.safeParse(started.body).success).toBe(true);
    const id = started.body.outputFileId as string;
    const running = await processInfo(sim, superadmin, row.instanceId, id);
    expect(running).toMatchObject({ status: 206, contentType: expect.stringContaining("text/plain") });
    expect((await approve(sim, superadmin, row.instanceId, link)).status).toBe(409);
    // Marking it deleted before the deletion has run cleanly is refused.
    expect((await call(sim, "POST", `/instances/resources/${row.instanceId}`, { token: superadmin, body: { token: link.token, status: "deleted" } })).status).toBe(409);

    const done = await finish(sim, clock, superadmin, row.instanceId, id);
    expect(done.status).toBe(200);
    expect(done.text.startsWith(running.text)).toBe(true);
    expect(done.text).toContain("The domain will not be deleted");
    expect(done.text).not.toContain("[Errors]");
    expect((await rows(sim, admin)).some((r) => r.instanceId === row.instanceId)).toBe(false);

    const marked = await call(sim, "POST", `/instances/resources/${row.instanceId}`, { token: superadmin, body: { token: link.token, status: "deleted" } });
    expect(marked).toMatchObject({ status: 200, body: { success: true, message: "Resources were successfully deleted." } });
    expect((await details(sim, superadmin, link)).status).toBe(410);
    expect((await call(sim, "POST", `/instances/resources/${row.instanceId}`, { token: superadmin, body: { token: link.token, status: "canceled" } })).status).toBe(409);
    expect((await processInfo(sim, superadmin, row.instanceId, "delete-none")).status).toBe(404);
  });

  it("deletes one LMS of a shared server: its volume goes, the server stays, and the domain goes with it", async () => {
    const { sim, clock } = clockedSim();
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const server = pick(await rows(sim, superadmin), "shared server", (r) => r.name === "MDL_MOODLE01");
    const volumes = (await call(sim, "GET", `/instances/${server.instanceId}/volumes?region=${REGION}`, { token: superadmin })).body.volumes as { volumeId: string; domain: string; isMoodleData: boolean }[];
    const site = volumes.find((v) => v.isMoodleData && v.domain)!;
    const link = await requestDeletion(sim, superadmin, { resources: { instanceId: server.instanceId, volumeId: site.volumeId }, deleteLMS: true, region: REGION, deleteDomain: true });
    const shown = await details(sim, superadmin, link);
    expect(shown.body).toMatchObject({ deleteDomain: true, resources: { instanceId: server.instanceId, domain: site.domain, deleteRDS: false } });

    const started = await approve(sim, superadmin, server.instanceId, link);
    const done = await finish(sim, clock, superadmin, server.instanceId, started.body.outputFileId as string);
    expect(done.text).toContain(`deleting the record ${site.domain.replace(/^https:\/\//, "")}`);
    expect((await rows(sim, superadmin)).some((r) => r.instanceId === server.instanceId)).toBe(true);
    const after = (await call(sim, "GET", `/instances/${server.instanceId}/volumes?region=${REGION}`, { token: superadmin })).body.volumes as { volumeId: string }[];
    expect(after.some((v) => v.volumeId === site.volumeId)).toBe(false);
    expect(after).toHaveLength(volumes.length - 1);
  });

  it(`ends with [Errors] and leaves the server when its name contains ${DELETION_FAILS_MARKER}`, async () => {
    const { sim, clock } = clockedSim({ processMs: 0 });
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const created = await callForm(sim, "POST", "/instance", superadmin, creationForm({ instanceName: "MDL_KEEPME1", domain: "keepme" }));
    expect(created.body.success).toBe(true);
    const row = pick(await rows(sim, superadmin), "the KEEPME server", (r) => r.name === "MDL_KEEPME1");
    const link = await requestDeletion(sim, superadmin, { resources: { instanceId: row.instanceId }, deleteLMS: true, region: REGION, deleteDomain: true });
    const started = await approve(sim, superadmin, row.instanceId, link);
    const done = await finish(sim, clock, superadmin, row.instanceId, started.body.outputFileId as string);
    expect(done.status).toBe(200);
    expect(done.text).toContain("[Errors]");
    expect((await rows(sim, superadmin)).some((r) => r.instanceId === row.instanceId)).toBe(true);
    expect((await call(sim, "POST", `/instances/resources/${row.instanceId}`, { token: superadmin, body: { token: link.token, status: "deleted" } })).status).toBe(409);
    // A failed run leaves the request pending: it may be canceled.
    expect((await call(sim, "POST", `/instances/resources/${row.instanceId}`, { token: superadmin, body: { token: link.token, status: "canceled" } })).status).toBe(200);
  });

  it("a canceled request can no longer be deleted, and only a superadmin deletes or cancels", async () => {
    const { sim } = clockedSim();
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const row = pick(await rows(sim, admin), "dedicated server", (r) => r.deploymentType === "dedicated");
    const link = await requestDeletion(sim, admin, { resources: { instanceId: row.instanceId }, deleteLMS: false, region: REGION, deleteDomain: true });
    expect(link.action).toBe("delete-instance");
    const shown = await details(sim, superadmin, link);
    expect((await call(sim, "POST", `/instances/resources/${row.instanceId}`, { token: admin, body: { token: link.token, status: "canceled" } })).status).toBe(403);
    expect((await call(sim, "POST", `/instances/${row.instanceId}/delete`, { token: admin, body: { deleteLMS: false, resources: shown.body.resources, region: REGION, deleteDomain: true } })).status).toBe(403);

    const canceled = await call(sim, "POST", `/instances/resources/${row.instanceId}`, { token: superadmin, body: { token: link.token, status: "canceled" } });
    expect(canceled).toMatchObject({ status: 200, body: { message: "The deletion request has been successfully canceled." } });
    expect(await details(sim, superadmin, link)).toMatchObject({ status: 410, body: { message: expect.stringContaining("canceled") } });
    const refused = await call(sim, "POST", `/instances/${row.instanceId}/delete`, { token: superadmin, body: { deleteLMS: false, resources: shown.body.resources, region: REGION, deleteDomain: true } });
    expect(refused).toMatchObject({ status: 410, body: { message: expect.stringContaining("canceled") } });
    expect((await rows(sim, admin)).some((r) => r.instanceId === row.instanceId)).toBe(true);
  });

  it("keeps a deletion mid-flight across a restart, and it completes on the restarted upstream's clock", async () => {
    await withStateFile(async (stateFile) => {
      const first = await savedSim(stateFile);
      const superadmin = await signInVerified(first.sim, ACCOUNTS.superadmin);
      const row = pick(await rows(first.sim, superadmin), "dedicated server", (r) => r.deploymentType === "dedicated");
      const link = await requestDeletion(first.sim, superadmin, { resources: { instanceId: row.instanceId }, deleteLMS: true, region: REGION, deleteDomain: true });
      const started = await approve(first.sim, superadmin, row.instanceId, link);
      const id = started.body.outputFileId as string;
      expect((await processInfo(first.sim, superadmin, row.instanceId, id)).status).toBe(206);
      await first.sim.close();

      const clock = { t: first.clock.t + LONGEST_DELETION_MS };
      const second = createSim({ stateFile, now: () => clock.t });
      const again = await signInVerified(second, ACCOUNTS.superadmin);
      expect((await processInfo(second, again, row.instanceId, id)).status).toBe(200);
      expect((await rows(second, again)).some((r) => r.instanceId === row.instanceId)).toBe(false);
      await second.close();

      // And it stays gone after another restart.
      const third = createSim({ stateFile, now: () => clock.t });
      expect((await rows(third, await signInVerified(third, ACCOUNTS.superadmin))).some((r) => r.instanceId === row.instanceId)).toBe(false);
      await third.close();
    });
  });
});
