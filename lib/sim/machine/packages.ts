// The package bucket (spec 3 §2.9, §2.11, §7): the installation packages new LMSs are built from
// and the plugins, as the admin dashboard lists, uploads, deletes and re-permissions them. A
// bucket nobody changed is the seeded catalogue — one package per installer of installers.ts and
// four plugins, metadata only — derived from the state's generation day, so it is never stored;
// the first change stores the whole listing (state.packages), as uploads.ts does per directory.
//
// Uploaded bytes are kept beside the state file, in `packages/` next to it, or, without a state
// file, in memory for the simulator's life. On disk each object's file is named by a hash of its
// key, never by the key: keys come from the uploader (file names, plugin paths), and a hash can
// neither climb out of the directory nor collide on a case-insensitive file system.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { packagesOf } from "../records";
import type { SimPackage, SimState } from "../state/types";
import { INSTALLERS, installerNamed, type Installer } from "./installers";

const DAY_MS = 86_400_000;
const PLUGIN_PREFIX = "plugins/";

/** Size in bytes and age in days (before the state's generation day) of each seeded installer. */
const SEEDED_INSTALLERS: Readonly<Record<string, { size: number; daysAgo: number }>> = {
  "moodle-4.1.12-lts.tgz": { size: 62_914_231, daysAgo: 163 },
  "moodle-4.2.5.tgz": { size: 68_402_117, daysAgo: 131 },
  "moodle-4.3.6.tgz": { size: 73_118_904, daysAgo: 97 },
  "moodle-4.4.4.tgz": { size: 79_562_310, daysAgo: 68 },
  "moodle-4.5.1.tgz": { size: 86_240_775, daysAgo: 41 },
  "moodle-4.5-weekly-20260301.tgz": { size: 91_873_402, daysAgo: 9 },
  "edumy-moodle-4.4.2.zip": { size: 31_457_280, daysAgo: 84 },
  "totara-17.6-evergreen.tgz": { size: 196_604_992, daysAgo: 152 },
  "totara-18.4.tgz": { size: 224_395_113, daysAgo: 75 },
  "totara-19.0.tgz": { size: 251_330_460, daysAgo: 33 },
};

/** The same plugins and sizes servers list as uploaded (uploads.ts), under their categories. */
const SEEDED_PLUGINS: readonly { key: string; size: number; daysAgo: number }[] = [
  { key: "plugins/basic/mod/mod_attendance.zip", size: 1_022_310, daysAgo: 120 },
  { key: "plugins/basic/blocks/block_xp.zip", size: 884_120, daysAgo: 95 },
  { key: "plugins/pro/local/local_staticpage.zip", size: 96_442, daysAgo: 61 },
  { key: "plugins/pro/theme/theme_moove.zip", size: 3_402_118, daysAgo: 27 },
];

/** The catalogue a new state starts with; the LTS and the Totara releases are read-only, so the
 * console can neither replace nor delete them. */
export function seededPackages(generatedOn: string): SimPackage[] {
  const day = Date.parse(`${generatedOn}T00:00:00Z`);
  // Afternoons, a few minutes apart, so no two packages share a time.
  const at = (daysAgo: number, i: number) => new Date(day - daysAgo * DAY_MS + (14 * 60 + 7 * i) * 60_000).toISOString();
  const installers = INSTALLERS.map((installer, i): SimPackage => {
    const seeded = SEEDED_INSTALLERS[installer.name] ?? { size: installer.lms === "Totara" ? 200_000_000 : 80_000_000, daysAgo: 30 };
    const readOnly = installer.lms === "Totara" || /-lts\b/i.test(installer.name);
    return { key: installer.name, size: seeded.size, lastModified: at(seeded.daysAgo, i), access: readOnly ? "ro" : "rw" };
  });
  const plugins = SEEDED_PLUGINS.map(({ key, size, daysAgo }, i): SimPackage => ({ key, size, lastModified: at(daysAgo, INSTALLERS.length + i), access: "rw" }));
  return [...installers, ...plugins];
}

const seedOf = (state: SimState) => () => seededPackages(state.generatedOn);

