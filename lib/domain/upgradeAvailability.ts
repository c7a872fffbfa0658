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

/** The manual update's messages (spec 2 §5, §8; spec 3 §5, §6). */
export const MANUAL_UPGRADE_MESSAGES = {
  nameMismatch: (name: string) => `Please enter the correct LMS name (${name}) to confirm upgrade request.`,
  confirm: (name: string) => `Are you sure you want to upgrade the LMS ${name}?`,
  completed: "The upgrade request has been completed successfully.",
  failed: "The upgrade request could not be completed.",
  noPermission: "You do not have permission to perform this action.",
} as const;

/** The manual update's check of the typed name: exactly the LMS name. Blank is wrong too (the
 * field is highlighted with the same sentence, which says what to type). */
export function manualUpgradeNameError(typed: string, lmsName: string): string | null {
  return typed !== "" && typed === lmsName ? null : MANUAL_UPGRADE_MESSAGES.nameMismatch(lmsName);
}

/** What a finished request says: a success is always the spec's sentence (spec 2 §8 lists it
 * among the successes, whatever the server words); a refusal is the server's message when it gave
 * one, else the spec's fallback. */
export function manualUpgradeOutcome(ok: boolean, serverMessage: string | null | undefined): string {
  if (ok) return MANUAL_UPGRADE_MESSAGES.completed;
  return serverMessage?.trim() || MANUAL_UPGRADE_MESSAGES.failed;
}
