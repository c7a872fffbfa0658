// The package bucket in the embedded upstream (spec 3 §2.9, §2.11, §7): the seeded catalogue,
// uploads of packages and plugins by both multipart routes (replacing read/write objects,
// refusing read-only ones and ones past SIM_PACKAGE_LIMIT_MB), access changes on a plugin key
// sent as one percent-encoded segment, deletions, the bytes beside the state file, the creation
// form's installers following the bucket, a restart, and superadmins only.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { api } from "@/lib/contract";
import { CREATION_FIELD_MESSAGES } from "@/lib/domain/provisioning";
import { createSim, optionsFromEnv, type Sim } from "@/lib/sim";
import { resolveOptions } from "@/lib/sim/options";
import { INSTALLERS } from "@/lib/sim/machine/installers";
import { packageFileName } from "@/lib/sim/machine/packages";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { callForm, clockedSim, FIXED_NOW, REGION, savedSim, withStateFile } from "./opsHelpers";
import { creationForm } from "./processHelpers";

interface Pkg { key: string; size: number; lastModified: string; access: "rw" | "ro" }

const MB = 1024 * 1024;
const GZIP_HEAD = [0x1f, 0x8b, 0x08, 0x00];
const ZIP_HEAD = [0x50, 0x4b, 0x03, 0x04];

/** A file of `size` bytes whose first bytes are its type's signature; the rest is a pattern. */
function archive(name: string, size = 2048): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + name.length) % 251;
  bytes.set(name.endsWith(".zip") ? ZIP_HEAD : GZIP_HEAD);
  return new File([bytes], name, { type: "application/octet-stream" });
}

async function packages(sim: Sim, token: string): Promise<Pkg[]> {
  const res = await call(sim, "GET", "/packages-s3", { token });
  expect(res.status).toBe(200);
  expect(api.listPackages.response.safeParse(res.body).success).toBe(true);
  return res.body.packages as Pkg[];
}

const byKey = async (sim: Sim, token: string, key: string) => (await packages(sim, token)).find((p) => p.key === key);

const uploadPackage = (sim: Sim, token: string, file: File, access: "rw" | "ro" = "rw", route = "/packages-s3") =>
  callForm(sim, "POST", route, token, { file, access, isPlugin: "false" });

const uploadPlugin = (sim: Sim, token: string, file: File, category: string, pluginPath: string, access: "rw" | "ro" = "rw") =>
  callForm(sim, "POST", "/admin/dashboard/package/create", token, { file, access, isPlugin: "true", category, pluginPath });

const remove = (sim: Sim, token: string, key: string) => call(sim, "DELETE", `/packages-s3?key=${encodeURIComponent(key)}`, { token });

const setAccess = (sim: Sim, token: string, key: string, access: string) =>
  call(sim, "POST", `/packages-s3/${encodeURIComponent(key)}`, { token, body: { access } });

async function installers(sim: Sim, token: string): Promise<string[]> {
  const res = await call(sim, "GET", `/instances/installers?region=${REGION}`, { token });
  expect(res.status).toBe(200);
  return (res.body.installers as { name: string }[]).map((i) => i.name);
}

const PLUGINS = ["plugins/basic/blocks/block_xp.zip", "plugins/basic/mod/mod_attendance.zip", "plugins/pro/local/local_staticpage.zip", "plugins/pro/theme/theme_moove.zip"];

describe("the seeded catalogue", () => {
  it("holds one package per installer and four plugins, sorted by key, dated weeks or months back", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const list = await packages(sim, token);
    const keys = list.map((p) => p.key);
    expect(keys).toEqual([...INSTALLERS.map((i) => i.name), ...PLUGINS].sort());
    const today = Date.parse("2026-03-10T00:00:00Z");
    for (const p of list) {
      const age = (today - Date.parse(p.lastModified)) / 86_400_000;
      expect({ key: p.key, recent: age >= 7 && age <= 200 }).toEqual({ key: p.key, recent: true });
      const installer = INSTALLERS.find((i) => i.name === p.key);
      const [min, max] = !installer ? [0.05 * MB, 5 * MB] : installer.lms === "Totara" ? [180 * MB, 260 * MB] : p.key.endsWith(".zip") ? [25 * MB, 35 * MB] : [55 * MB, 95 * MB];
      expect({ key: p.key, size: p.size >= min && p.size <= max }).toEqual({ key: p.key, size: true });
      const readOnly = installer !== undefined && (installer.lms === "Totara" || p.key.includes("-lts"));
      expect({ key: p.key, access: p.access }).toEqual({ key: p.key, access: readOnly ? "ro" : "rw" });
    }
    expect(new Set(list.map((p) => p.lastModified)).size).toBe(list.length);
    // The same world twice: nothing random.
    const again = createSim({ fleetSize: 3, now: () => FIXED_NOW });
    expect(await packages(again, await signInVerified(again, ACCOUNTS.superadmin))).toEqual(list);
  });
});

