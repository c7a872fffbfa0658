// The instance list, instance and volume data, and the row modals' reads and writes (spec 1 §7).
import { endpoint } from "../define";
import { commandResultSchema, commandRole, cronJobsSchema, instanceIpQuery, runCommandBody, serverMetricsSchema } from "../schemas/commands";
import { notShownSchema, regionQuery, successSchema } from "../schemas/common";
import {
  appDirectoryQuery, appDirectorySchema, fileAccessListSchema, fileAccessQuery, fileListSchema, pluginListSchema,
  updateFileAccessBody, uploadedFileParams, uploadFileBody, uploadLocationQuery, uploadPluginBody,
} from "../schemas/files";
import {
  cdnStatusQuery, cdnStatusSchema, cdnToggleBody, changeInstanceTypeBody, concurrencySchema, instanceActionBody,
  instanceDataQuery, instanceDataSchema, instanceListSchema, instancesReportSchema, lmsInfoQuery, renewSslBody,
  saveTagsBody, serverInfoSchema, tagsSchema, totaraKeyQuery, totaraKeySchema,
} from "../schemas/instance";
import {
  dedicatedVolumeDataQuery, resizeVolumeBody, sharedVolumesQuery, volumeDataQuery, volumeDataSchema, volumeListSchema,
} from "../schemas/volume";

// --- List, data, size, SSL, actions ---
export const listInstances = endpoint("listInstances", {
  method: "GET", path: "/instances", query: regionQuery, response: instanceListSchema, spec: "1 §7",
});
export const instancesReport = endpoint("instancesReport", {
  method: "GET", path: "/instances/report", query: regionQuery, response: instancesReportSchema, spec: "1 §7",
});
export const instanceData = endpoint("instanceData", {
  method: "GET", path: "/instances/{id}/data", query: instanceDataQuery, response: instanceDataSchema, spec: "1 §7",
});
export const sharedServerData = endpoint("sharedServerData", {
  method: "GET", path: "/instances/{id}/shared-server-data", query: instanceDataQuery, response: instanceDataSchema, spec: "1 §7",
});
export const volumeDataDedicated = endpoint("volumeDataDedicated", {
  method: "GET", path: "/instances/{id}/volumes/{volumeId}/data-volume-dedicated",
  query: dedicatedVolumeDataQuery, response: volumeDataSchema, spec: "1 §7",
});
export const volumeData = endpoint("volumeData", {
  method: "GET", path: "/instances/{id}/volumes/{volumeId}/data-volume", query: volumeDataQuery, response: volumeDataSchema, spec: "1 §7",
});
export const changeInstanceType = endpoint("changeInstanceType", {
  method: "PUT", path: "/instances/{id}", minRole: "admin", bodyKind: "json", body: changeInstanceTypeBody, response: successSchema, spec: "1 §7",
});
export const renewSsl = endpoint("renewSsl", {
  method: "POST", path: "/instances/renew-ssl/{id}", bodyKind: "json", body: renewSslBody, response: notShownSchema, spec: "1 §7",
});
export const instanceAction = endpoint("instanceAction", {
  method: "POST", path: "/instances/{id}/action", bodyKind: "json", body: instanceActionBody, response: successSchema, spec: "1 §7",
});
export const serverInfo = endpoint("serverInfo", {
  method: "GET", path: "/server-info/{id}", query: regionQuery, response: serverInfoSchema, spec: "1 §7",
});

// --- File access ---
export const getFileAccess = endpoint("getFileAccess", {
  method: "GET", path: "/instances/{id}/file-access", query: fileAccessQuery, response: fileAccessListSchema, spec: "1 §7",
});
export const updateFileAccess = endpoint("updateFileAccess", {
  method: "POST", path: "/instances/{id}/file-access", minRole: "admin", bodyKind: "json", body: updateFileAccessBody,
  response: successSchema, spec: "1 §7",
});

