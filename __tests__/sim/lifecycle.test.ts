// Server and LMS information, backups and deletion requests, and the dev outbox where the
// e-mails they "send" land: in-process (sim.handle, sim.outbox()) and over HTTP.
import { api } from "@/lib/contract";
import { createSim, type Sim } from "@/lib/sim";
import { generateFleet } from "@/lib/sim/fleet/generate";
import { serveHandler } from "@/lib/sim/nodeServer";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, FIXED_NOW, pick, REGION, rows, savedSim, withStateFile } from "./opsHelpers";

interface Mail {
  id: string;
  at: string;
  to: string[];
  subject: string;
  text: string;
  links: string[];
}

async function outbox(sim: Sim): Promise<Mail[]> {
  const res = await sim.handle(new Request("http://sim.test/__sim/outbox"));
  expect(res.status).toBe(200);
  return (await res.json()) as Mail[];
}

/** A shared server's site, straight from the seeded fleet (sites are not in the list). */
function sharedSite() {
  const fleet = generateFleet(1, 60, new Date(FIXED_NOW).toISOString().slice(0, 10));
  const server = fleet[REGION].instances.find((i) => i.deploymentType === "shared" && i.state === "running");
  const volume = server?.volumes.find((v) => v.isMoodleData && v.domain);
  if (!server || !volume?.domain) throw new Error("no shared site");
  return { server, volume, domain: volume.domain };
}

describe("server and LMS information", () => {
  it("describes a dedicated server, and one site of a shared server, in the shape backup takes", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const dedicated = pick(await rows(sim, token), "running dedicated server", (r) => r.state === "running" && r.deploymentType === "dedicated");
    const info = await call(sim, "GET", `/server-info/${dedicated.instanceId}?region=${REGION}`, { token });
    expect(api.serverInfo.response.safeParse(info.body).success).toBe(true);
    const host = dedicated.domain.replace(/^https:\/\//, "");
    expect(info.body.instanceData).toMatchObject({
      instanceId: dedicated.instanceId, instanceName: dedicated.name, instanceIp: dedicated.publicIpAddress, state: "running",
      instanceType: dedicated.instaceType, domain: dedicated.domain, appDirectory: `/var/www/${host}`, moodledataDirectory: `/var/moodledata/${host}`,
      dbName: expect.stringMatching(/^(moodle|totara)_/), phpVersion: expect.stringMatching(/^8\.\d$/),
    });

    const { server, volume, domain } = sharedSite();
    const lms = await call(sim, "GET", `/lms-info/${server.instanceId}?region=${REGION}&volumeDomain=${encodeURIComponent(domain.replace(/^https:\/\//, ""))}`, { token });
    expect(lms).toMatchObject({ status: 200, body: { success: true, instanceData: { volumeId: volume.volumeId, domain, instanceName: server.name } } });
    expect(await call(sim, "GET", `/lms-info/${server.instanceId}?region=${REGION}&volumeDomain=nowhere.example`, { token })).toMatchObject({
      status: 404, body: { message: `${server.name} hosts no site nowhere.example.` },
    });
    expect(await call(sim, "GET", `/server-info/i-00000000000000000?region=${REGION}`, { token })).toMatchObject({ status: 404, body: { message: "Instance not found" } });
  });
});

describe("backup", () => {
  it("starts a backup from server-info data, refuses a second while it runs, and mails the download link when done", async () => {
    const { sim, clock } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const list = await rows(sim, token);
    const row = pick(list, "running dedicated server", (r) => r.state === "running" && r.deploymentType === "dedicated");
    const { instanceData } = (await call(sim, "GET", `/server-info/${row.instanceId}?region=${REGION}`, { token })).body as { instanceData: Record<string, unknown> };
    const backup = () => call(sim, "POST", `/backup/${row.instanceId}`, { token, body: { region: REGION, instanceName: row.name, instanceData } });

    expect(await backup()).toMatchObject({ status: 200, body: { success: true, message: "All the necessary data for the backup process have been obtained. The backup process will begin." } });
    expect(await backup()).toMatchObject({ status: 409, body: { message: expect.stringContaining("is already running") } });
    expect(await outbox(sim)).toEqual([]);
    clock.t += 20_000;
    const [mail] = await outbox(sim);
    expect(mail).toMatchObject({ to: [ACCOUNTS.admin.username], subject: expect.stringContaining("is ready") });
    expect(mail.links).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/backups\/backup-[a-z0-9]+-\d{8}T\d{6}Z-[0-9a-f]{6}\?region=us-west-2$/)]);

    const wrongName = await call(sim, "POST", `/backup/${row.instanceId}`, { token, body: { region: REGION, instanceName: "MDL_SOMEONE_ELSE", instanceData } });
    expect(wrongName).toMatchObject({ status: 400, body: { message: `The backup must name the instance ${row.name} or one of its sites.` } });
    const stopped = pick(list, "stopped dedicated server", (r) => r.state === "stopped" && r.deploymentType === "dedicated");
    const stoppedRes = await call(sim, "POST", `/backup/${stopped.instanceId}`, { token, body: { region: REGION, instanceName: stopped.name, instanceData: {} } });
    expect(stoppedRes).toMatchObject({ status: 409, body: { message: `${stopped.name} is stopped. Start it to back it up.` } });
  });
});

