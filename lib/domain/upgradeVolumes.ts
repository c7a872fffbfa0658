// The volumes table of the full update modal (spec 3 §2.8, §4, §5, §8): which volumes may be
// scheduled at all, what the table says when none may, and which rows are enabled and checked
// once POST /instances/validate-domains has answered. Pure: the modal keeps the checked ids and
// the validation answer, and asks these rules what to draw and what to send.
import type { DeploymentType } from "./deploymentTypes";
import { siteHost } from "./lmsOperations";

/** The root device: it holds the system, never an LMS to update. */
export const ROOT_PARTITION = "/dev/xvda";

export const UPGRADE_VOLUME_MESSAGES = {
  noValid: "No valid volumes found for this instance",
  none: "No volumes found for this instance",
  /** Heads the list of Totara LMSs the validation excluded. */
  totaraExcluded: "These LMSs are Totara and cannot be scheduled for an update:",
  /** Said when the validation call failed: every row is disabled. */
  validationFailed: "The domains could not be validated, so no LMS can be selected.",
} as const;

export interface SchedulableVolume {
  volumeId: string;
  instanceId: string;
  partition: string;
  domain: string;
  lms: string;
}

/** A volume offered for scheduling: it has a domain, is not the root device, and is Moodle. */
export function isSchedulable(volume: Pick<SchedulableVolume, "partition" | "domain" | "lms">): boolean {
  return volume.domain.trim() !== "" && volume.partition.trim() !== ROOT_PARTITION && volume.lms.trim().toLowerCase() === "moodle";
}

/** The schedulable volumes, sorted by instanceId (spec 3 §2.8); equal ids keep their order. */
export function schedulableVolumes<V extends SchedulableVolume>(volumes: readonly V[]): V[] {
  return volumes.filter(isSchedulable).sort((a, b) => (a.instanceId < b.instanceId ? -1 : a.instanceId > b.instanceId ? 1 : 0));
}

/** What the table says instead of rows: nothing listed at all, or nothing that passes. */
export function emptyVolumesMessage(listed: number, schedulable: number): string | null {
  if (listed === 0) return UPGRADE_VOLUME_MESSAGES.none;
  return schedulable === 0 ? UPGRADE_VOLUME_MESSAGES.noValid : null;
}

/** The validation's answer as the table reads it: still asking, failed, or answered. */
export type DomainValidation =
  | { status: "pending" }
  | { status: "failed" }
  | { status: "answered"; validDomains: readonly string[]; invalidDomains: readonly { domain: string; error: string }[] };

/** A Totara LMS is told apart by its invalid-domain error naming Totara. */
export function isTotaraError(error: string): boolean {
  return /totara/i.test(error);
}

/** The same site, however its domain is written (with or without scheme or trailing slash). */
function sameSite(a: string, b: string): boolean {
  return siteHost(a).toLowerCase() === siteHost(b).toLowerCase();
}

/** A row may be checked only once its domain validated as valid; never while asking or after a failure. */
export function isRowEnabled(domain: string, validation: DomainValidation): boolean {
  if (validation.status !== "answered") return false;
  const valid = validation.validDomains.some((d) => sameSite(d, domain));
  const invalid = validation.invalidDomains.some((d) => sameSite(d.domain, domain));
  return valid && !invalid;
}

/** The Totara domains the validation excluded, for the warning. */
export function totaraDomains(validation: DomainValidation): string[] {
  if (validation.status !== "answered") return [];
  return validation.invalidDomains.filter((d) => isTotaraError(d.error)).map((d) => d.domain);
}

/** The ids of the rows that may be checked. */
export function enabledIds(rows: readonly { volumeId: string; domain: string }[], validation: DomainValidation): string[] {
  return rows.filter((row) => isRowEnabled(row.domain, validation)).map((row) => row.volumeId);
}

/** What is checked, kept to enabled rows: a failed validation unchecks every row. */
export function effectiveSelection(checked: ReadonlySet<string>, enabled: readonly string[]): string[] {
  return enabled.filter((id) => checked.has(id));
}

/** One row ticked or unticked; a disabled row does not change. */
export function toggleRow(checked: ReadonlySet<string>, enabled: readonly string[], volumeId: string, on: boolean): Set<string> {
  const next = new Set(checked);
  if (!enabled.includes(volumeId)) return next;
  if (on) next.add(volumeId);
  else next.delete(volumeId);
  return next;
}

/** Select-all: ticks or unticks every enabled row and leaves the others as they are. */
export function toggleAll(checked: ReadonlySet<string>, enabled: readonly string[], on: boolean): Set<string> {
  const next = new Set(checked);
  for (const id of enabled) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The select-all box: checked when every enabled row is, mixed when some are, disabled without enabled rows. */
export function selectAllState(checked: ReadonlySet<string>, enabled: readonly string[]): { checked: boolean; indeterminate: boolean; disabled: boolean } {
  const count = effectiveSelection(checked, enabled).length;
  return { checked: enabled.length > 0 && count === enabled.length, indeterminate: count > 0 && count < enabled.length, disabled: enabled.length === 0 };
}

/** The body of POST /instances/validate-domains for the schedulable rows of one server (the
 * listed server's id and deployment, not each row's copy of them). */
export function validateDomainsBody(rows: readonly Pick<SchedulableVolume, "volumeId" | "domain">[], server: { instanceId: string; deploymentType: DeploymentType }) {
  const { instanceId, deploymentType } = server;
  return { lmsList: rows.map((row) => ({ instanceId, deploymentType, domain: row.domain, volumeId: row.volumeId })) };
}
