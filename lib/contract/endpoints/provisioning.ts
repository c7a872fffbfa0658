// Creation, deletion, backup, upgrade and rollback (spec 2 §7).
// Placeholder schemas (z.unknown()) are to be replaced with the real zod schemas.
import { z } from "zod";
import { endpoint } from "../define";

export const createInstance = endpoint("createInstance", { method: "POST", path: "/instance", minRole: "admin", response: z.unknown(), spec: "2 §7" });
export const creationOutput = endpoint("creationOutput", { method: "GET", path: "/instance/creation-process-output", response: z.unknown(), spec: "2 §7" });
export const confirmInstance = endpoint("confirmInstance", { method: "GET", path: "/instance/confirm-instance/{token}", response: z.unknown(), spec: "2 §7" });
export const installers = endpoint("installers", { method: "GET", path: "/instances/installers", response: z.unknown(), spec: "2 §7" });
export const silos = endpoint("silos", { method: "GET", path: "/instances/silos", response: z.unknown(), spec: "2 §7" });
export const createSharedInstance = endpoint("createSharedInstance", { method: "POST", path: "/shared-instance", minRole: "superadmin", response: z.unknown(), spec: "2 §7" });
export const deleteRequest = endpoint("deleteRequest", { method: "POST", path: "/instances/delete-request", minRole: "admin", response: z.unknown(), spec: "2 §7" });
export const deleteDetails = endpoint("deleteDetails", { method: "GET", path: "/instances/delete-details", response: z.unknown(), spec: "2 §7" });
export const deleteInstance = endpoint("deleteInstance", { method: "POST", path: "/instances/{id}/delete", minRole: "superadmin", response: z.unknown(), spec: "2 §7" });
export const deleteProcessInfo = endpoint("deleteProcessInfo", { method: "GET", path: "/instances/{id}/delete-process-info", response: z.unknown(), spec: "2 §7" });
export const updateResourcesStatus = endpoint("updateResourcesStatus", { method: "POST", path: "/instances/resources/{id}", minRole: "superadmin", response: z.unknown(), spec: "2 §7" });
export const volumeAction = endpoint("volumeAction", { method: "POST", path: "/instances/{instanceId}/volumes/{volumeId}/action", minRole: "admin", response: z.unknown(), spec: "2 §7" });
export const backup = endpoint("backup", { method: "POST", path: "/backup/{instanceId}", minRole: "admin", response: z.unknown(), spec: "1 §7, 2 §7" });
export const backupLink = endpoint("backupLink", { method: "GET", path: "/backup", response: z.unknown(), spec: "2 §7" });
export const upgradeDetails = endpoint("upgradeDetails", { method: "GET", path: "/instances/upgrade-details", response: z.unknown(), spec: "2 §7" });
export const upgradeLms = endpoint("upgradeLms", { method: "POST", path: "/instances/{instanceId}/upgrade-lms", minRole: "superadmin", response: z.unknown(), spec: "2 §7" });
export const rollbackLms = endpoint("rollbackLms", { method: "POST", path: "/instances/{instanceId}/upgrade-rollback-lms", minRole: "superadmin", response: z.unknown(), spec: "2 §7" });
export const cancelUpgradeRequest = endpoint("cancelUpgradeRequest", { method: "DELETE", path: "/instances/{instanceId}/upgrade-request", minRole: "superadmin", response: z.unknown(), spec: "2 §7" });
export const createUpgradeRequest = endpoint("createUpgradeRequest", { method: "POST", path: "/instances/{instanceId}/upgrade-request", minRole: "admin", response: z.unknown(), spec: "2 §7, 3 §7" });
export const upgradeProcessInfo = endpoint("upgradeProcessInfo", { method: "GET", path: "/instances/{instanceId}/upgrade-process-info", response: z.unknown(), spec: "2 §7" });
