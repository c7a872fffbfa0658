// Whether an LMS may be upgraded (spec 1 §5, §9): from the instance list (Moodle 4.3+, or any shared
// deployment) and from the volume modal (a known version of at least 4.3.3), with the spec's messages.
import type { Instance } from "@/lib/contract/schemas/instance";
import { compareVersions } from "./versions";

export const LIST_UPGRADE_MINIMUM = "4.3";
export const VOLUME_UPGRADE_MINIMUM = "4.3.3";

export const UPGRADE_MESSAGES = {
  lowerVersion: "This LMS cannot be upgraded because its version is lower than 4.3",
  noVersion: "This LMS cannot be upgraded because it does not have version data.",
  notMoodle: "This LMS cannot be upgraded because it is not Moodle.",
} as const;

export type UpgradeAvailability = { allowed: true } | { allowed: false; message: string };

const ALLOWED: UpgradeAvailability = { allowed: true };

function hasVersion(version: string | null | undefined): version is string {
  return typeof version === "string" && version.trim() !== "";
}

/** Shared deployments always; otherwise Moodle (any case) at 4.3 or higher, where "4.3+" counts.
 * An unreadable version ranks lowest, so it reads "lower than 4.3". */
export function upgradeAvailability(
  instance: Pick<Instance, "lms" | "version" | "deploymentType">,
): UpgradeAvailability {
  if (instance.deploymentType === "shared") return ALLOWED;
  if (instance.lms.trim().toLowerCase() !== "moodle") return { allowed: false, message: UPGRADE_MESSAGES.notMoodle };
  if (!hasVersion(instance.version)) return { allowed: false, message: UPGRADE_MESSAGES.noVersion };
  if (compareVersions(instance.version, LIST_UPGRADE_MINIMUM) < 0) {
    return { allowed: false, message: UPGRADE_MESSAGES.lowerVersion };
  }
  return ALLOWED;
}

/** The volume modal's rule: a known version of at least 4.3.3. The "lower" message is the spec's
 * (it names 4.3 although the bar here is 4.3.3). */
export function volumeUpgradeAvailability(version: string | null | undefined): UpgradeAvailability {
  if (!hasVersion(version)) return { allowed: false, message: UPGRADE_MESSAGES.noVersion };
  if (compareVersions(version, VOLUME_UPGRADE_MINIMUM) < 0) {
    return { allowed: false, message: UPGRADE_MESSAGES.lowerVersion };
  }
  return ALLOWED;
}
