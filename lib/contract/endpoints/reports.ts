// Usage, performance and cloud-database reports (spec 3 §7).
import { endpoint } from "../define";
import { notShownSchema, regionQuery, successSchema } from "../schemas/common";
import {
  basicInstanceListSchema, basicVolumeListSchema, domainReportSchema, dynamoDomainDataSchema, dynamoDomainsSchema,
  dynamoInstanceDataSchema, dynamoInstancesSchema, instanceReportBody, instanceReportSchema, instancesDataSchema, ipQuery,
  loginReportQuery, loginReportSchema, onlineUsersSchema, storageReportQuery, storageReportSchema,
} from "../schemas/report";

// --- Usage report ---
export const instancesData = endpoint("instancesData", {
  method: "GET", path: "/instances/data", query: regionQuery, response: instancesDataSchema, spec: "3 §7",
});
export const loginReport = endpoint("loginReport", {
  method: "GET", path: "/instances/{id}/{domain}/moodle-login-report", query: loginReportQuery, response: loginReportSchema, spec: "3 §7", slow: true,
});
/** No region: the spec lists none for it. */
export const storageReport = endpoint("storageReport", {
  method: "GET", path: "/instances/{id}/{domain}/storage-report", query: storageReportQuery, response: storageReportSchema, spec: "3 §7", slow: true,
});

// --- Performance report ---
export const basicInstanceList = endpoint("basicInstanceList", {
  method: "GET", path: "/instances/basic-list", response: basicInstanceListSchema, spec: "3 §7",
});
export const basicVolumeList = endpoint("basicVolumeList", {
  method: "GET", path: "/volumes/{instanceId}/basic-list", response: basicVolumeListSchema, spec: "3 §7",
});
/** type is running-tasks or daily-events; results are keyed by domain. */
export const instanceReport = endpoint("instanceReport", {
  method: "POST", path: "/instances/{instanceId}/report/{type}", bodyKind: "json", body: instanceReportBody,
  response: instanceReportSchema, spec: "3 §7", slow: true,
});
export const domainReport = endpoint("domainReport", {
  method: "GET", path: "/instances/{domain}/report/{type}", query: ipQuery, response: domainReportSchema, spec: "3 §7", slow: true,
});
export const onlineUsers = endpoint("onlineUsers", {
  method: "GET", path: "/instances/{domain}/online-users", query: ipQuery, response: onlineUsersSchema, spec: "3 §7",
});

// --- Cloud-database report ---
// Reading the table is open to every signed-in role (spec 3 §6 shows no gate on the report; its
// Actions column and the deletions are superadmin's, and the domains' ACTIONS column admin's).
export const dynamoInstances = endpoint("dynamoInstances", {
  method: "GET", path: "/dynamo-instances", response: dynamoInstancesSchema, spec: "3 §7",
});
export const dynamoInstanceData = endpoint("dynamoInstanceData", {
  method: "GET", path: "/dynamo-instances/{id}/data", response: dynamoInstanceDataSchema, spec: "3 §7",
});
export const deleteDynamoInstance = endpoint("deleteDynamoInstance", {
  method: "DELETE", path: "/dynamo-instances/{id}", minRole: "superadmin", response: successSchema, spec: "3 §7",
});
export const dynamoDomains = endpoint("dynamoDomains", {
  method: "GET", path: "/dynamo-instances/{id}/domains", response: dynamoDomainsSchema, spec: "3 §7",
});
export const dynamoDomainData = endpoint("dynamoDomainData", {
  method: "GET", path: "/dynamo-instances/{id}/domains/{domain}/data", response: dynamoDomainDataSchema, spec: "3 §7",
});
/** The domain in the path has its scheme stripped. */
export const deleteDynamoDomain = endpoint("deleteDynamoDomain", {
  method: "DELETE", path: "/dynamo-instances/{id}/domains/{domain}", minRole: "superadmin", response: notShownSchema, spec: "3 §7",
});
