// Usage, performance and cloud-database reports (spec 3 §7).
// Placeholder schemas (z.unknown()) are to be replaced with the real zod schemas.
import { z } from "zod";
import { endpoint } from "../define";

export const instancesData = endpoint("instancesData", { method: "GET", path: "/instances/data", response: z.unknown(), spec: "3 §7" });
export const loginReport = endpoint("loginReport", { method: "GET", path: "/instances/{id}/{domain}/moodle-login-report", response: z.unknown(), spec: "3 §7" });
export const storageReport = endpoint("storageReport", { method: "GET", path: "/instances/{id}/{domain}/storage-report", response: z.unknown(), spec: "3 §7" });
export const basicInstanceList = endpoint("basicInstanceList", { method: "GET", path: "/instances/basic-list", response: z.unknown(), spec: "3 §7" });
export const basicVolumeList = endpoint("basicVolumeList", { method: "GET", path: "/volumes/{instanceId}/basic-list", response: z.unknown(), spec: "3 §7" });
export const instanceReport = endpoint("instanceReport", { method: "POST", path: "/instances/{instanceId}/report/{type}", response: z.unknown(), spec: "3 §7" });
export const domainReport = endpoint("domainReport", { method: "GET", path: "/instances/{domain}/report/{type}", response: z.unknown(), spec: "3 §7" });
export const onlineUsers = endpoint("onlineUsers", { method: "GET", path: "/instances/{domain}/online-users", response: z.unknown(), spec: "3 §7" });
export const dynamoInstances = endpoint("dynamoInstances", { method: "GET", path: "/dynamo-instances", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const dynamoInstanceData = endpoint("dynamoInstanceData", { method: "GET", path: "/dynamo-instances/{id}/data", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const deleteDynamoInstance = endpoint("deleteDynamoInstance", { method: "DELETE", path: "/dynamo-instances/{id}", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const dynamoDomains = endpoint("dynamoDomains", { method: "GET", path: "/dynamo-instances/{id}/domains", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const dynamoDomainData = endpoint("dynamoDomainData", { method: "GET", path: "/dynamo-instances/{id}/domains/{domain}/data", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const deleteDynamoDomain = endpoint("deleteDynamoDomain", { method: "DELETE", path: "/dynamo-instances/{id}/domains/{domain}", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
