// File access (spec 1 §2 "File access", §4): browse a dedicated site's code tree and block or
// unblock entries. The tree comes from the seed (machine/siteTree.ts); only the flags the
// console changes are stored, by path, so they survive a restart with SIM_STATE_FILE.
import type { FileAccessEntry } from "@/lib/contract/schemas/files";
import { climbsOut } from "@/lib/domain/pathSafety";
import type { SimInstance } from "../fleet/types";
import { sameDomain } from "../machine/sites";
import { isBlocked, normalisePath, resolvePath, seededBlocked } from "../machine/siteTree";
import { invalid, json } from "../reply";
import type { SimWorld } from "../world";
import { lookUp, notRunning, wrongAddress } from "./lookup";
import type { HandlerMap } from "./types";

export const FILE_ACCESS_MESSAGES = {
  sharedServer: (name: string) => `File access is managed on dedicated servers only; ${name} is shared.`,
  wrongSite: (name: string, domain: string | null) => `That is not the site of ${name}${domain ? ` (${domain})` : ""}.`,
  outside: "The path must stay inside the site.",
  noFolder: (path: string) => `There is no folder ${path} on this site.`,
  isFile: (path: string) => `${path} is a file, not a folder.`,
  noEntry: (type: string, path: string) => `There is no ${type === "directory" ? "folder" : "file"} ${path} on this site.`,
  nameMismatch: (name: string, path: string) => `The name ${name} does not match the path ${path}.`,
  updated: (count: number) => `Access updated for ${count} ${count === 1 ? "entry" : "entries"}.`,
} as const;

/** The checks both calls share: a dedicated server, its own site, and up. */
function refusal(world: SimWorld, instance: SimInstance, domain: string, doing: string): Response | null {
  if (instance.deploymentType !== "dedicated") return json({ message: FILE_ACCESS_MESSAGES.sharedServer(instance.name) }, 400);
  if (!instance.domain || !sameDomain(instance.domain, domain)) {
    return invalid({ domain: FILE_ACCESS_MESSAGES.wrongSite(instance.name, instance.domain) }, FILE_ACCESS_MESSAGES.wrongSite(instance.name, instance.domain));
  }
  return notRunning(world, instance, doing);
}

export const fileAccessHandlers: HandlerMap = {
  getFileAccess(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, null, ctx.params.id);
    if (instance instanceof Response) return instance;
    const refused = refusal(world, instance, ctx.query.domain, "browse its files");
    if (refused) return refused;
    // climbsOut also catches encoded and backslashed `..`, which normalisePath does not decode.
    const raw = ctx.query.relativePath;
    const path = raw !== undefined && climbsOut(raw) ? null : normalisePath(raw);
    if (path === null) return invalid({ relativePath: FILE_ACCESS_MESSAGES.outside }, FILE_ACCESS_MESSAGES.outside);
    const seed = world.state.seed;
    const found = resolvePath(seed, instance, path);
    if (found.kind === "missing") return json({ message: FILE_ACCESS_MESSAGES.noFolder(path) }, 404);
    if (found.kind === "file") return invalid({ relativePath: FILE_ACCESS_MESSAGES.isFile(path) }, FILE_ACCESS_MESSAGES.isFile(path));
    return {
      body: {
        success: true,
        fileList: found.entries.map((e) => ({ ...e, blocked: isBlocked(seed, instance, e.path) })),
        domain: instance.domain ?? ctx.query.domain,
        instanceIp: instance.publicIpAddress,
      },
    };
  },

  /** Applies the sent entries only, all or none: one unknown path refuses the whole update. */
  updateFileAccess(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, null, ctx.params.id);
    if (instance instanceof Response) return instance;
    const refused = wrongAddress(instance, ctx.body.ip, "ip") ?? refusal(world, instance, ctx.body.domain, "change file access");
    if (refused) return refused;
    const seed = world.state.seed;
    const changes: FileAccessEntry[] = [];
    for (const [i, file] of ctx.body.files.entries()) {
      const path = climbsOut(file.path) || climbsOut(file.name) ? null : normalisePath(file.path);
      if (path === null || path === "") return invalid({ [`files.${i}.path`]: FILE_ACCESS_MESSAGES.outside }, FILE_ACCESS_MESSAGES.outside);
      const found = resolvePath(seed, instance, path);
      if (found.kind !== (file.type === "directory" ? "directory" : "file")) {
        return json({ message: FILE_ACCESS_MESSAGES.noEntry(file.type, path), fields: { [`files.${i}.path`]: FILE_ACCESS_MESSAGES.noEntry(file.type, path) } }, 404);
      }
      if (path.split("/").at(-1) !== file.name) return invalid({ [`files.${i}.name`]: FILE_ACCESS_MESSAGES.nameMismatch(file.name, path) });
      changes.push({ ...file, path });
    }
    const flags = (instance.fileAccess ??= {});
    for (const { path, blocked } of changes) {
      // Only differences from the seed are kept, so the state file stays small.
      if (blocked === seededBlocked(seed, instance, path)) delete flags[path];
      else flags[path] = blocked;
    }
    world.changed();
    return { body: { success: true, message: FILE_ACCESS_MESSAGES.updated(changes.length) } };
  },
};
