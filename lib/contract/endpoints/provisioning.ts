// Creation, deletion, backup, upgrade and rollback (spec 2 §7).
import { z } from "zod";
import { endpoint } from "../define";
import { notShownSchema, optionalRegionQuery, regionQuery, successSchema } from "../schemas/common";
import {
  backupBody, backupLinkQuery, backupLinkSchema, cancelUpgradeQuery, createUpgradeRequestBody, deleteDetailsQuery,
  deleteDetailsSchema, deleteInstanceBody, deleteInstanceSchema, deleteRequestBody, processStartSchema, resourcesStatusBody,
  rollbackLmsBody, upgradeDetailsQuery, upgradeDetailsSchema, upgradeLmsBody, upgradeProcessSchema,
} from "../schemas/lifecycle";
import {
  confirmInstanceSchema, createInstanceBody, createInstanceSchema, createSharedInstanceBody, createSharedInstanceSchema,
  installersSchema, outputFileQuery, silosSchema,
} from "../schemas/provisioning";
import { volumeActionBody } from "../schemas/volume";

// --- Creation ---
export const createInstance = endpoint("createInstance", {
  method: "POST", path: "/instance", minRole: "admin", query: optionalRegionQuery, bodyKind: "multipart", body: createInstanceBody,
  response: createInstanceSchema, spec: "2 §7",
});
/** Plain text: 206 while the process runs, 200 when it is done. */
export const creationOutput = endpoint("creationOutput", {
  method: "GET", path: "/instance/creation-process-output", query: outputFileQuery, responseKind: "text", response: z.string(), spec: "2 §7",
});
export const confirmInstance = endpoint("confirmInstance", {
  method: "GET", path: "/instance/confirm-instance/{token}", response: confirmInstanceSchema, spec: "2 §7",
});
export const installers = endpoint("installers", {
  method: "GET", path: "/instances/installers", query: regionQuery, response: installersSchema, spec: "2 §7",
});
export const silos = endpoint("silos", {
  method: "GET", path: "/instances/silos", query: regionQuery, response: silosSchema, spec: "2 §7",
});
export const createSharedInstance = endpoint("createSharedInstance", {
  method: "POST", path: "/shared-instance", minRole: "superadmin", query: optionalRegionQuery, bodyKind: "json", body: createSharedInstanceBody,
  response: createSharedInstanceSchema, spec: "2 §7",
});

// --- Deletion ---
export const deleteRequest = endpoint("deleteRequest", {
  method: "POST", path: "/instances/delete-request", minRole: "admin", bodyKind: "json", body: deleteRequestBody,
  response: successSchema, spec: "2 §7",
});
export const deleteDetails = endpoint("deleteDetails", {
  method: "GET", path: "/instances/delete-details", query: deleteDetailsQuery, response: deleteDetailsSchema, spec: "2 §7",
});
export const deleteInstance = endpoint("deleteInstance", {
  method: "POST", path: "/instances/{id}/delete", minRole: "superadmin", bodyKind: "json", body: deleteInstanceBody,
  response: deleteInstanceSchema, spec: "2 §7",
});
/** Plain text: 206 while the process runs, 200 when it is done. */
export const deleteProcessInfo = endpoint("deleteProcessInfo", {
  method: "GET", path: "/instances/{id}/delete-process-info", query: outputFileQuery, responseKind: "text", response: z.string(), spec: "2 §7",
});
export const updateResourcesStatus = endpoint("updateResourcesStatus", {
  method: "POST", path: "/instances/resources/{id}", minRole: "superadmin", bodyKind: "json", body: resourcesStatusBody,
  response: notShownSchema, spec: "2 §7",
});
export const volumeAction = endpoint("volumeAction", {
  method: "POST", path: "/instances/{instanceId}/volumes/{volumeId}/action", minRole: "admin", bodyKind: "json", body: volumeActionBody,
  response: successSchema, spec: "2 §7",
});

// --- Backup ---
export const backup = endpoint("backup", {
  method: "POST", path: "/backup/{instanceId}", minRole: "admin", bodyKind: "json", body: backupBody, response: notShownSchema, spec: "1 §7, 2 §7",
});
export const backupLink = endpoint("backupLink", {
  method: "GET", path: "/backup", query: backupLinkQuery, response: backupLinkSchema, spec: "2 §7",
});

// --- Upgrade and rollback ---
export const upgradeDetails = endpoint("upgradeDetails", {
  method: "GET", path: "/instances/upgrade-details", query: upgradeDetailsQuery, response: upgradeDetailsSchema, spec: "2 §7",
});
export const upgradeLms = endpoint("upgradeLms", {
  method: "POST", path: "/instances/{instanceId}/upgrade-lms", minRole: "superadmin", bodyKind: "json", body: upgradeLmsBody,
  response: processStartSchema, spec: "2 §7",
});
export const rollbackLms = endpoint("rollbackLms", {
  method: "POST", path: "/instances/{instanceId}/upgrade-rollback-lms", minRole: "superadmin", bodyKind: "json", body: rollbackLmsBody,
  response: processStartSchema, spec: "2 §7",
});
export const cancelUpgradeRequest = endpoint("cancelUpgradeRequest", {
  method: "DELETE", path: "/instances/{instanceId}/upgrade-request", minRole: "superadmin", query: cancelUpgradeQuery,
  response: notShownSchema, spec: "2 §7",
});
export const createUpgradeRequest = endpoint("createUpgradeRequest", {
  method: "POST", path: "/instances/{instanceId}/upgrade-request", minRole: "admin", bodyKind: "json", body: createUpgradeRequestBody,
  response: successSchema, spec: "2 §7, 3 §7",
});
export const upgradeProcessInfo = endpoint("upgradeProcessInfo", {
  method: "GET", path: "/instances/{instanceId}/upgrade-process-info", query: outputFileQuery, response: upgradeProcessSchema, spec: "2 §7",
});
