// Console users and installation packages, superadmin only (spec 3 §7).
// Placeholder schemas (z.unknown()) are to be replaced with the real zod schemas.
import { z } from "zod";
import { endpoint } from "../define";

export const listUsers = endpoint("listUsers", { method: "GET", path: "/users", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const getConsoleUser = endpoint("getConsoleUser", { method: "GET", path: "/users/{userId}", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const createUser = endpoint("createUser", { method: "POST", path: "/users", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const updateUser = endpoint("updateUser", { method: "PUT", path: "/users/{userId}", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const deleteUser = endpoint("deleteUser", { method: "DELETE", path: "/users/{userId}", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const resetPassword = endpoint("resetPassword", { method: "POST", path: "/users/{userId}/reset-password", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const listPackages = endpoint("listPackages", { method: "GET", path: "/packages-s3", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const uploadPackage = endpoint("uploadPackage", { method: "POST", path: "/packages-s3", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const deletePackage = endpoint("deletePackage", { method: "DELETE", path: "/packages-s3", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const setPackageAccess = endpoint("setPackageAccess", { method: "POST", path: "/packages-s3/{key}", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const packageCreateForm = endpoint("packageCreateForm", { method: "POST", path: "/admin/dashboard/package/create", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