describe("uploading", () => {
  it("stores a package under its file name and a plugin under its category and directory, by either route", async () => {
    const { sim, clock } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const created = await uploadPackage(sim, token, archive("moodle-5.0.1.tgz", 4096), "rw");
    expect(created).toMatchObject({ status: 200, body: { success: true, message: "Package created successfully" } });
    expect(api.uploadPackage.response.safeParse(created.body).success).toBe(true);
    expect(await byKey(sim, token, "moodle-5.0.1.tgz")).toEqual({ key: "moodle-5.0.1.tgz", size: 4096, lastModified: new Date(FIXED_NOW).toISOString(), access: "rw" });

    clock.t += 60_000;
    const form = await uploadPackage(sim, token, archive("custom-theme.tar.gz", 1000), "ro", "/admin/dashboard/package/create");
    expect(form).toMatchObject({ status: 200, body: { success: true, message: "Package created successfully" } });
    expect(await byKey(sim, token, "custom-theme.tar.gz")).toMatchObject({ size: 1000, access: "ro", lastModified: new Date(FIXED_NOW + 60_000).toISOString() });

    expect((await uploadPlugin(sim, token, archive("tool_certificate.zip"), "pro", "admin/tool")).status).toBe(200);
    expect(await byKey(sim, token, "plugins/pro/admin/tool/tool_certificate.zip")).toMatchObject({ size: 2048, access: "rw" });
    const pluginByApi = await callForm(sim, "POST", "/packages-s3", token, { file: archive("mod_board.zip"), access: "rw", isPlugin: "true", category: "basic", pluginPath: "mod" });
    expect(pluginByApi.status).toBe(200);
    expect((await packages(sim, token)).map((p) => p.key)).toEqual(expect.arrayContaining(["plugins/basic/mod/mod_board.zip"]));
    const keys = (await packages(sim, token)).map((p) => p.key);
    expect(keys).toEqual([...keys].sort());
  });

  it("replaces a read/write object; refuses to replace a read-only one (409)", async () => {
    const { sim, clock } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    clock.t += 300_000;
    expect((await uploadPackage(sim, token, archive("moodle-4.5.1.tgz", 5000), "ro")).status).toBe(200);
    expect(await byKey(sim, token, "moodle-4.5.1.tgz")).toEqual({ key: "moodle-4.5.1.tgz", size: 5000, lastModified: new Date(FIXED_NOW + 300_000).toISOString(), access: "ro" });
    // Now read-only, like the seeded Totara releases and plugins made read-only.
    for (const [file, key] of [
      [archive("moodle-4.5.1.tgz", 10), "moodle-4.5.1.tgz"],
      [archive("totara-19.0.tgz", 10), "totara-19.0.tgz"],
    ] as const) {
      const res = await uploadPackage(sim, token, file);
      expect(res).toEqual(expect.objectContaining({ status: 409, body: { message: `A read-only package named ${key} already exists; it cannot be replaced.` } }));
    }
    expect((await byKey(sim, token, "moodle-4.5.1.tgz"))?.size).toBe(5000);
    expect((await setAccess(sim, token, "plugins/basic/mod/mod_attendance.zip", "ro")).status).toBe(200);
    expect(await uploadPlugin(sim, token, archive("mod_attendance.zip", 10), "basic", "mod")).toMatchObject({
      status: 409,
      body: { message: "A read-only package named plugins/basic/mod/mod_attendance.zip already exists; it cannot be replaced." },
    });
    // The same file in another category is another object.
    expect((await uploadPlugin(sim, token, archive("mod_attendance.zip", 10), "pro", "mod")).status).toBe(200);
  });

  it("reads SIM_PACKAGE_LIMIT_MB: 300 MB unless set, an integer from 1 to 10240", () => {
    const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;
    expect(resolveOptions(optionsFromEnv(env({}))).packageLimitMb).toBe(300);
    expect(resolveOptions().packageLimitMb).toBe(300);
    expect(optionsFromEnv(env({ SIM_PACKAGE_LIMIT_MB: "1024" })).packageLimitMb).toBe(1024);
    for (const bad of ["0", "10241", "1.5", "big"]) expect(() => optionsFromEnv(env({ SIM_PACKAGE_LIMIT_MB: bad }))).toThrow(/SIM_PACKAGE_LIMIT_MB/);
  });

  it("refuses a package past SIM_PACKAGE_LIMIT_MB with 413 and stores nothing", async () => {
    const { sim } = clockedSim({ fleetSize: 3, packageLimitMb: 1 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const res = await uploadPackage(sim, token, archive("moodle-5.0.1.tgz", MB + 1));
    expect(res).toEqual(expect.objectContaining({ status: 413, body: { message: "moodle-5.0.1.tgz is 1.0 MB; packages may be at most 1 MB." } }));
    expect(await byKey(sim, token, "moodle-5.0.1.tgz")).toBeUndefined();
    expect((await uploadPackage(sim, token, archive("moodle-5.0.1.tgz", MB))).status).toBe(200);
  });

  it("refuses what the contract refuses: a wrong type, a plugin without its directory", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const exe = new File([new Uint8Array(10)], "setup.exe");
    expect((await uploadPackage(sim, token, exe)).status).toBe(400);
    expect(await callForm(sim, "POST", "/packages-s3", token, { file: archive("x.zip"), access: "rw", isPlugin: "true", category: "basic" })).toMatchObject({ status: 400, body: { fields: { pluginPath: expect.any(String) } } });
    expect((await packages(sim, token)).length).toBe(INSTALLERS.length + PLUGINS.length);
  });
});

describe("access and deletion", () => {
  it("sets the access of a plugin whose key is sent as one percent-encoded segment; an unknown key is 404", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    const key = "plugins/pro/theme/theme_moove.zip";
    const before = await byKey(sim, token, key);
    const res = await setAccess(sim, token, key, "ro");
    expect(res).toMatchObject({ status: 200, body: { success: true, message: "Access updated" } });
    expect(sim.log.entries().at(-1)).toMatchObject({ endpointId: "setPackageAccess", status: 200 });
    // An access change is not a new version of the object.
    expect(await byKey(sim, token, key)).toEqual({ ...before, access: "ro" });
    expect(await remove(sim, token, key)).toMatchObject({ status: 409, body: { message: "This package is read only. It cannot be deleted." } });
    expect((await setAccess(sim, token, key, "rw")).status).toBe(200);
    expect((await setAccess(sim, token, "totara-18.4.tgz", "rw")).status).toBe(200);
    expect(await setAccess(sim, token, "plugins/pro/theme/nothing.zip", "ro")).toMatchObject({ status: 404, body: { message: "Package not found" } });
    expect((await setAccess(sim, token, key, "none")).status).toBe(400);
    expect(await remove(sim, token, key)).toMatchObject({ status: 200, body: { success: true, message: "Package deleted successfully" } });
    expect(await byKey(sim, token, key)).toBeUndefined();
  });

  it("deletes read/write objects only; an unknown key is 404", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    expect(await remove(sim, token, "totara-19.0.tgz")).toEqual(expect.objectContaining({ status: 409, body: { message: "This package is read only. It cannot be deleted." } }));
    expect(await remove(sim, token, "moodle-4.1.12-lts.tgz")).toMatchObject({ status: 409 });
    expect(await remove(sim, token, "plugins/basic/mod/mod_attendance.zip")).toMatchObject({ status: 200, body: { message: "Package deleted successfully" } });
    expect(await remove(sim, token, "plugins/basic/mod/mod_attendance.zip")).toEqual(expect.objectContaining({ status: 404, body: { message: "Package not found" } }));
    expect(await remove(sim, token, "nothing.tgz")).toMatchObject({ status: 404 });
    expect((await packages(sim, token)).map((p) => p.key)).toContain("totara-19.0.tgz");
  });
});

