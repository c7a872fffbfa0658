// Files and plugins uploaded to a server (spec 1 §2 "Upload modal", §3): names, sizes and
// times per directory, never the bytes. A directory nobody touched lists what the seed put
// there (a logo, a manual, an old plugin zip); the first change stores the whole listing.
import type { SimInstance, SimUpload } from "../fleet/types";
import { createRng } from "../random";
import type { Site } from "./sites";

export type UploadKind = "file" | "plugin";

const SEEDED_FILES = [
  ["logo.png", 48_213], ["logo-dark.png", 51_904], ["banner-inicio.jpg", 412_877], ["manual-docente.pdf", 2_318_430],
  ["manual-estudiante.pdf", 1_904_112], ["video-bienvenida.mp4", 38_512_004], ["plantilla-curso.zip", 5_120_660], ["favicon.png", 4_096],
] as const;
const SEEDED_PLUGINS = [["mod_attendance.zip", 1_022_310], ["block_xp.zip", 884_120], ["local_staticpage.zip", 96_442], ["theme_moove.zip", 3_402_118]] as const;

const DAY_MS = 86_400_000;

/** `/var/www/x//uploads/` → `/var/www/x/uploads`; null for anything relative or climbing out. */
export function normaliseDir(raw: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed.startsWith("/")) return null;
  const parts = trimmed.split("/").filter((p) => p !== "" && p !== ".");
  if (parts.includes("..")) return null;
  return `/${parts.join("/")}`;
}

/** One directory of one server: what every operation below works on. */
export interface UploadPlace {
  seed: number;
  /** The state's generation day: seeded files are dated before it. */
  generatedOn: string;
  instance: SimInstance;
  kind: UploadKind;
  dir: string;
  site: Site;
}

const PLUGIN_PREFIX: Record<string, string> = { mod: "mod_", blocks: "block_", local: "local_", theme: "theme_" };

function seeded({ seed, generatedOn, instance, kind, dir, site }: UploadPlace): SimUpload[] {
  const rng = createRng(seed, `uploads:${instance.instanceId}:${kind}:${dir}`);
  const day = Date.parse(`${generatedOn}T00:00:00Z`);
  const at = () => day - rng.int(2, 400) * DAY_MS + rng.int(8 * 3600, 20 * 3600) * 1000;
  if (kind === "file") {
    if (dir !== site.appDirectory || !rng.chance(0.5)) return [];
    const count = rng.int(1, 3);
    const picked = new Set<number>();
    while (picked.size < count) picked.add(rng.int(0, SEEDED_FILES.length - 1));
    return [...picked].map((i) => ({ name: SEEDED_FILES[i][0], size: SEEDED_FILES[i][1], modifyTime: at() }));
  }
  const prefix = PLUGIN_PREFIX[dir.split("/").at(-1) ?? ""];
  const match = prefix && rng.chance(0.25) ? SEEDED_PLUGINS.find(([name]) => name.startsWith(prefix)) : undefined;
  return match ? [{ name: match[0], size: match[1], modifyTime: at() }] : [];
}

const key = ({ kind, dir }: UploadPlace) => `${kind}:${dir}`;

/** The listing of a directory, sorted by name. */
export function listUploads(place: UploadPlace): SimUpload[] {
  const list = place.instance.uploads?.[key(place)] ?? seeded(place);
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

/** Adds or replaces `file` (an upload of an existing name overwrites it, as sftp does). */
export function putUpload(place: UploadPlace, file: SimUpload): void {
  const list = listUploads(place).filter((f) => f.name !== file.name);
  (place.instance.uploads ??= {})[key(place)] = [...list, file];
}

/** False when there is no such name. */
export function removeUpload(place: UploadPlace, name: string): boolean {
  const list = listUploads(place);
  const kept = list.filter((f) => f.name !== name);
  if (kept.length === list.length) return false;
  (place.instance.uploads ??= {})[key(place)] = kept;
  return true;
}
