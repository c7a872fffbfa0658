// The code tree of one LMS site, for file access (spec 1 §2 "File access", spec 2 §2.11).
// Never stored: each folder's listing is derived from the seed, the site's tree key and its
// path (siteLayout.ts says what Moodle and Totara hold), so only the blocked flags the console
// changed need keeping, by path: in `instance.fileAccess` for a dedicated server's site, in
// the site's moodledata volume (`volume.fileAccess`) for each site of a shared server.
import type { Lms, SimInstance } from "../fleet/types";
import { createRng, type Rng } from "../random";
import type { Site } from "./sites";
import {
  ADMIN_CLI_FILES, ADMIN_DIRS, ADMIN_FILES, GENERIC_DIRS, GENERIC_FILES, HARDENED, MOODLE_ROOT_DIRS, MOODLE_ROOT_FILES,
  PLUGIN_INNER, PLUGIN_TYPES, pluginFiles, TOTARA_ROOT_DIRS, TOTARA_ROOT_FILES, TOTARA_SERVER_EXTRA_DIRS,
} from "./siteLayout";

export interface TreeEntry {
  name: string;
  /** Below the site root, without a leading slash: `admin/tool`. */
  path: string;
  type: "directory" | "file";
}

/** Whatever keeps a site's changed flags: the instance (dedicated) or the site's volume (shared). */
export interface FlagHolder {
  fileAccess?: Record<string, boolean>;
}

/** One site's tree: what its seeded listings and flags are derived from, and where changes go. */
export interface SiteTree {
  /** Keys every random draw. A dedicated server's is its instance id, as before shared sites
   * had trees, so its seeded entries and stored flags stay as they were. */
  key: string;
  lms: Lms;
  holder: FlagHolder;
}

/** The tree of `site` on `instance`: one per site, so neighbours on a shared server differ
 * (a shared server's sites always have their volume; the site's host keys its tree). */
export function treeOf(instance: SimInstance, site: Site): SiteTree {
  if (instance.deploymentType === "dedicated" || !site.volume) return { key: instance.instanceId, lms: instance.lms, holder: instance };
  return { key: `${instance.instanceId}:${site.host}`, lms: site.lms, holder: site.volume };
}

interface Listing {
  dirs: readonly string[];
  files: readonly string[];
}

const EMPTY: Listing = { dirs: [], files: [] };
const MAX_GENERIC_DEPTH = 4;
/** Moodle's frankenstyle prefix per plugin type folder. */
const PREFIX: Record<string, string> = {
  mod: "", blocks: "block_", theme: "theme_", local: "local_", auth: "auth_", enrol: "enrol_", report: "report_",
  filter: "filter_", "admin/tool": "tool_", "course/format": "format_",
};

/** Some of `items`, in their order. */
function some(rng: Rng, items: readonly string[], min: number, max: number): string[] {
  const wanted = rng.int(min, Math.min(max, items.length));
  const chosen = new Set<string>();
  while (chosen.size < wanted) chosen.add(rng.pick(items));
  return items.filter((item) => chosen.has(item));
}

function genericListing(rng: Rng, depth: number): Listing {
  // An occasional folder below the top holds nothing (fixtures, caches nobody filled).
  if (depth >= 2 && rng.chance(0.08)) return EMPTY;
  return { dirs: depth < MAX_GENERIC_DEPTH ? some(rng, GENERIC_DIRS, 0, 3) : [], files: some(rng, GENERIC_FILES, 1, 6) };
}

/** A listing relative to the code root (the site root for Moodle, server/ for Totara). */
function codeListing(seed: number, tree: SiteTree, rel: string, rng: Rng): Listing {
  const parts = rel.split("/");
  if (rel === "admin") return { dirs: ADMIN_DIRS, files: ADMIN_FILES };
  if (rel === "admin/cli") return { dirs: [], files: ADMIN_CLI_FILES };
  if (rel === "lang") return { dirs: ["en"], files: [] };
  if (rel === "lang/en") return { dirs: [], files: ["admin.php", "auth.php", "completion.php", "grades.php", "moodle.php", "question.php"] };
  if (rel === "course") return { dirs: ["amd", "classes", "format", "templates", "tests"], files: ["edit.php", "enrol.php", "index.php", "lib.php", "modedit.php", "search.php", "view.php"] };
  if (rel === "totara") return { dirs: ["certification", "core", "dashboard", "engage", "hierarchy", "job", "mobile", "perform", "program", "reportbuilder", "tui"], files: [] };

  const type = PLUGIN_TYPES[rel];
  if (type) {
    const addOnRng = createRng(seed, `addons:${tree.key}:${rel}`);
    const dirs = [...type.core, ...type.addOns.filter(() => addOnRng.chance(0.3))].sort();
    const files = rel === "local" ? [] : rel === "mod" || rel === "theme" ? ["README.txt", "upgrade.txt"] : ["upgrade.txt"];
    return { dirs, files };
  }
  // A plugin folder (mod/quiz, admin/tool/task) and the known folders inside it.
  for (const [typePath, prefix] of Object.entries(PREFIX)) {
    const depth = typePath.split("/").length;
    if (!rel.startsWith(`${typePath}/`) || parts.length < depth + 1) continue;
    const plugin = parts[depth];
    const inner = parts.slice(depth + 1).join("/");
    const baseType = typePath.split("/")[0];
    if (inner === "") {
      const shape = pluginFiles(baseType);
      return { dirs: shape.dirs, files: shape.files.map((f) => f.replace("PLUGIN", plugin)) };
    }
    if (inner === "lang/en") return { dirs: [], files: [`${prefix}${plugin}.php`] };
    const known = PLUGIN_INNER[inner];
    if (known) return known;
    return genericListing(rng, parts.length);
  }
  return genericListing(rng, parts.length);
}

