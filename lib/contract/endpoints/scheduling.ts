// Scheduled upgrade batches: validation, request, approval and results (spec 3 §7).
import { endpoint } from "../define";
import { successSchema } from "../schemas/common";
import {
  approveBatchBody, scheduledBatchSchema, scheduledUpgradeResultsSchema, scheduledUpgradesQuery, scheduledUpgradesSchema,
  upgradeBatchRequestBody, validateDomainsBody, validateDomainsSchema,
} from "../schemas/scheduling";

export const validateDomains = endpoint("validateDomains", {
  method: "POST", path: "/instances/validate-domains", minRole: "admin", bodyKind: "json", body: validateDomainsBody,
  response: validateDomainsSchema, spec: "3 §7",
});
export const scheduledBatch = endpoint("scheduledBatch", {
  method: "GET", path: "/instances/scheduled-upgrade/{batchId}", response: scheduledBatchSchema, spec: "3 §7",
});
export const approveBatch = endpoint("approveBatch", {
  method: "POST", path: "/instances/scheduled-upgrade/{batchId}", minRole: "superadmin", bodyKind: "json", body: approveBatchBody,
  response: successSchema, spec: "3 §7",
});
export const upgradeBatchRequest = endpoint("upgradeBatchRequest", {
  method: "POST", path: "/instances/{instanceId}/upgrade-batch-request", minRole: "admin", bodyKind: "json", body: upgradeBatchRequestBody,
  response: successSchema, spec: "3 §7",
});
export const scheduledUpgrades = endpoint("scheduledUpgrades", {
  method: "GET", path: "/instances/scheduled-upgrade", query: scheduledUpgradesQuery, response: scheduledUpgradesSchema, spec: "3 §7",
});
export const scheduledUpgradeResults = endpoint("scheduledUpgradeResults", {
  method: "GET", path: "/instances/scheduled-upgrade-results/{batchId}", response: scheduledUpgradeResultsSchema, spec: "3 §7",
});