/** Every object of the bucket, by key. */
export function listPackages(state: SimState): SimPackage[] {
  return [...(state.packages ?? seededPackages(state.generatedOn))].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export function findPackage(state: SimState, key: string): SimPackage | null {
  return (state.packages ?? seededPackages(state.generatedOn)).find((p) => p.key === key) ?? null;
}

/** Adds `pkg`, or replaces the object under its key. */
export function putPackage(state: SimState, pkg: SimPackage): void {
  const list = packagesOf(state, seedOf(state));
  const at = list.findIndex((p) => p.key === pkg.key);
  if (at >= 0) list[at] = pkg;
  else list.push(pkg);
}

/** False when there is no such key. */
export function removePackage(state: SimState, key: string): boolean {
  const list = packagesOf(state, seedOf(state));
  const at = list.findIndex((p) => p.key === key);
  if (at < 0) return false;
  list.splice(at, 1);
  return true;
}

/** Updates the object in place; false when there is no such key. */
export function setPackageAccess(state: SimState, key: string, access: SimPackage["access"]): boolean {
  const pkg = packagesOf(state, seedOf(state)).find((p) => p.key === key);
  if (!pkg) return false;
  pkg.access = access;
  return true;
}

export function isPluginKey(key: string): boolean {
  return key.startsWith(PLUGIN_PREFIX);
}

/** Where an upload goes: a package under its file name, a plugin under its category and directory. */
export function packageKey(name: string, plugin: { category: string; pluginPath: string } | null): string {
  return plugin ? `${PLUGIN_PREFIX}${plugin.category}/${plugin.pluginPath}/${name}` : name;
}

/** What the creation form offers (GET /instances/installers): every package that is not a plugin,
 * the seeded ones in their usual order first, then uploads by name. */
export function installersOf(state: SimState): Installer[] {
  const names = new Set(listPackages(state).filter((p) => !isPluginKey(p.key)).map((p) => p.key));
  const seeded = INSTALLERS.filter((i) => names.has(i.name));
  const uploaded = [...names].filter((name) => !seeded.some((i) => i.name === name)).map(installerNamed);
  return [...seeded, ...uploaded];
}

/** The installer behind a package the bucket holds now, or null (unknown, deleted, or a plugin). */
export function installerIn(state: SimState, name: string): Installer | null {
  const key = name.trim();
  return !isPluginKey(key) && findPackage(state, key) ? installerNamed(key) : null;
}

// --- Bytes ---

export interface PackageBytes {
  write(key: string, bytes: Uint8Array): Promise<void>;
  remove(key: string): Promise<void>;
  /** For tests and tools: what the bucket holds under `key` (null for metadata-only objects). */
  read(key: string): Promise<Uint8Array | null>;
}

/** Keyed by the state, which lives as long as one simulator (a reset makes a new one). */
const inMemory = new WeakMap<SimState, Map<string, Uint8Array>>();

/** The directory uploads are kept in, beside the state file. */
export function packageDir(stateFile: string): string {
  return path.join(path.dirname(stateFile), "packages");
}

export function packageFileName(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function packageBytes(state: SimState, stateFile: string | null): PackageBytes {
  if (!stateFile) {
    let store = inMemory.get(state);
    if (!store) inMemory.set(state, (store = new Map()));
    const bytes = store;
    return {
      write: async (key, data) => void bytes.set(key, data),
      remove: async (key) => void bytes.delete(key),
      read: async (key) => bytes.get(key) ?? null,
    };
  }
  const dir = packageDir(stateFile);
  const fileOf = (key: string) => path.join(dir, packageFileName(key));
  return {
    // Written whole under a temporary name, synced, then renamed: a crash leaves the old bytes or
    // the new ones, and the metadata (saved after this resolves) never names bytes not on disk.
    async write(key, data) {
      await mkdir(dir, { recursive: true });
      const temp = `${fileOf(key)}.${randomBytes(6).toString("hex")}.tmp`;
      const handle = await open(temp, "w");
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, fileOf(key));
    },
    remove: (key) => rm(fileOf(key), { force: true }),
    async read(key) {
      try {
        const handle = await open(fileOf(key), "r");
        try {
          return new Uint8Array(await handle.readFile());
        } finally {
          await handle.close();
        }
      } catch {
        return null;
      }
    },
  };
}