describe("the creation form's installers follow the bucket", () => {
  it("offers an uploaded package (not plugins) and creates LMSs from it; a deleted package is neither offered nor accepted", async () => {
    const { sim, clock } = clockedSim({ fleetSize: 3 });
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    const admin = await signInVerified(sim, ACCOUNTS.admin);
    const seeded = await installers(sim, admin);
    expect(seeded).toEqual(INSTALLERS.map((i) => i.name));

    await uploadPackage(sim, superadmin, archive("moodle-5.0.1.tgz"));
    await uploadPackage(sim, superadmin, archive("Totara-20.1-build.tgz"));
    await uploadPlugin(sim, superadmin, archive("mod_board.zip"), "basic", "mod");
    expect(await installers(sim, admin)).toEqual([...seeded, "Totara-20.1-build.tgz", "moodle-5.0.1.tgz"]);

    const moodle = await callForm(sim, "POST", "/instance", admin, creationForm({ installationPackage: "moodle-5.0.1.tgz", requestToken: "req-moodle-5" }));
    expect(moodle).toMatchObject({ status: 200, body: { success: true, startCreationProcess: true } });
    const moodleRequest = await call(sim, "GET", "/instance/confirm-instance/req-moodle-5", { token: admin });
    expect(moodleRequest.body.data).toMatchObject({ installationPackage: "moodle-5.0.1.tgz", lms: "Moodle", moodleInstallationType: "basic", totaraType: null });

    const totaraForm = creationForm({
      installationPackage: "Totara-20.1-build.tgz", totaraType: "learn_perform", moodleInstallationType: "", requestToken: "req-totara-20",
      domain: "totaraveinte", instanceName: "MDL_TOTARAVEINTE", region: REGION,
    });
    // One creation at a time per region: the second goes to the other region.
    const totara = await callForm(sim, "POST", "/instance?region=eu-central-1", admin, totaraForm);
    expect(totara).toMatchObject({ status: 200, body: { success: true } });
    expect((await call(sim, "GET", "/instance/confirm-instance/req-totara-20", { token: admin })).body.data).toMatchObject({ installationPackage: "Totara-20.1-build.tgz", lms: "Totara", totaraType: "learn_perform" });

    // Both creations over, so the next form is checked rather than blocked.
    clock.t += 70_000;
    expect((await remove(sim, superadmin, "moodle-4.2.5.tgz")).status).toBe(200);
    expect((await remove(sim, superadmin, "moodle-5.0.1.tgz")).status).toBe(200);
    expect(await installers(sim, admin)).toEqual([...seeded.filter((n) => n !== "moodle-4.2.5.tgz"), "Totara-20.1-build.tgz"]);
    for (const name of ["moodle-4.2.5.tgz", "moodle-5.0.1.tgz", "plugins/basic/mod/mod_board.zip"]) {
      const refused = await callForm(sim, "POST", "/instance?region=eu-central-1", admin, creationForm({ installationPackage: name, domain: "otra", instanceName: "MDL_OTRA" }));
      expect({ name, status: refused.status, field: (refused.body.fields as Record<string, string> | undefined)?.installationPackage }).toEqual({
        name, status: 400, field: CREATION_FIELD_MESSAGES.installationPackage,
      });
    }
  });

  it("a silo takes only Moodle packages, uploaded ones included", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
    await uploadPackage(sim, superadmin, archive("totara-20.1.tgz"));
    const silos = (await call(sim, "GET", `/instances/silos?region=${REGION}`, { token: superadmin })).body.silos as { instanceId: string; name: string }[];
    const silo = silos.find((s) => s.name === "MDL_MOODLE01")!;
    const form = (installationPackage: string) => creationForm({ installationType: "silo", installationInstance: silo.instanceId, installationPackage, totaraType: "learn_perform" });
    const refused = await callForm(sim, "POST", "/instance", superadmin, form("totara-20.1.tgz"));
    expect(refused).toMatchObject({ status: 400, body: { fields: { installationPackage: CREATION_FIELD_MESSAGES.installationPackage } } });
  });
});

