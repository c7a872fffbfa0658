// The scheduled upgrade batch's approval page (spec 3 §2.7, §4, §5, §8): which LMSs may be
// chosen (a domain the validation called valid, with all of its parameters), which are Totara
// (an invalid domain whose error names Totara), what approving sends and what the page says.
// Pure and zod-free.
import { SCHEDULE_DATE_REQUIRED_MESSAGE, scheduleDateError, SELECT_LMS_TO_APPROVE_MESSAGE } from "./scheduling";

export const BATCH_APPROVAL_MESSAGES = {
  loadFailed: "No se ha podido obtener la información de la solicitud de actualización programada",
  totara: "These Totara LMSs cannot be updated automatically and are left out of the batch:",
  disabled: "A disabled checkbox means the LMS could not be validated or is missing parameters.",
  validationFailed: "The domains could not be validated, so no LMS can be selected.",
  approved: "The scheduled upgrade request has been approved successfully!",
  fallback: "The upgrade request could not be completed.",
  selectOne: SELECT_LMS_TO_APPROVE_MESSAGE,
  dateRequired: SCHEDULE_DATE_REQUIRED_MESSAGE,
  superadminOnly: "Only a superadmin can approve this batch.",
  confirm: (count: number, date: string) => `Are you sure you want to approve the scheduled update of ${count} LMS(s) on ${date}?`,
} as const;

/** One LMS of the batch as the page reads it. */
export interface BatchEntry {
  instanceId: string;
  deploymentType: "shared" | "dedicated";
  domain: string;
  volumeId: string | null;
  client?: string | null;
}

/** What approving sends for one LMS. */
export interface LmsTarget {
  instanceId: string;
  deploymentType: "shared" | "dedicated";
  domain: string;
  volumeId: string;
}

/** The validation's answer, or null when it failed (then nothing may be chosen). */
export interface DomainValidation {
  validDomains: readonly string[];
  invalidDomains: readonly { domain: string; error: string }[];
}

/** The entry as sent, or null when a parameter is missing. */
export function lmsTarget(entry: BatchEntry): LmsTarget | null {
  if (!entry.instanceId || !entry.domain || !entry.volumeId) return null;
  return { instanceId: entry.instanceId, deploymentType: entry.deploymentType, domain: entry.domain, volumeId: entry.volumeId };
}

/** Whether an LMS's checkbox is enabled: its parameters are all there and its domain validated. */
export function isSelectable(entry: BatchEntry, validation: DomainValidation | null): boolean {
  return validation !== null && lmsTarget(entry) !== null && validation.validDomains.includes(entry.domain);
}

/** The Totara LMSs the validation refused (its error text names Totara). */
export function totaraDomains(validation: DomainValidation | null): string[] {
  return validation ? validation.invalidDomains.filter((d) => /totara/i.test(d.error)).map((d) => d.domain) : [];
}

/** The LMSs approving sends: the checked ones that are enabled. */
export function approvalTargets(entries: readonly BatchEntry[], checked: ReadonlySet<string>, validation: DomainValidation | null): LmsTarget[] {
  return entries.filter((e) => checked.has(entryKey(e)) && isSelectable(e, validation)).map((e) => lmsTarget(e) as LmsTarget);
}

/** One entry's identity in the page's checked set. */
export function entryKey(entry: BatchEntry): string {
  return `${entry.instanceId}|${entry.volumeId ?? ""}|${entry.domain}`;
}

/** Why approval cannot go ahead (the date first, then the selection), or null. */
export function approvalError(date: string, targets: readonly LmsTarget[], now: Date): string | null {
  return scheduleDateError(date, now) ?? (targets.length === 0 ? SELECT_LMS_TO_APPROVE_MESSAGE : null);
}
