// Console users and installation packages, superadmin only (spec 3 §7).
import { endpoint } from "../define";
import {
  consoleUserResponseSchema, consoleUsersSchema, createUserBody, packageKeyQuery, packagesSchema, resetPasswordBody,
  setPackageAccessBody, updateUserBody, uploadPackageBody,
} from "../schemas/admin";
import { notShownSchema, serverMessageSchema, successSchema } from "../schemas/common";

// --- Users ---
export const listUsers = endpoint("listUsers", {
  method: "GET", path: "/users", minRole: "superadmin", response: consoleUsersSchema, spec: "3 §7",
});
export const getConsoleUser = endpoint("getConsoleUser", {
  method: "GET", path: "/users/{userId}", minRole: "superadmin", response: consoleUserResponseSchema, spec: "3 §7",
});
export const createUser = endpoint("createUser", {
  method: "POST", path: "/users", minRole: "superadmin", bodyKind: "json", body: createUserBody, response: serverMessageSchema, spec: "3 §7",
});
export const updateUser = endpoint("updateUser", {
  method: "PUT", path: "/users/{userId}", minRole: "superadmin", bodyKind: "json", body: updateUserBody, response: serverMessageSchema, spec: "3 §7",
});
export const deleteUser = endpoint("deleteUser", {
  method: "DELETE", path: "/users/{userId}", minRole: "superadmin", response: serverMessageSchema, spec: "3 §7",
});
export const resetPassword = endpoint("resetPassword", {
  method: "POST", path: "/users/{userId}/reset-password", minRole: "superadmin", bodyKind: "json", body: resetPasswordBody,
  response: serverMessageSchema, spec: "3 §7",
});

// --- Packages ---
export const listPackages = endpoint("listPackages", {
  method: "GET", path: "/packages-s3", minRole: "superadmin", response: packagesSchema, spec: "3 §7",
});
export const uploadPackage = endpoint("uploadPackage", {
  method: "POST", path: "/packages-s3", minRole: "superadmin", bodyKind: "multipart", body: uploadPackageBody, response: successSchema, spec: "3 §7",
  packageUpload: true,
});
export const deletePackage = endpoint("deletePackage", {
  method: "DELETE", path: "/packages-s3", minRole: "superadmin", query: packageKeyQuery, response: notShownSchema, spec: "3 §7",
});
export const setPackageAccess = endpoint("setPackageAccess", {
  method: "POST", path: "/packages-s3/{key}", minRole: "superadmin", bodyKind: "json", body: setPackageAccessBody,
  response: notShownSchema, spec: "3 §7",
});
/** The package form's multipart action: the same fields as POST /packages-s3. */
export const packageCreateForm = endpoint("packageCreateForm", {
  method: "POST", path: "/admin/dashboard/package/create", minRole: "superadmin", bodyKind: "multipart", body: uploadPackageBody,
  response: notShownSchema, spec: "3 §7", packageUpload: true,
});
