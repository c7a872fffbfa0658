// File access for the client sites of a shared server (spec 2 §2.11: the LMS actions modal of
// any volume row has a File Access section for its site), through the simulator's request path:
// `domain` picks the site, each site has its own tree and flags, a block survives a restart,
// an unknown domain and a stopped site or server are refused, and a dedicated server is untouched.
import { api } from "@/lib/contract";
import { createSim, type Sim } from "@/lib/sim";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, FIXED_NOW, pick, REGION, rows, savedSim, withStateFile, type Row } from "./opsHelpers";

interface Entry {
  name: string;
  path: string;
  type: "directory" | "file";
  blocked: boolean;
}

interface SiteVolume {
  volumeId: string;
  domain: string;
  lms: string;
}

const host = (domain: string) => domain.replace(/^https:\/\//, "");

/** The server's sites as its volume rows name them (the root volume has no domain). */
async function sitesOf(sim: Sim, token: string, row: Row): Promise<SiteVolume[]> {
  const res = await call(sim, "GET", `/instances/${row.instanceId}/volumes?region=${REGION}&instanceIp=${row.publicIpAddress}`, { token });
  expect(res.status).toBe(200);
  return (res.body.volumes as SiteVolume[]).filter((v) => v.domain !== "");
}

function browse(sim: Sim, token: string, row: Row, domain: string, relativePath?: string) {
  const query = new URLSearchParams({ domain: host(domain) });
  if (relativePath !== undefined) query.set("relativePath", relativePath);
  return call(sim, "GET", `/instances/${row.instanceId}/file-access?${query}`, { token });
}

async function listing(sim: Sim, token: string, row: Row, domain: string, relativePath?: string): Promise<Entry[]> {
  const res = await browse(sim, token, row, domain, relativePath);
  expect(res.status).toBe(200);
  return res.body.fileList as Entry[];
}

function update(sim: Sim, token: string, row: Row, domain: string, files: Entry[]) {
  return call(sim, "POST", `/instances/${row.instanceId}/file-access`, { token, body: { ip: row.publicIpAddress, domain: host(domain), files } });
}

const flip = (e: Entry): Entry => ({ ...e, blocked: !e.blocked });
/** Where the admin folder lives: Totara keeps its Moodle code under server/. */
const adminOf = (lms: string) => (lms === "Totara" ? "server/admin" : "admin");
const runningShared = (lms: string) => (r: Row) => r.state === "running" && r.deploymentType === "shared" && r.lms === lms;

describe("file access on a shared server", () => {
  it("lists each site's own tree, answering the site's domain and the server's address", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const list = await rows(sim, token);
    for (const lms of ["Moodle", "Totara"]) {
      const server = pick(list, `running shared ${lms} server`, runningShared(lms));
      const [site, neighbour] = await sitesOf(sim, token, server);
      const root = await browse(sim, token, server, site.domain);
      expect(root.status).toBe(200);
      expect(api.getFileAccess.response.safeParse(root.body).success).toBe(true);
      expect(root.body).toMatchObject({ success: true, domain: site.domain, instanceIp: server.publicIpAddress });
      const expected = lms === "Totara" ? ["d:client", "d:server", "f:config.php"] : ["d:admin", "d:mod", "f:config.php", "f:version.php"];
      expect((root.body.fileList as Entry[]).map((e) => `${e.type[0]}:${e.name}`)).toEqual(expect.arrayContaining(expected));
      expect((await listing(sim, token, server, site.domain, adminOf(lms))).map((e) => e.name)).toContain("cli");

      // Neighbours run the same LMS but are different installations: their trees differ somewhere.
      const code = lms === "Totara" ? "server/" : "";
      const folders = ["local", "mod", "blocks", "theme", "admin/tool", "auth", "enrol"].map((f) => `${code}${f}`);
      const treeOf = async (domain: string) => JSON.stringify(await Promise.all(folders.map((f) => listing(sim, token, server, domain, f))));
      expect(await treeOf(site.domain)).not.toEqual(await treeOf(neighbour.domain));
      // The same site's tree twice.
      expect(await treeOf(site.domain)).toEqual(await treeOf(site.domain));
    }
  });

  it("refuses a domain that is none of the server's sites, naming the server and its sites", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const list = await rows(sim, token);
    const server = pick(list, "running shared Moodle server", runningShared("Moodle"));
    const other = pick(list, "another running shared server", (r) => r.deploymentType === "shared" && r.state === "running" && r.instanceId !== server.instanceId);
    const [site] = await sitesOf(sim, token, server);
    const [elsewhere] = await sitesOf(sim, token, other);

    for (const domain of ["nowhere.example", elsewhere.domain]) {
      const res = await browse(sim, token, server, domain);
      expect(res).toMatchObject({ status: 400, body: { fields: { domain: expect.stringContaining(server.name) } } });
      expect((res.body.fields as Record<string, string>).domain).toContain(host(site.domain));
    }
    const entry = (await listing(sim, token, server, site.domain, "admin")).find((e) => e.name === "cli")!;
    expect(await update(sim, token, server, "nowhere.example", [flip(entry)])).toMatchObject({ status: 400, body: { fields: { domain: expect.any(String) } } });
    // The address must still be the server's.
    const wrongIp = await call(sim, "POST", `/instances/${server.instanceId}/file-access`, { token, body: { ip: "192.0.2.1", domain: host(site.domain), files: [flip(entry)] } });
    expect(wrongIp).toMatchObject({ status: 400, body: { fields: { ip: expect.any(String) } } });
    expect(await listing(sim, token, server, site.domain, "admin")).toContainEqual(entry);
  });

  it("refuses a stopped site while its neighbours answer, and a stopped server", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const list = await rows(sim, token);
    const server = pick(list, "running shared Moodle server", runningShared("Moodle"));
    const [site, neighbour] = await sitesOf(sim, token, server);
    const cli = (await listing(sim, token, server, site.domain, "admin")).find((e) => e.name === "cli")!;
    const act = (action: "start" | "stop") =>
      call(sim, "POST", `/instances/${server.instanceId}/volumes/${site.volumeId}/action`, {
        token, body: { instanceIp: server.publicIpAddress, domain: host(site.domain), action, region: REGION },
      });

    expect((await act("stop")).status).toBe(200);
    expect(await browse(sim, token, server, site.domain)).toMatchObject({ status: 409, body: { message: `The LMS ${host(site.domain)} on ${server.name} is stopped. Start it to browse its files.` } });
    expect(await update(sim, token, server, site.domain, [flip(cli)])).toMatchObject({ status: 409, body: { message: expect.stringContaining("is stopped") } });
    expect((await browse(sim, token, server, neighbour.domain)).status).toBe(200);
    expect((await act("start")).status).toBe(200);
    expect(await listing(sim, token, server, site.domain, "admin")).toContainEqual(cli);

    const down = pick(list, "stopped shared server", (r) => r.state === "stopped" && r.deploymentType === "shared");
    const [downSite] = await sitesOf(sim, token, down);
    expect(await browse(sim, token, down, downSite.domain)).toMatchObject({ status: 409, body: { message: expect.stringContaining(`${down.name} is stopped`) } });
  });

  it("keeps a block on its own site, across a restart, and leaves neighbours and dedicated servers alone", async () => {
    await withStateFile(async (stateFile) => {
      const first = await savedSim(stateFile);
      const admin = await signInVerified(first.sim, ACCOUNTS.admin);
      const list = await rows(first.sim, admin);
      const server = pick(list, "running shared Totara server", runningShared("Totara"));
      const dedicated = pick(list, "running dedicated Moodle server", (r) => r.state === "running" && r.deploymentType === "dedicated" && r.lms === "Moodle");
      const [site, neighbour] = await sitesOf(first.sim, admin, server);
      const folder = adminOf("Totara");
      const siteBefore = await listing(first.sim, admin, server, site.domain, folder);
      const neighbourBefore = await listing(first.sim, admin, server, neighbour.domain, folder);
      const dedicatedBefore = await listing(first.sim, admin, dedicated, dedicated.domain, "admin");
      const cli = siteBefore.find((e) => e.name === "cli")!;

      expect(await update(first.sim, admin, server, site.domain, [flip(cli)])).toMatchObject({ status: 200, body: { success: true, message: "Access updated for 1 entry." } });
      const siteAfter = siteBefore.map((e) => (e.name === "cli" ? flip(e) : e));
      expect(await listing(first.sim, admin, server, site.domain, folder)).toEqual(siteAfter);
      expect(await listing(first.sim, admin, server, neighbour.domain, folder)).toEqual(neighbourBefore);
      expect(await listing(first.sim, admin, dedicated, dedicated.domain, "admin")).toEqual(dedicatedBefore);
      await first.sim.close();

      const second = createSim({ stateFile, now: () => FIXED_NOW });
      const token = await signInVerified(second, ACCOUNTS.manager);
      expect(await listing(second, token, server, site.domain, folder)).toEqual(siteAfter);
      expect(await listing(second, token, server, neighbour.domain, folder)).toEqual(neighbourBefore);
      expect(await listing(second, token, dedicated, dedicated.domain, "admin")).toEqual(dedicatedBefore);
      await second.close();
    });
  });

  it("sending the seeded flag back restores the seeded listing", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.admin);
    const server = pick(await rows(sim, token), "running shared Moodle server", runningShared("Moodle"));
    const [site] = await sitesOf(sim, token, server);
    const before = await listing(sim, token, server, site.domain, "admin");
    const index = before.find((e) => e.name === "index.php")!;
    expect((await update(sim, token, server, site.domain, [flip(index)])).status).toBe(200);
    expect((await update(sim, token, server, site.domain, [index])).status).toBe(200);
    expect(await listing(sim, token, server, site.domain, "admin")).toEqual(before);
  });
});