describe("bytes and restarts", () => {
  it("keeps uploaded bytes beside the state file under a hashed name, removes them on deletion, and the bucket survives a restart", async () => {
    await withStateFile(async (stateFile) => {
      const dir = path.join(path.dirname(stateFile), "packages");
      const first = await savedSim(stateFile, { fleetSize: 3 });
      const token = await signInVerified(first.sim, ACCOUNTS.superadmin);
      const file = archive("moodle-5.0.1.tgz", 3000);
      expect((await uploadPackage(first.sim, token, file)).status).toBe(200);
      expect((await uploadPlugin(first.sim, token, archive("block_stash.zip", 700), "pro", "blocks")).status).toBe(200);
      const pluginKey = "plugins/pro/blocks/block_stash.zip";
      expect(readdirSync(dir).sort()).toEqual([packageFileName("moodle-5.0.1.tgz"), packageFileName(pluginKey)].sort());
      expect(new Uint8Array(readFileSync(path.join(dir, packageFileName("moodle-5.0.1.tgz"))))).toEqual(new Uint8Array(await file.arrayBuffer()));
      expect((await setAccess(first.sim, token, pluginKey, "ro")).status).toBe(200);
      expect((await remove(first.sim, token, "moodle-4.3.6.tgz")).status).toBe(200);
      expect((await remove(first.sim, token, "moodle-5.0.1.tgz")).status).toBe(200);
      expect(existsSync(path.join(dir, packageFileName("moodle-5.0.1.tgz")))).toBe(false);
      const before = await packages(first.sim, token);
      await first.sim.close();

      const second = createSim({ stateFile, fleetSize: 3, now: () => FIXED_NOW + 60_000 });
      const token2 = await signInVerified(second, ACCOUNTS.superadmin);
      expect(await packages(second, token2)).toEqual(before);
      expect(await byKey(second, token2, pluginKey)).toMatchObject({ size: 700, access: "ro" });
      expect(await byKey(second, token2, "moodle-4.3.6.tgz")).toBeUndefined();
      expect(await installers(second, token2)).not.toContain("moodle-4.3.6.tgz");
      await second.close();
    });
  });

  it("without a state file writes nothing to disk", async () => {
    const { sim } = clockedSim({ fleetSize: 3 });
    const token = await signInVerified(sim, ACCOUNTS.superadmin);
    expect((await uploadPackage(sim, token, archive("moodle-5.0.1.tgz"))).status).toBe(200);
    expect(existsSync(path.join(process.cwd(), "packages"))).toBe(false);
    expect(await byKey(sim, token, "moodle-5.0.1.tgz")).toMatchObject({ size: 2048 });
  });
});

