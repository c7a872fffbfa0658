// The contract data of an instance, kept as its tags (spec 1 §3, §5, §9): the tag keys, the
// description limit, and what makes a set of tags savable. Pure and zod-free: the contract form
// explains a problem with these before sending, and the contract's schema refuses the same tags
// at the BFF by calling `contractTagErrors`.
import { BRANCH_INVALID_MESSAGE, isBranch } from "./branches";
import { failureText } from "./failureText";

export const INSTANCE_TAG_KEYS = [
  "SuspensionDate", "ContractStartDate", "PurchasedStorage", "ContractedUsers", "SupportHours",
  "Domain", "Description", "LMS", "Branch", "Client",
] as const;
export type InstanceTagKey = (typeof INSTANCE_TAG_KEYS)[number];

/** A value for every contract tag, as a record (the simulator keeps them so). */
export type ContractTagValues = Record<InstanceTagKey, string>;

export const DESCRIPTION_MAX_LENGTH = 255;
export const DESCRIPTION_MAX_LENGTH_MESSAGE = "The description must be at most 255 characters.";
export const FILL_ONE_FIELD_MESSAGE = "Please, fill in at least one field.";
/** A shared instance's contract data is per volume: one must be loaded before saving. */
export const LOAD_VOLUME_FIRST_MESSAGE = "Please, you must first load data from a volume.";

export function isInstanceTagKey(value: unknown): value is InstanceTagKey {
  return typeof value === "string" && (INSTANCE_TAG_KEYS as readonly string[]).includes(value);
}

/** One problem with a set of tags: `index` names the tag whose value is wrong, null the set as a whole. */
export interface TagProblem {
  index: number | null;
  message: string;
}

export const WHOLE_NUMBER_MESSAGE = "Enter a whole number.";
export const ISO_DATE_MESSAGE = "Enter a date as YYYY-MM-DD.";
export const SUSPENSION_BEFORE_START_MESSAGE = "The suspension date must be after the start date.";

const NUMBER_TAGS = new Set<string>(["PurchasedStorage", "ContractedUsers", "SupportHours"]);
const DATE_TAGS = new Set<string>(["ContractStartDate", "SuspensionDate"]);

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** The problem with one tag's value, or null. Blank is allowed: that value is not being set. */
function tagValueProblem(key: string, value: string): string | null {
  if (value === "") return null;
  if (key === "Branch" && !isBranch(value)) return BRANCH_INVALID_MESSAGE;
  if (key === "Description" && value.length > DESCRIPTION_MAX_LENGTH) return DESCRIPTION_MAX_LENGTH_MESSAGE;
  if (NUMBER_TAGS.has(key) && !/^\d{1,9}$/.test(value)) return WHOLE_NUMBER_MESSAGE;
  if (DATE_TAGS.has(key) && !isIsoDay(value)) return ISO_DATE_MESSAGE;
  return null;
}

/** Every problem with the tags as the form sends them, in order: no value at all, then per tag a
 * branch that is neither CR nor MX, a description over 255 characters, a count that is not a
 * whole number, a date that is not a real YYYY-MM-DD day, and a suspension not after the start.
 * Empty when the tags may be saved. */
export function contractTagErrors(tags: readonly { Key: string; Value: string }[]): TagProblem[] {
  const problems: TagProblem[] = [];
  if (!tags.some((t) => t.Value.trim().length > 0)) problems.push({ index: null, message: FILL_ONE_FIELD_MESSAGE });
  tags.forEach((tag, index) => {
    const message = tagValueProblem(tag.Key, tag.Value);
    if (message) problems.push({ index, message });
  });
  const start = tags.find((t) => t.Key === "ContractStartDate")?.Value ?? "";
  const suspensionAt = tags.findIndex((t) => t.Key === "SuspensionDate");
  const suspension = tags[suspensionAt]?.Value ?? "";
  if (isIsoDay(start) && isIsoDay(suspension) && suspension <= start) problems.push({ index: suspensionAt, message: SUSPENSION_BEFORE_START_MESSAGE });
  return problems;
}

/** What saving the contract form says (spec 1 §8). */
export const CONTRACT_MESSAGES = {
  saved: "The data has been saved successfully.",
  saveFailed: "An error has occurred. The data could not be saved.",
  confirm: (what: string) => `Save the contract data of ${what}?`,
  /** A shared server's DB server type (spec 1 §3). */
  sharedRds: "Shared RDS",
  dedicatedRds: "Dedicated RDS",
} as const;

/** A failed save: the upstream's own explanation of a refusal (4xx), the spec's fallback otherwise. */
export function contractSaveFailure(status: number | null, message: string | null): string {
  return failureText(status, message, CONTRACT_MESSAGES.saveFailed);
}
