// The instance list, instance and volume data, and the row modals' reads and writes (spec 1 §7).
// Placeholder schemas (z.unknown()) are to be replaced with the real zod schemas.
import { z } from "zod";
import { endpoint } from "../define";

export const listInstances = endpoint("listInstances", { method: "GET", path: "/instances", response: z.unknown(), spec: "1 §7" });
export const instancesReport = endpoint("instancesReport", { method: "GET", path: "/instances/report", response: z.unknown(), spec: "1 §7" });
export const instanceData = endpoint("instanceData", { method: "GET", path: "/instances/{id}/data", response: z.unknown(), spec: "1 §7" });
export const sharedServerData = endpoint("sharedServerData", { method: "GET", path: "/instances/{id}/shared-server-data", response: z.unknown(), spec: "1 §7" });
export const volumeDataDedicated = endpoint("volumeDataDedicated", { method: "GET", path: "/instances/{id}/volumes/{volumeId}/data-volume-dedicated", response: z.unknown(), spec: "1 §7" });
export const volumeData = endpoint("volumeData", { method: "GET", path: "/instances/{id}/volumes/{volumeId}/data-volume", response: z.unknown(), spec: "1 §7" });
export const changeInstanceType = endpoint("changeInstanceType", { method: "PUT", path: "/instances/{id}", minRole: "admin", response: z.unknown(), spec: "1 §7" });
export const renewSsl = endpoint("renewSsl", { method: "POST", path: "/instances/renew-ssl/{id}", response: z.unknown(), spec: "1 §7" });
export const instanceAction = endpoint("instanceAction", { method: "POST", path: "/instances/{id}/action", response: z.unknown(), spec: "1 §7" });
export const serverInfo = endpoint("serverInfo", { method: "GET", path: "/server-info/{id}", response: z.unknown(), spec: "1 §7" });
export const getFileAccess = endpoint("getFileAccess", { method: "GET", path: "/instances/{id}/file-access", response: z.unknown(), spec: "1 §7" });
export const updateFileAccess = endpoint("updateFileAccess", { method: "POST", path: "/instances/{id}/file-access", minRole: "admin", response: z.unknown(), spec: "1 §7" });
export const listVolumes = endpoint("listVolumes", { method: "GET", path: "/instances/{id}/volumes", response: z.unknown(), spec: "1 §7, 3 §7" });
export const listDedicatedVolumes = endpoint("listDedicatedVolumes", { method: "GET", path: "/instances/{id}/volume", response: z.unknown(), spec: "2 §7, 3 §7" });
export const resizeVolume = endpoint("resizeVolume", { method: "PUT", path: "/instances/{id}/volumes/{volumeId}", minRole: "admin", response: z.unknown(), spec: "1 §7" });
export const lmsInfo = endpoint("lmsInfo", { method: "GET", path: "/lms-info/{instanceId}", response: z.unknown(), spec: "1 §7, 2 §7" });
export const getVolumeTags = endpoint("getVolumeTags", { method: "GET", path: "/instances/{id}/volumes/{volumeId}/tags", response: z.unknown(), spec: "1 §7" });
export const saveVolumeTags = endpoint("saveVolumeTags", { method: "POST", path: "/instances/{id}/volumes/{volumeId}/tags", minRole: "admin", response: z.unknown(), spec: "1 §7" });
export const getInstanceTags = endpoint("getInstanceTags", { method: "GET", path: "/instances/{id}/tags", response: z.unknown(), spec: "1 §7" });
export const saveInstanceTags = endpoint("saveInstanceTags", { method: "POST", path: "/instances/{id}/tags", minRole: "admin", response: z.unknown(), spec: "1 §7" });
export const concurrency = endpoint("concurrency", { method: "GET", path: "/instances/{id}/{domain}/concurrency", response: z.unknown(), spec: "1 §7" });
export const totaraUpgradeKey = endpoint("totaraUpgradeKey", { method: "GET", path: "/instances/{id}/totara-key-upgrade", response: z.unknown(), spec: "1 §7" });
export const cdnStatus = endpoint("cdnStatus", { method: "GET", path: "/cdn/status", response: z.unknown(), spec: "1 §7" });
export const cdnToggle = endpoint("cdnToggle", { method: "POST", path: "/cdn/toggle", minRole: "admin", response: z.unknown(), spec: "1 §7" });
export const appDirectory = endpoint("appDirectory", { method: "GET", path: "/app-directory/{id}", response: z.unknown(), spec: "1 §7" });
export const listFiles = endpoint("listFiles", { method: "GET", path: "/file/{id}", response: z.unknown(), spec: "1 §7" });
export const uploadFile = endpoint("uploadFile", { method: "POST", path: "/file/{id}", minRole: "admin", response: z.unknown(), spec: "1 §7" });
export const deleteFile = endpoint("deleteFile", { method: "DELETE", path: "/file/{id}/{name}", minRole: "admin", response: z.unknown(), spec: "1 §7" });
export const listPlugins = endpoint("listPlugins", { method: "GET", path: "/plugin/{id}", response: z.unknown(), spec: "1 §7" });
export const uploadPlugin = endpoint("uploadPlugin", { method: "POST", path: "/plugin/{id}", minRole: "admin", response: z.unknown(), spec: "1 §7" });
export const deletePlugin = endpoint("deletePlugin", { method: "DELETE", path: "/plugin/{id}/{name}", minRole: "admin", response: z.unknown(), spec: "1 §7" });
export const runCommand = endpoint("runCommand", { method: "POST", path: "/instances/{instanceId}/command", response: z.unknown(), spec: "1 §7" });
export const cronJobs = endpoint("cronJobs", { method: "GET", path: "/instances/{instanceId}/cron-jobs", response: z.unknown(), spec: "1 §7" });
export const serverMetrics = endpoint("serverMetrics", { method: "GET", path: "/instances/{instanceId}/server-metrics", response: z.unknown(), spec: "1 §7" });