it("only superadmins reach the package calls: admin and manager get 403 on each", async () => {
  const { sim } = clockedSim({ fleetSize: 3 });
  const key = "plugins/basic/mod/mod_attendance.zip";
  const attempts: [string, (token: string) => Promise<{ status: number }>][] = [
    ["listPackages", (t) => call(sim, "GET", "/packages-s3", { token: t })],
    ["uploadPackage", (t) => uploadPackage(sim, t, archive("moodle-5.0.1.tgz"))],
    ["packageCreateForm", (t) => uploadPackage(sim, t, archive("moodle-5.0.1.tgz"), "rw", "/admin/dashboard/package/create")],
    ["deletePackage", (t) => remove(sim, t, key)],
    ["setPackageAccess", (t) => setAccess(sim, t, key, "ro")],
  ];
  for (const role of ["admin", "manager"] as const) {
    const token = await signInVerified(sim, ACCOUNTS[role]);
    for (const [id, attempt] of attempts) expect({ role, id, status: (await attempt(token)).status }).toEqual({ role, id, status: 403 });
  }
  const superadmin = await signInVerified(sim, ACCOUNTS.superadmin);
  expect(await packages(sim, superadmin)).toHaveLength(INSTALLERS.length + PLUGINS.length);
  expect(await byKey(sim, superadmin, key)).toMatchObject({ access: "rw" });
});

it("a key whose percent-encoding does not decode is refused with 400, never looked up", async () => {
  const { sim } = clockedSim({ fleetSize: 3 });
  const token = await signInVerified(sim, ACCOUNTS.superadmin);
  const res = await call(sim, "POST", "/packages-s3/plugins%2Fbasic%E0%A4%A", { token, body: { access: "ro" } });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: "The address is not valid: it has a malformed percent-encoding.", fields: { key: "The value is not valid percent-encoding." } });
});
