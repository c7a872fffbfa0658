// File access (browse a dedicated site's tree, block entries; a shared server's sites are in
// sharedFileAccess.test.ts) and uploads (app directories, files, Totara plugins): seeded and
// repeatable, limits answered with messages, changes kept across a restart with SIM_STATE_FILE.
import { api } from "@/lib/contract";
import { createSim, type Sim } from "@/lib/sim";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { HEADS, PHP, sample } from "../domain/fileSamples";
import { callForm, clockedSim, FIXED_NOW, pick, REGION, rows, savedSim, withStateFile, type Row } from "./opsHelpers";

interface Entry {
  name: string;
  path: string;
  type: "directory" | "file";
  blocked: boolean;
}

const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);

async function browse(sim: Sim, token: string, row: Row, relativePath?: string) {
  const query = new URLSearchParams({ domain: row.domain.replace(/^https:\/\//, "") });
  if (relativePath !== undefined) query.set("relativePath", relativePath);
  return call(sim, "GET", `/instances/${row.instanceId}/file-access?${query}`, { token });
}

const listing = async (sim: Sim, token: string, row: Row, relativePath?: string) => (await browse(sim, token, row, relativePath)).body.fileList as Entry[];

describe("file access", () => {
  it("walks a Moodle tree: real top-level names, nested folders, paths below the root", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const moodle = pick(await rows(sim, token), "running dedicated Moodle server", (r) => r.state === "running" && r.deploymentType === "dedicated" && r.lms === "Moodle");
    const root = await browse(sim, token, moodle);
    expect(root.status).toBe(200);
    expect(api.getFileAccess.response.safeParse(root.body).success).toBe(true);
    expect(root.body).toMatchObject({ success: true, domain: moodle.domain, instanceIp: moodle.publicIpAddress });
    const top = root.body.fileList as Entry[];
    const names = top.map((e) => `${e.type[0]}:${e.name}`);
    expect(names).toEqual(expect.arrayContaining(["d:admin", "d:course", "d:mod", "d:theme", "d:local", "f:config.php", "f:version.php", "f:index.php"]));
    // Folders first, then files, each in name order.
    expect(top.findIndex((e) => e.type === "file")).toBeGreaterThan(top.findLastIndex((e) => e.type === "directory"));

    const quiz = await listing(sim, token, moodle, "mod/quiz");
    expect(quiz.map((e) => e.path)).toEqual(expect.arrayContaining(["mod/quiz/db", "mod/quiz/lang", "mod/quiz/version.php", "mod/quiz/view.php"]));
    expect(await listing(sim, token, moodle, "/mod/quiz/lang/en/")).toEqual([{ name: "quiz.php", path: "mod/quiz/lang/en/quiz.php", type: "file", blocked: expect.any(Boolean) }]);
    expect((await listing(sim, token, moodle, "admin/tool")).map((e) => e.name)).toContain("task");
    // The same tree twice.
    expect(await listing(sim, token, moodle, "admin")).toEqual(await listing(sim, token, moodle, "admin"));
  });

  it("has empty folders somewhere, blocks install files on hardened sites, and differs between sites", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const sites = (await rows(sim, token)).filter((r) => r.state === "running" && r.deploymentType === "dedicated" && r.lms === "Moodle");
    const locals = await Promise.all(sites.map((s) => listing(sim, token, s, "local")));
    expect(locals.some((l) => l.length === 0)).toBe(true);
    expect(new Set(locals.map((l) => l.map((e) => e.name).join(","))).size).toBeGreaterThan(3);
    const installBlocked = await Promise.all(sites.map(async (s) => (await listing(sim, token, s)).find((e) => e.name === "install.php")?.blocked));
    expect(installBlocked).toContain(true);
    expect(installBlocked).toContain(false);
  });

  it("keeps Totara's code under server/ and refuses other sites, files and missing paths", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const list = await rows(sim, token);
    const totara = pick(list, "running dedicated Totara server", (r) => r.state === "running" && r.deploymentType === "dedicated" && r.lms === "Totara");
    expect((await listing(sim, token, totara)).map((e) => e.name)).toEqual(expect.arrayContaining(["client", "server", "config.php"]));
    expect((await listing(sim, token, totara, "server")).map((e) => e.name)).toEqual(expect.arrayContaining(["mod", "totara", "version.php"]));

    // A shared server answers for its own sites only (sharedFileAccess.test.ts has the rest).
    const shared = pick(list, "shared server", (r) => r.deploymentType === "shared");
    const sharedRes = await call(sim, "GET", `/instances/${shared.instanceId}/file-access?domain=x.example`, { token });
    expect(sharedRes).toMatchObject({ status: 400, body: { fields: { domain: expect.stringContaining(`${shared.name} hosts no site x.example`) } } });
    expect((await call(sim, "GET", `/instances/${totara.instanceId}/file-access?domain=elsewhere.example`, { token })).status).toBe(400);
    expect(await browse(sim, token, totara, "server/nowhere")).toMatchObject({ status: 404, body: { message: "There is no folder server/nowhere on this site." } });
    expect(await browse(sim, token, totara, "config.php")).toMatchObject({ status: 400, body: { message: "config.php is a file, not a folder." } });
    expect((await browse(sim, token, totara, "../etc")).status).toBe(400);
    for (const climb of ["server/../../etc", "%2e%2e/etc", "%252e%252e%252fetc", "server\\..\\..\\etc"]) {
      expect(await browse(sim, token, totara, climb)).toMatchObject({ status: 400, body: { fields: { relativePath: "The path must not contain '..' segments." } } });
    }
    const stopped = pick(list, "stopped dedicated server", (r) => r.state === "stopped" && r.deploymentType === "dedicated");
    expect((await browse(sim, token, stopped)).status).toBe(409);
  });

  it("applies only the entries sent, refuses unknown ones and managers, and keeps changes across a restart", async () => {
    await withStateFile(async (stateFile) => {
      const first = await savedSim(stateFile);
      const admin = await signInVerified(first.sim, ACCOUNTS.admin);
      const manager = await signInVerified(first.sim, ACCOUNTS.manager);
      const site = pick(await rows(first.sim, admin), "running dedicated Moodle server", (r) => r.state === "running" && r.deploymentType === "dedicated" && r.lms === "Moodle");
      const before = await listing(first.sim, admin, site, "admin");
      const cli = before.find((e) => e.name === "cli")!;
      const index = before.find((e) => e.name === "index.php")!;
      const flip = (e: Entry) => ({ ...e, blocked: !e.blocked });
      const post = (token: string, files: unknown[]) =>
        call(first.sim, "POST", `/instances/${site.instanceId}/file-access`, { token, body: { ip: site.publicIpAddress, domain: site.domain, files } });

      expect((await post(manager, [flip(cli)])).status).toBe(403);
      expect(await post(admin, [])).toMatchObject({ status: 400, body: { fields: { files: "No changes to update" } } });
      const unknown = await post(admin, [flip(cli), { name: "ghost.php", path: "admin/ghost.php", type: "file", blocked: true }]);
      expect(unknown).toMatchObject({ status: 404, body: { message: "There is no file admin/ghost.php on this site." } });
      expect(await listing(first.sim, admin, site, "admin")).toEqual(before);

      expect(await post(admin, [flip(cli), flip(index)])).toMatchObject({ status: 200, body: { success: true, message: "Access updated for 2 entries." } });
      const after = await listing(first.sim, admin, site, "admin");
      expect(after).toEqual(before.map((e) => (e.name === "cli" || e.name === "index.php" ? flip(e) : e)));
      await first.sim.close();

      const second = createSim({ stateFile, now: () => FIXED_NOW });
      const token2 = await signInVerified(second, ACCOUNTS.admin);
      expect(await listing(second, token2, site, "admin")).toEqual(after);
      await second.close();
    });
  });
});