describe("deletion request", () => {
  it("puts an approval link home/delete/{token}/{action} in the outbox for the superadmins, and keeps it across a restart", async () => {
    await withStateFile(async (stateFile) => {
      const first = await savedSim(stateFile, { consoleUrl: "http://console.test:3100/" });
      const token = await signInVerified(first.sim, ACCOUNTS.admin);
      const row = pick(await rows(first.sim, token), "dedicated server", (r) => r.deploymentType === "dedicated");
      const body = { resources: { instanceId: row.instanceId }, deleteLMS: false, region: REGION, deleteDomain: false };
      const res = await call(first.sim, "POST", "/instances/delete-request", { token, body });
      expect(res).toMatchObject({ status: 200, body: { success: true } });
      expect(api.deleteRequest.response.safeParse(res.body).success).toBe(true);

      const { server, volume } = sharedSite();
      const lms = await call(first.sim, "POST", "/instances/delete-request", {
        token, body: { resources: { instanceId: server.instanceId, volumeId: volume.volumeId }, deleteLMS: true, region: REGION, deleteDomain: true },
      });
      expect(lms.status).toBe(200);

      const mails = await outbox(first.sim);
      expect(mails).toHaveLength(2);
      expect(mails[0].to).toEqual(["superadmin@example.com"]);
      expect(mails[0].subject).toBe(`Approval needed: delete ${row.name}`);
      expect(mails[0].text).toContain("The domain will not be deleted");
      const link = /http:\/\/console\.test:3100\/home\/delete\/([0-9a-f-]{36})\/(delete-[a-z]+)/;
      expect(mails[0].links).toEqual([expect.stringMatching(link)]);
      expect(link.exec(mails[0].links[0])?.[2]).toBe("delete-instance");
      expect(link.exec(mails[1].links[0])?.[2]).toBe("delete-lms");
      expect(mails[1].text).toContain(volume.volumeId);
      expect(first.sim.outbox()).toEqual(mails);
      await first.sim.close();

      const second = createSim({ stateFile, now: () => FIXED_NOW });
      expect(await outbox(second)).toEqual(mails);
      // DELETE empties it, for good.
      expect(await (await second.handle(new Request("http://sim.test/__sim/outbox", { method: "DELETE" }))).json()).toEqual({ success: true, removed: 2 });
      expect(await outbox(second)).toEqual([]);
      await second.close();
      expect(await outbox(createSim({ stateFile, now: () => FIXED_NOW }))).toEqual([]);
    });
  });

  it("refuses an unknown instance or volume, the root volume and a manager", async () => {
    const { sim } = clockedSim();
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const manager = await signInVerified(sim, ACCOUNTS.manager);
    const { server, volume } = sharedSite();
    const root = server.volumes.find((v) => v.isRoot)!;
    const ask = (token: string, resources: Record<string, string>) =>
      call(sim, "POST", "/instances/delete-request", { token, body: { resources, deleteLMS: true, region: REGION, deleteDomain: true } });
    expect(await ask(admin, { instanceId: "i-00000000000000000" })).toMatchObject({ status: 404, body: { message: "Instance not found" } });
    expect(await ask(admin, { instanceId: server.instanceId, volumeId: "vol-00000000000000000" })).toMatchObject({ status: 404, body: { message: `${server.name} has no volume vol-00000000000000000.` } });
    expect(await ask(admin, { instanceId: server.instanceId, volumeId: root.volumeId })).toMatchObject({ status: 400 });
    expect((await ask(manager, { instanceId: server.instanceId, volumeId: volume.volumeId })).status).toBe(403);
    expect(sim.outbox()).toEqual([]);
  });

  it("serves the outbox over HTTP as npm run upstream does", async () => {
    const sim = createSim({ fleetSize: 5 });
    const server = await serveHandler((request) => sim.handle(request), 0);
    try {
      const token = await signInVerified(sim, ACCOUNTS.superadmin);
      const row = (await rows(sim, token))[0];
      await call(sim, "POST", "/instances/delete-request", { token, body: { resources: { instanceId: row.instanceId }, deleteLMS: true, region: REGION, deleteDomain: true } });
      const mails = (await (await fetch(`${server.origin}/__sim/outbox`)).json()) as Mail[];
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toMatch(/\/home\/delete\/[0-9a-f-]{36}\/delete-lms/);
      expect((await fetch(`${server.origin}/__sim/outbox`, { method: "DELETE" })).status).toBe(200);
      expect(await (await fetch(`${server.origin}/__sim/outbox`)).json()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