function listing(seed: number, tree: SiteTree, path: string): Listing {
  const rng = createRng(seed, `tree:${tree.key}:${path}`);
  if (tree.lms === "Totara") {
    if (path === "") return { dirs: TOTARA_ROOT_DIRS, files: TOTARA_ROOT_FILES };
    if (path === "extensions") return EMPTY;
    if (path === "server") {
      const files = MOODLE_ROOT_FILES.filter((f) => !["config.php", "config-dist.php", "composer.json", "composer.lock", "package.json"].includes(f));
      return { dirs: [...MOODLE_ROOT_DIRS, ...TOTARA_SERVER_EXTRA_DIRS].sort(), files };
    }
    if (path.startsWith("server/")) return codeListing(seed, tree, path.slice("server/".length), rng);
    return genericListing(rng, path.split("/").length);
  }
  if (path === "") return { dirs: MOODLE_ROOT_DIRS, files: MOODLE_ROOT_FILES };
  return codeListing(seed, tree, path, rng);
}

const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

function entries(seed: number, tree: SiteTree, path: string): TreeEntry[] {
  const { dirs, files } = listing(seed, tree, path);
  const join = (name: string) => (path ? `${path}/${name}` : name);
  return [
    ...[...dirs].sort(byName).map((name) => ({ name, path: join(name), type: "directory" as const })),
    ...[...files].sort(byName).map((name) => ({ name, path: join(name), type: "file" as const })),
  ];
}

export type Resolved = { kind: "directory"; entries: TreeEntry[] } | { kind: "file" } | { kind: "missing" };

/** What `path` (normalised, "" for the root) is on this site. */
export function resolvePath(seed: number, tree: SiteTree, path: string): Resolved {
  let current = "";
  for (const segment of path ? path.split("/") : []) {
    const entry = entries(seed, tree, current).find((e) => e.name === segment);
    if (!entry) return { kind: "missing" };
    if (entry.type === "file") return entry.path === path ? { kind: "file" } : { kind: "missing" };
    current = entry.path;
  }
  return { kind: "directory", entries: entries(seed, tree, current) };
}

/** The blocked flag as generated: most sites block the usual install and build files
 * (Totara's under server/ too), and a few other entries are blocked here and there. */
export function seededBlocked(seed: number, tree: SiteTree, path: string): boolean {
  const hardened = createRng(seed, `hardened:${tree.key}`).chance(0.75);
  const bare = tree.lms === "Totara" && path.startsWith("server/") ? path.slice("server/".length) : path;
  if (hardened && (HARDENED as readonly string[]).includes(bare)) return true;
  return createRng(seed, `blocked:${tree.key}:${path}`).chance(0.02);
}

export function isBlocked(seed: number, tree: SiteTree, path: string): boolean {
  return tree.holder.fileAccess?.[path] ?? seededBlocked(seed, tree, path);
}

/** Records a flag the console set; only differences from the seed are kept, so the state file stays small. */
export function setBlocked(seed: number, tree: SiteTree, path: string, blocked: boolean): void {
  const flags = (tree.holder.fileAccess ??= {});
  if (blocked === seededBlocked(seed, tree, path)) delete flags[path];
  else flags[path] = blocked;
}

/** `/admin//tool/` → `admin/tool`; null when it tries to leave the site. */
export function normalisePath(raw: string | undefined): string | null {
  const parts = (raw ?? "").trim().split("/").filter((p) => p !== "" && p !== ".");
  if (parts.includes("..")) return null;
  return parts.join("/");
}
