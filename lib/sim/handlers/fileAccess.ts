// File access (spec 1 §2 "File access", §4; spec 2 §2.11): browse one site's code tree and
// block or unblock entries. A dedicated server has one site; on a shared server `domain` picks
// one of its client sites, each with its own tree. The tree comes from the seed
// (machine/siteTree.ts); only the flags the console changes are stored, by path, so they
// survive a restart with SIM_STATE_FILE.
import type { FileAccessEntry } from "@/lib/contract/schemas/files";
import { climbsOut } from "@/lib/domain/pathSafety";
import type { SimInstance } from "../fleet/types";
import { lmsServing } from "../machine/lmsState";
import { bareHost, findSite, sitesOf, type Site } from "../machine/sites";
import { isBlocked, normalisePath, resolvePath, setBlocked, treeOf } from "../machine/siteTree";
import { invalid, json } from "../reply";
import type { SimWorld } from "../world";
import { lookUp, notRunning, wrongAddress } from "./lookup";
import type { HandlerMap } from "./types";

export const FILE_ACCESS_MESSAGES = {
  wrongSite: (name: string, domain: string | null) => `That is not the site of ${name}${domain ? ` (${domain})` : ""}.`,
  noSharedSite: (name: string, asked: string, hosts: readonly string[]) =>
    `${name} hosts no site ${bareHost(asked) || "(none given)"}; its sites are ${hosts.length ? hosts.join(", ") : "none"}.`,
  siteStopped: (host: string, name: string, doing: string) => `The LMS ${host} on ${name} is stopped. Start it to ${doing}.`,
  outside: "The path must stay inside the site.",
  noFolder: (path: string) => `There is no folder ${path} on this site.`,
  isFile: (path: string) => `${path} is a file, not a folder.`,
  noEntry: (type: string, path: string) => `There is no ${type === "directory" ? "folder" : "file"} ${path} on this site.`,
  nameMismatch: (name: string, path: string) => `The name ${name} does not match the path ${path}.`,
  updated: (count: number) => `Access updated for ${count} ${count === 1 ? "entry" : "entries"}.`,
} as const;

/** The 400 for a domain that is none of the server's sites; a shared server lists its sites so the mix-up is plain. */
function notASite(instance: SimInstance, domain: string): Response {
  const message =
    instance.deploymentType === "dedicated"
      ? FILE_ACCESS_MESSAGES.wrongSite(instance.name, instance.domain)
      : FILE_ACCESS_MESSAGES.noSharedSite(instance.name, domain, sitesOf(instance).map((s) => s.host));
  return invalid({ domain: message }, message);
}

/** The checks both calls share: one of the server's sites, the server up and the site serving. */
function siteToWork(world: SimWorld, instance: SimInstance, domain: string, doing: string): Site | Response {
  const site = findSite(instance, domain);
  if (!site) return notASite(instance, domain);
  const down = notRunning(world, instance, doing);
  if (down) return down;
  // A stopped site (its vhost disabled from the LMS actions modal) is refused like a stopped server.
  if (!lmsServing(instance, site.volume, world.now())) return json({ message: FILE_ACCESS_MESSAGES.siteStopped(site.host, instance.name, doing) }, 409);
  return site;
}

export const fileAccessHandlers: HandlerMap = {
  getFileAccess(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, null, ctx.params.id);
    if (instance instanceof Response) return instance;
    const site = siteToWork(world, instance, ctx.query.domain, "browse its files");
    if (site instanceof Response) return site;
    // climbsOut also catches encoded and backslashed `..`, which normalisePath does not decode.
    const raw = ctx.query.relativePath;
    const path = raw !== undefined && climbsOut(raw) ? null : normalisePath(raw);
    if (path === null) return invalid({ relativePath: FILE_ACCESS_MESSAGES.outside }, FILE_ACCESS_MESSAGES.outside);
    const seed = world.state.seed;
    const tree = treeOf(instance, site);
    const found = resolvePath(seed, tree, path);
    if (found.kind === "missing") return json({ message: FILE_ACCESS_MESSAGES.noFolder(path) }, 404);
    if (found.kind === "file") return invalid({ relativePath: FILE_ACCESS_MESSAGES.isFile(path) }, FILE_ACCESS_MESSAGES.isFile(path));
    return {
      body: {
        success: true,
        fileList: found.entries.map((e) => ({ ...e, blocked: isBlocked(seed, tree, e.path) })),
        domain: site.domain,
        instanceIp: instance.publicIpAddress,
      },
    };
  },

  /** Applies the sent entries only, all or none: one unknown path refuses the whole update. */
  updateFileAccess(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, null, ctx.params.id);
    if (instance instanceof Response) return instance;
    const refused = wrongAddress(instance, ctx.body.ip, "ip");
    if (refused) return refused;
    const site = siteToWork(world, instance, ctx.body.domain, "change file access");
    if (site instanceof Response) return site;
    const seed = world.state.seed;
    const tree = treeOf(instance, site);
    const changes: FileAccessEntry[] = [];
    for (const [i, file] of ctx.body.files.entries()) {
      const path = climbsOut(file.path) || climbsOut(file.name) ? null : normalisePath(file.path);
      if (path === null || path === "") return invalid({ [`files.${i}.path`]: FILE_ACCESS_MESSAGES.outside }, FILE_ACCESS_MESSAGES.outside);
      const found = resolvePath(seed, tree, path);
      if (found.kind !== (file.type === "directory" ? "directory" : "file")) {
        return json({ message: FILE_ACCESS_MESSAGES.noEntry(file.type, path), fields: { [`files.${i}.path`]: FILE_ACCESS_MESSAGES.noEntry(file.type, path) } }, 404);
      }
      if (path.split("/").at(-1) !== file.name) return invalid({ [`files.${i}.name`]: FILE_ACCESS_MESSAGES.nameMismatch(file.name, path) });
      changes.push({ ...file, path });
    }
    for (const { path, blocked } of changes) setBlocked(seed, tree, path, blocked);
    world.changed();
    return { body: { success: true, message: FILE_ACCESS_MESSAGES.updated(changes.length) } };
  },
};