describe("uploads", () => {
  const where = (row: Row, path: string) => new URLSearchParams({ ip: row.publicIpAddress, path, region: REGION });
  const appDirectories = async (sim: Sim, token: string, row: Row) =>
    (await call(sim, "GET", `/app-directory/${row.instanceId}?ip=${row.publicIpAddress}&region=${REGION}`, { token })).body.paths as string[];

  it("lists one code directory per site: one on a dedicated server, several on a shared one", async () => {
    const { sim } = clockedSim();
    const token = await signInVerified(sim, ACCOUNTS.manager);
    const list = await rows(sim, token);
    const dedicated = pick(list, "running dedicated server", (r) => r.state === "running" && r.deploymentType === "dedicated");
    expect(await appDirectories(sim, token, dedicated)).toEqual([`/var/www/${dedicated.domain.replace(/^https:\/\//, "")}`]);
    const shared = pick(list, "running shared server", (r) => r.state === "running" && r.deploymentType === "shared");
    const paths = await appDirectories(sim, token, shared);
    expect(paths.length).toBeGreaterThanOrEqual(3);
    for (const p of paths) expect(p).toMatch(/^\/var\/www\/[a-z0-9.-]+\.example$/);
  });

  it("uploads, lists, replaces and deletes files; 413 past the limit; 404 for an unknown name", async () => {
    const { sim, clock } = clockedSim({ uploadLimitMb: 1 });
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const row = pick(await rows(sim, admin), "running dedicated server", (r) => r.state === "running" && r.deploymentType === "dedicated");
    const [dir] = await appDirectories(sim, admin, row);
    const files = async () => (await call(sim, "GET", `/file/${row.instanceId}?${where(row, dir)}`, { token: admin })).body.files as { name: string; size: number; modifyTime: number }[];
    const seeded = await files();
    const upload = (file: File, path = dir) => callForm(sim, "POST", `/file/${row.instanceId}`, admin, { ip: row.publicIpAddress, path, region: REGION, action: "upload", file });

    const png = sample("banner.png", HEADS.png, 2048, "image/png");
    expect(await upload(png)).toMatchObject({ status: 200, body: { success: true, message: `banner.png uploaded to ${dir}.` } });
    expect(await files()).toEqual(expect.arrayContaining([{ name: "banner.png", size: 2048, modifyTime: FIXED_NOW }, ...seeded]));
    clock.t += 60_000;
    await upload(sample("banner.png", HEADS.png, 4096, "image/png"));
    expect((await files()).filter((f) => f.name === "banner.png")).toEqual([{ name: "banner.png", size: 4096, modifyTime: FIXED_NOW + 60_000 }]);
    // Below the code directory is fine too; anywhere else is not.
    expect((await upload(png, `${dir}/theme/boost/pix`)).status).toBe(200);
    expect(await upload(png, "/etc")).toMatchObject({ status: 400, body: { message: `That path is not inside a site of ${row.name}. Choose one of the paths listed for this server.` } });

    const big = sample("lecture.mp4", HEADS.mp4, 1024 * 1024 + 1, "video/mp4");
    expect(await upload(big)).toMatchObject({ status: 413, body: { message: "lecture.mp4 is 1.0 MB; the upload limit is 1 MB." } });
    const exe = new File([new Uint8Array(10)], "setup.exe", { type: "application/x-msdownload" });
    expect(await upload(exe)).toMatchObject({ status: 400, body: { fields: { file: "Only images, videos, PDF and zip files can be uploaded." } } });
    // Decided by name and content, never by the declared type; paths may not climb out.
    expect(await upload(new File([PHP], "shell.php", { type: "image/png" }))).toMatchObject({ status: 400, body: { fields: { file: "Only images, videos, PDF and zip files can be uploaded." } } });
    expect(await upload(new File([PHP], "logo.png", { type: "image/png" }))).toMatchObject({ status: 400, body: { fields: { file: "logo.png is not really a PNG file: its content does not match its extension." } } });
    expect(await upload(sample("a.php\u0000.png", HEADS.png))).toMatchObject({ status: 400, body: { fields: { file: expect.stringContaining("NUL") } } });
    expect(await upload(png, `${dir}/../../etc`)).toMatchObject({ status: 400, body: { fields: { path: "The path must not contain '..' segments." } } });

    const del = (name: string) => call(sim, "DELETE", `/file/${row.instanceId}/${encodeURIComponent(name)}?${where(row, dir)}`, { token: admin });
    expect(await del("banner.png")).toMatchObject({ status: 200, body: { success: true } });
    expect(await files()).toEqual(seeded);
    expect(await del("banner.png")).toMatchObject({ status: 404, body: { message: `banner.png is not in ${dir}.` } });
    expect(await del("../../etc/passwd")).toMatchObject({ status: 400, body: { fields: { name: "The file name must not contain / or \\: it must be a name, not a path." } } });
    expect(await del("...")).toMatchObject({ status: 400, body: { fields: { name: "The file name must not contain '..'." } } });
  });

  it("takes zip plugins into a plugin directory of a Totara site only, and keeps them across a restart", async () => {
    await withStateFile(async (stateFile) => {
      const first = await savedSim(stateFile);
      const admin = await signInVerified(first.sim, ACCOUNTS.admin);
      const list = await rows(first.sim, admin);
      const totara = pick(list, "running dedicated Totara server", (r) => r.state === "running" && r.deploymentType === "dedicated" && r.lms === "Totara");
      const moodle = pick(list, "running dedicated Moodle server", (r) => r.state === "running" && r.deploymentType === "dedicated" && r.lms === "Moodle");
      const [root] = await appDirectories(first.sim, admin, totara);
      const plugin = (row: Row, path: string, file: File) => callForm(first.sim, "POST", `/plugin/${row.instanceId}`, admin, { ip: row.publicIpAddress, path, region: REGION, file });
      const zip = (name: string) => new File([ZIP], name, { type: "application/zip" });

      expect(await plugin(totara, `${root}/mod/`, zip("mod_board.zip"))).toMatchObject({ status: 200, body: { success: true } });
      const [moodleRoot] = await appDirectories(first.sim, admin, moodle);
      expect(await plugin(moodle, `${moodleRoot}/mod`, zip("mod_board.zip"))).toMatchObject({ status: 400, body: { message: `Plugins can only be uploaded to Totara sites; ${moodle.name} runs Moodle.` } });
      expect(await plugin(totara, root, zip("mod_board.zip"))).toMatchObject({ status: 400, body: { message: `Plugins go into mod/, local/, theme/ or blocks/ of a site, for example ${root}/mod.` } });
      expect(await plugin(totara, `${root}/mod`, new File([ZIP], "mod_board.tar.gz"))).toMatchObject({ status: 400, body: { fields: { file: "Only zip files can be uploaded as plugins." } } });
      expect(await plugin(totara, `${root}/mod`, new File(["not a zip"], "fake.zip", { type: "application/zip" }))).toMatchObject({ status: 400, body: { fields: { file: "fake.zip is not a valid zip archive." } } });
      expect(await plugin(totara, `${root}/mod`, sample("empty.zip", HEADS.emptyZip, 22))).toMatchObject({ status: 200 });
      await first.sim.close();

      const second = createSim({ stateFile, now: () => FIXED_NOW });
      const token2 = await signInVerified(second, ACCOUNTS.manager);
      const listed = await call(second, "GET", `/plugin/${totara.instanceId}?${where(totara, `${root}/mod`)}`, { token: token2 });
      expect(api.listPlugins.response.safeParse(listed.body).success).toBe(true);
      expect(listed.body.plugins).toEqual(expect.arrayContaining([{ name: "mod_board.zip", size: ZIP.length, modifyTime: FIXED_NOW }]));
      await second.close();
    });
  });
});
