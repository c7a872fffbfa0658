// Scheduled upgrade batches: validation, request, approval and results (spec 3 §7).
// Placeholder schemas (z.unknown()) are to be replaced with the real zod schemas.
import { z } from "zod";
import { endpoint } from "../define";

export const validateDomains = endpoint("validateDomains", { method: "POST", path: "/instances/validate-domains", minRole: "admin", response: z.unknown(), spec: "3 §7" });
export const scheduledBatch = endpoint("scheduledBatch", { method: "GET", path: "/instances/scheduled-upgrade/{batchId}", response: z.unknown(), spec: "3 §7" });
export const approveBatch = endpoint("approveBatch", { method: "POST", path: "/instances/scheduled-upgrade/{batchId}", minRole: "superadmin", response: z.unknown(), spec: "3 §7" });
export const upgradeBatchRequest = endpoint("upgradeBatchRequest", { method: "POST", path: "/instances/{instanceId}/upgrade-batch-request", minRole: "admin", response: z.unknown(), spec: "3 §7" });
export const scheduledUpgrades = endpoint("scheduledUpgrades", { method: "GET", path: "/instances/scheduled-upgrade", response: z.unknown(), spec: "3 §7" });
export const scheduledUpgradeResults = endpoint("scheduledUpgradeResults", { method: "GET", path: "/instances/scheduled-upgrade-results/{batchId}", response: z.unknown(), spec: "3 §7" });
