// The admin dashboard (spec 3 §2.9, §6, §8): its two list types, what each is called, and the
// messages of the admin area, verbatim.
export const ADMIN_TYPES = ["user", "package"] as const;
export type AdminType = (typeof ADMIN_TYPES)[number];

export function isAdminType(value: unknown): value is AdminType {
  return typeof value === "string" && (ADMIN_TYPES as readonly string[]).includes(value);
}

export const ADMIN_TYPE_LABELS: Record<AdminType, string> = { user: "User List", package: "Packages List" };

export const ADMIN_MESSAGES = {
  notAuthorizedPage: "You are not authorized to view this page.",
  notAuthorizedForm: "You are not authorized to use this form.",
  typeNotSupported: "Type not supported",
  actionNotSupported: "Action not supported",
  noUsers: "No users found",
  noPackages: "No packages found",
  requestFailed: "An error occurred while processing the request",
  packageCreateError: "An error occurred while creating the package",
  packageCreateFailed: "Failed to create package",
  packageCreated: "Package created successfully",
  packageDeleteFailed: "An error occurred while deleting the package.",
  accessUpdateFailed: "An error occurred while updating the access.",
  userDeleteFailed: "Error al eliminar el usuario",
} as const;

/** What the access toggle turns a package into. */
export function otherAccess(access: "rw" | "ro"): "rw" | "ro" {
  return access === "rw" ? "ro" : "rw";
}

export const ACCESS_LABELS: Record<"rw" | "ro", string> = { rw: "Read/Write", ro: "Read Only" };