// --- Volumes, LMS info, contract data (tags), concurrency, Totara key, CDN ---
export const listVolumes = endpoint("listVolumes", {
  method: "GET", path: "/instances/{id}/volumes", query: sharedVolumesQuery, response: volumeListSchema, spec: "1 §7, 3 §7",
});
export const listDedicatedVolumes = endpoint("listDedicatedVolumes", {
  method: "GET", path: "/instances/{id}/volume", query: regionQuery, response: volumeListSchema, spec: "2 §7, 3 §7",
});
export const resizeVolume = endpoint("resizeVolume", {
  method: "PUT", path: "/instances/{id}/volumes/{volumeId}", minRole: "admin", bodyKind: "json", body: resizeVolumeBody,
  response: successSchema, spec: "1 §7",
});
export const lmsInfo = endpoint("lmsInfo", {
  method: "GET", path: "/lms-info/{instanceId}", query: lmsInfoQuery, response: serverInfoSchema, spec: "1 §7, 2 §7",
});
export const getVolumeTags = endpoint("getVolumeTags", {
  method: "GET", path: "/instances/{id}/volumes/{volumeId}/tags", query: regionQuery, response: tagsSchema, spec: "1 §7",
});
export const saveVolumeTags = endpoint("saveVolumeTags", {
  method: "POST", path: "/instances/{id}/volumes/{volumeId}/tags", minRole: "admin", bodyKind: "json", body: saveTagsBody,
  response: notShownSchema, spec: "1 §7",
});
export const getInstanceTags = endpoint("getInstanceTags", {
  method: "GET", path: "/instances/{id}/tags", query: regionQuery, response: tagsSchema, spec: "1 §7",
});
export const saveInstanceTags = endpoint("saveInstanceTags", {
  method: "POST", path: "/instances/{id}/tags", minRole: "admin", bodyKind: "json", body: saveTagsBody, response: notShownSchema, spec: "1 §7",
});
export const concurrency = endpoint("concurrency", {
  method: "GET", path: "/instances/{id}/{domain}/concurrency", response: concurrencySchema, spec: "1 §7",
});
export const totaraUpgradeKey = endpoint("totaraUpgradeKey", {
  method: "GET", path: "/instances/{id}/totara-key-upgrade", query: totaraKeyQuery, response: totaraKeySchema, spec: "1 §7",
});
export const cdnStatus = endpoint("cdnStatus", {
  method: "GET", path: "/cdn/status", query: cdnStatusQuery, response: cdnStatusSchema, spec: "1 §7",
});
export const cdnToggle = endpoint("cdnToggle", {
  method: "POST", path: "/cdn/toggle", minRole: "admin", bodyKind: "json", body: cdnToggleBody, response: notShownSchema, spec: "1 §7",
});

// --- Uploads ---
export const appDirectory = endpoint("appDirectory", {
  method: "GET", path: "/app-directory/{id}", query: appDirectoryQuery, response: appDirectorySchema, spec: "1 §7",
});
export const listFiles = endpoint("listFiles", {
  method: "GET", path: "/file/{id}", query: uploadLocationQuery, response: fileListSchema, spec: "1 §7",
});
export const uploadFile = endpoint("uploadFile", {
  method: "POST", path: "/file/{id}", minRole: "admin", bodyKind: "multipart", body: uploadFileBody, response: notShownSchema, spec: "1 §7",
});
export const deleteFile = endpoint("deleteFile", {
  method: "DELETE", path: "/file/{id}/{name}", minRole: "admin", params: uploadedFileParams, query: uploadLocationQuery, response: notShownSchema, spec: "1 §7",
});
export const listPlugins = endpoint("listPlugins", {
  method: "GET", path: "/plugin/{id}", query: uploadLocationQuery, response: pluginListSchema, spec: "1 §7",
});
export const uploadPlugin = endpoint("uploadPlugin", {
  method: "POST", path: "/plugin/{id}", minRole: "admin", bodyKind: "multipart", body: uploadPluginBody, response: notShownSchema, spec: "1 §7",
});
export const deletePlugin = endpoint("deletePlugin", {
  method: "DELETE", path: "/plugin/{id}/{name}", minRole: "admin", params: uploadedFileParams, query: uploadLocationQuery, response: notShownSchema, spec: "1 §7",
});

// --- Commands, cron jobs, metrics ---
/** Check Status and Get Logs are open to all roles; restart, clean and update-system need admin (spec 1 §2). */
export const runCommand = endpoint("runCommand", {
  method: "POST", path: "/instances/{instanceId}/command", bodyKind: "json", body: runCommandBody,
  roleFor: (body) => commandRole(body.command), response: commandResultSchema, spec: "1 §7",
});
export const cronJobs = endpoint("cronJobs", {
  method: "GET", path: "/instances/{instanceId}/cron-jobs", query: instanceIpQuery, response: cronJobsSchema, spec: "1 §7",
});
export const serverMetrics = endpoint("serverMetrics", {
  method: "GET", path: "/instances/{instanceId}/server-metrics", query: instanceIpQuery, response: serverMetricsSchema, spec: "1 §7",
});
