// The admin dashboard's packages (spec 3 §2.9, §2.11, §7): the bucket's listing, uploads of
// installation packages and plugins (POST /packages-s3 and the form action, the same body), access
// changes and deletions. Read-only objects can be neither replaced nor deleted; past
// SIM_PACKAGE_LIMIT_MB an upload answers 413. An uploaded package that is not a plugin is offered
// by the creation form at once (machine/packages.ts installersOf).
import { fileName, newUploadNameError } from "@/lib/domain/uploads";
import { PACKAGE_MESSAGES } from "@/lib/domain/packages";
import type { UploadPackageBody } from "@/lib/contract/schemas/admin";
import { findPackage, listPackages, packageBytes, packageKey, putPackage, removePackage, setPackageAccess } from "../machine/packages";
import { invalid, json } from "../reply";
import type { SimWorld } from "../world";
import type { HandlerMap } from "./types";

export const PACKAGE_ADMIN_MESSAGES = {
  notFound: "Package not found",
  tooLarge: (name: string, mb: string, limit: number) => `${name} is ${mb} MB; packages may be at most ${limit} MB.`,
  readOnlyExists: (key: string) => `A read-only package named ${key} already exists; it cannot be replaced.`,
  readOnlyDelete: PACKAGE_MESSAGES.readOnlyDelete,
  created: "Package created successfully",
  deleted: "Package deleted successfully",
  accessUpdated: "Access updated",
} as const;

const M = PACKAGE_ADMIN_MESSAGES;

const bytesOf = (world: SimWorld) => packageBytes(world.state, world.options.stateFile);

async function upload(world: SimWorld, body: UploadPackageBody) {
  // A browser may send a dropped folder's relative path as the name; the object is the file.
  const name = (fileName(body.file) ?? "").split(/[\\/]/).at(-1) ?? "";
  const badName = newUploadNameError(name);
  if (badName) return invalid({ file: badName }, badName);
  const limit = world.options.packageLimitMb;
  if (body.file.size > limit * 1024 * 1024) return json({ message: M.tooLarge(name, (body.file.size / 1024 / 1024).toFixed(1), limit) }, 413);
  let plugin: { category: string; pluginPath: string } | null = null;
  if (body.isPlugin === "true") {
    // The contract refuses a plugin without these; kept so a key can never lack its directory.
    if (!body.category) return invalid({ category: PACKAGE_MESSAGES.categoryRequired }, PACKAGE_MESSAGES.categoryRequired);
    if (!body.pluginPath) return invalid({ pluginPath: PACKAGE_MESSAGES.pluginPathRequired }, PACKAGE_MESSAGES.pluginPathRequired);
    plugin = { category: body.category, pluginPath: body.pluginPath };
  }
  const key = packageKey(name, plugin);
  if (findPackage(world.state, key)?.access === "ro") return json({ message: M.readOnlyExists(key) }, 409);
  // Bytes first: the listing never names an object whose bytes are not stored.
  await bytesOf(world).write(key, new Uint8Array(await body.file.arrayBuffer()));
  putPackage(world.state, { key, size: body.file.size, lastModified: new Date(world.now()).toISOString(), access: body.access });
  world.changed();
  return { body: { success: true, message: M.created } };
}

export const packageHandlers: HandlerMap = {
  listPackages(ctx) {
    const packages = listPackages(ctx.world.state).map(({ key, size, lastModified, access }) => ({ key, size, lastModified, access }));
    return { body: { success: true, packages } };
  },

  uploadPackage: (ctx) => upload(ctx.world, ctx.body),

  packageCreateForm: (ctx) => upload(ctx.world, ctx.body),

  async deletePackage(ctx) {
    const { world } = ctx;
    const key = ctx.query.key;
    const pkg = findPackage(world.state, key);
    if (!pkg) return json({ message: M.notFound }, 404);
    if (pkg.access === "ro") return json({ message: M.readOnlyDelete }, 409);
    removePackage(world.state, key);
    world.changed();
    await bytesOf(world).remove(key);
    return { body: { success: true, message: M.deleted } };
  },

  // A plugin's key holds slashes: the console sends it as one percent-encoded segment, which the
  // contract's matcher decodes into params.key.
  setPackageAccess(ctx) {
    const { world } = ctx;
    if (!setPackageAccess(world.state, ctx.params.key, ctx.body.access)) return json({ message: M.notFound }, 404);
    world.changed();
    return { body: { success: true, message: M.accessUpdated } };
  },
};
