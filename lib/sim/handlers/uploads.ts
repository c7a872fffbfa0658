// Uploads (spec 1 §2 "Upload modal", §5, §7). GET /app-directory lists each site's code
// directory (/var/www/{host}); files go into one of them or below it; plugins (zip, Totara
// only) into {directory}/mod, /local, /theme or /blocks of one — the console joins the path
// it chose with the plugin directory. Only names, sizes and times are kept; past
// SIM_UPLOAD_LIMIT_MB an upload answers 413. Names, paths and contents are checked by the
// console's own domain rules, as a real upstream must not trust its callers.
import { pathClimbError } from "@/lib/domain/pathSafety";
import { checkUpload, fileName, newUploadNameError, PLUGIN_DIRECTORIES, uploadNameError } from "@/lib/domain/uploads";
import type { Region, SimInstance } from "../fleet/types";
import { siteAtPath, sitesOf } from "../machine/sites";
import { listUploads, normaliseDir, putUpload, removeUpload, type UploadKind, type UploadPlace } from "../machine/uploads";
import { invalid, json } from "../reply";
import type { SimWorld } from "../world";
import { lookUp, notRunning, wrongAddress } from "./lookup";
import type { HandlerMap } from "./types";

const PLUGIN_DIRS = PLUGIN_DIRECTORIES.map((d) => d.replace(/\/$/, ""));

export const UPLOAD_MESSAGES = {
  notInSite: (name: string) => `That path is not inside a site of ${name}. Choose one of the paths listed for this server.`,
  notPluginDir: (root: string) => `Plugins go into mod/, local/, theme/ or blocks/ of a site, for example ${root}/mod.`,
  totaraOnly: (name: string, lms: string) => `Plugins can only be uploaded to Totara sites; ${name} runs ${lms}.`,
  tooLarge: (file: string, mb: string, limit: number) => `${file} is ${mb} MB; the upload limit is ${limit} MB.`,
  missing: (file: string, dir: string) => `${file} is not in ${dir}.`,
  fileUploaded: (file: string, dir: string) => `${file} uploaded to ${dir}.`,
  pluginUploaded: (file: string, dir: string, host: string) => `${file} uploaded to ${dir}. Visit Site administration › Notifications on ${host} to install it.`,
  deleted: (file: string, dir: string) => `${file} deleted from ${dir}.`,
} as const;

interface Where {
  id: string;
  ip: string;
  path: string;
  region: Region;
}

/** The directory a request is about, checked: the server, its address, up, inside a site (a plugin directory for plugins). */
function place(world: SimWorld, where: Where, kind: UploadKind, doing: string): UploadPlace | Response {
  const climb = pathClimbError(where.path);
  if (climb) return invalid({ path: climb }, climb);
  const instance = lookUp(world, where.region, where.id);
  if (instance instanceof Response) return instance;
  const refused = wrongAddress(instance, where.ip, "ip") ?? notRunning(world, instance, doing);
  if (refused) return refused;
  const dir = normaliseDir(where.path);
  const site = dir ? siteAtPath(instance, dir) : null;
  if (!dir || !site) return invalid({ path: UPLOAD_MESSAGES.notInSite(instance.name) }, UPLOAD_MESSAGES.notInSite(instance.name));
  if (kind === "plugin") {
    if (site.lms !== "Totara") return json({ message: UPLOAD_MESSAGES.totaraOnly(instance.name, site.lms) }, 400);
    if (!PLUGIN_DIRS.some((d) => dir === `${site.appDirectory}/${d}`)) {
      return invalid({ path: UPLOAD_MESSAGES.notPluginDir(site.appDirectory) }, UPLOAD_MESSAGES.notPluginDir(site.appDirectory));
    }
  }
  return { seed: world.state.seed, generatedOn: world.state.generatedOn, instance, kind, dir, site };
}

async function upload(world: SimWorld, where: Where, kind: UploadKind, file: Blob): Promise<Response | { body: { success: true; message: string } }> {
  const at = place(world, where, kind, kind === "plugin" ? "upload plugins" : "upload files");
  if (at instanceof Response) return at;
  // The name is kept as sent (never cut down to its last segment): one with a folder in it is refused.
  const nameProblem = newUploadNameError(fileName(file));
  if (nameProblem) return invalid({ file: nameProblem }, nameProblem);
  const name = fileName(file) ?? "";
  const limit = world.options.uploadLimitMb;
  if (file.size > limit * 1024 * 1024) {
    return json({ message: UPLOAD_MESSAGES.tooLarge(name, (file.size / 1024 / 1024).toFixed(1), limit) }, 413);
  }
  const refused = await checkUpload(kind === "plugin" ? "PLUGIN" : "FILE", file);
  if (refused) return invalid({ file: refused }, refused);
  putUpload(at, { name, size: file.size, modifyTime: world.now() });
  world.changed();
  const message = kind === "plugin" ? UPLOAD_MESSAGES.pluginUploaded(name, at.dir, at.site.host) : UPLOAD_MESSAGES.fileUploaded(name, at.dir);
  return { body: { success: true, message } };
}

function remove(world: SimWorld, where: Where, kind: UploadKind, name: string): Response | { body: { success: true; message: string } } {
  const bad = uploadNameError(name) ?? pathClimbError(name);
  if (bad) return invalid({ name: bad }, bad);
  const at = place(world, where, kind, kind === "plugin" ? "delete plugins" : "delete files");
  if (at instanceof Response) return at;
  if (!removeUpload(at, name)) return json({ message: UPLOAD_MESSAGES.missing(name, at.dir) }, 404);
  world.changed();
  return { body: { success: true, message: UPLOAD_MESSAGES.deleted(name, at.dir) } };
}

function list(world: SimWorld, where: Where, kind: UploadKind) {
  const at = place(world, where, kind, kind === "plugin" ? "list its plugins" : "list its files");
  return at instanceof Response ? at : listUploads(at);
}

const appDirectories = (instance: SimInstance) => sitesOf(instance).map((s) => s.appDirectory);

export const uploadHandlers: HandlerMap = {
  appDirectory(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, ctx.query.region, ctx.params.id);
    if (instance instanceof Response) return instance;
    const refused = wrongAddress(instance, ctx.query.ip, "ip") ?? notRunning(world, instance, "list its directories");
    if (refused) return refused;
    return { body: { paths: appDirectories(instance) } };
  },

  listFiles(ctx) {
    const files = list(ctx.world, { id: ctx.params.id, ...ctx.query }, "file");
    return files instanceof Response ? files : { body: { files } };
  },

  uploadFile: (ctx) => upload(ctx.world, { id: ctx.params.id, ...ctx.body }, "file", ctx.body.file),

  deleteFile: (ctx) => remove(ctx.world, { id: ctx.params.id, ...ctx.query }, "file", ctx.params.name),

  listPlugins(ctx) {
    const plugins = list(ctx.world, { id: ctx.params.id, ...ctx.query }, "plugin");
    return plugins instanceof Response ? plugins : { body: { plugins } };
  },

  uploadPlugin: (ctx) => upload(ctx.world, { id: ctx.params.id, ...ctx.body }, "plugin", ctx.body.file),

  deletePlugin: (ctx) => remove(ctx.world, { id: ctx.params.id, ...ctx.query }, "plugin", ctx.params.name),
};
