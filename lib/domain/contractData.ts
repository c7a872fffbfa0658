// The contract data of an instance, kept as its tags (spec 1 §3, §5, §9): the tag keys, the
// description limit, and what makes a set of tags savable. Pure and zod-free: the contract form
// explains a problem with these before sending, and the contract's schema refuses the same tags
// at the BFF by calling `contractTagErrors`.
import { BRANCH_INVALID_MESSAGE, isBranch } from "./branches";

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

/** Every problem with the tags as the form sends them, in order: no value at all, then per tag a
 * branch that is neither CR nor MX (blank is allowed: the branch is not being set) and a
 * description over 255 characters. Empty when the tags may be saved. */
export function contractTagErrors(tags: readonly { Key: string; Value: string }[]): TagProblem[] {
  const problems: TagProblem[] = [];
  if (!tags.some((t) => t.Value.trim().length > 0)) problems.push({ index: null, message: FILL_ONE_FIELD_MESSAGE });
  tags.forEach((tag, index) => {
    if (tag.Key === "Branch" && tag.Value !== "" && !isBranch(tag.Value)) problems.push({ index, message: BRANCH_INVALID_MESSAGE });
    if (tag.Key === "Description" && tag.Value.length > DESCRIPTION_MAX_LENGTH) {
      problems.push({ index, message: DESCRIPTION_MAX_LENGTH_MESSAGE });
    }
  });
  return problems;
}
