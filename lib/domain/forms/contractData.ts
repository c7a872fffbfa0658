// The contract data form of the information modal (spec 1 §3, §5, §9): its editable fields and
// how they map to and from the instance's (or, on a shared server, the volume's) tags, the
// append-only description, and the checks made before saving. LMS and Domain are tags too but
// read-only in the form, so they are never sent: saving replaces only the values it carries.
// The BFF applies the same tag rules through `contractTagErrors` (parity test in
// __tests__/domain/parity/contractData.test.ts).
import { contractTagErrors, DESCRIPTION_MAX_LENGTH, FILL_ONE_FIELD_MESSAGE, isIsoDay, type InstanceTagKey } from "../contractData";
import type { Region } from "../regions";
import type { FieldErrors } from "./fieldErrors";

export interface ContractFormValues {
  /** ISO dates (YYYY-MM-DD), "" when not set. */
  startDate: string;
  suspensionDate: string;
  purchasedStorage: string;
  contractedUsers: string;
  supportHours: string;
  branch: string;
  client: string;
  description: string;
}

/** What the tags say that the form shows but does not edit. */
export interface ContractReadOnly {
  /** The LMS tag; when the tags do not say, the site's own LMS (a volume's `lms` on a shared
   * server), and "Moodle" only when neither does (spec 1 §3: LMS default Moodle). */
  lms: string;
  domain: string;
}

/** Form field → the tag that holds it, in the order the form shows them. */
export const CONTRACT_FIELD_TAGS: Readonly<Record<keyof ContractFormValues, InstanceTagKey>> = {
  startDate: "ContractStartDate",
  suspensionDate: "SuspensionDate",
  purchasedStorage: "PurchasedStorage",
  contractedUsers: "ContractedUsers",
  supportHours: "SupportHours",
  branch: "Branch",
  client: "Client",
  description: "Description",
};

const FIELDS = Object.keys(CONTRACT_FIELD_TAGS) as (keyof ContractFormValues)[];
const DATE_FIELDS = new Set<keyof ContractFormValues>(["startDate", "suspensionDate"]);

export const DEFAULT_LMS = "Moodle";
export const DESCRIPTION_LOCKED_MESSAGE = "The saved description cannot be changed: add text after it.";

export const EMPTY_CONTRACT_FORM: ContractFormValues = {
  startDate: "", suspensionDate: "", purchasedStorage: "", contractedUsers: "", supportHours: "", branch: "", client: "", description: "",
};

interface TagLike {
  Key: string;
  Value: string;
}

/** An ISO day from what a tag holds: ISO dates and timestamps keep their day; anything else is not a date. */
export function isoDayOf(value: string): string {
  const day = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(value.trim())?.[1] ?? "";
  return isIsoDay(day) ? day : "";
}

/** The form's values and read-only facts from a tag list. Unknown keys (a server's Name, say) are
 * ignored; the last of a repeated key wins, as on the upstream. `siteLms` is what the site itself
 * says it runs (the volume's or the server's `lms`): it wins over the default when the tags are
 * silent, so a Totara site on a shared Totara server without tags still reads Totara. */
export function contractFormFromTags(tags: readonly TagLike[], siteLms?: string | null): { values: ContractFormValues; readOnly: ContractReadOnly } {
  const byKey = new Map<string, string>();
  for (const tag of tags) byKey.set(tag.Key, tag.Value);
  const values = { ...EMPTY_CONTRACT_FORM };
  for (const field of FIELDS) {
    const raw = byKey.get(CONTRACT_FIELD_TAGS[field]) ?? "";
    values[field] = DATE_FIELDS.has(field) ? isoDayOf(raw) : field === "description" ? raw : raw.trim();
  }
  const lms = byKey.get("LMS")?.trim();
  return { values, readOnly: { lms: lms || siteLms?.trim() || DEFAULT_LMS, domain: byKey.get("Domain")?.trim() ?? "" } };
}

/** The tags the form sends: every editable field, trimmed (the description as typed). */
export function contractTagsFromForm(values: ContractFormValues): { Key: InstanceTagKey; Value: string }[] {
  return FIELDS.map((field) => ({ Key: CONTRACT_FIELD_TAGS[field], Value: field === "description" ? values.description : values[field].trim() }));
}

/** The body of POST /instances/{id}/tags or /instances/{id}/volumes/{volumeId}/tags. */
export function saveTagsBody(values: ContractFormValues, region: Region) {
  return { tags: contractTagsFromForm(values), region };
}

/** True when every editable field is blank: 'Please, fill in at least one field.' */
export function isContractFormEmpty(values: ContractFormValues): boolean {
  return contractTagsFromForm(values).every((tag) => tag.Value.trim() === "");
}

export { FILL_ONE_FIELD_MESSAGE };

/**
 * The description as it may become when the user edits it: the saved part is locked (spec 1 §5),
 * so an edit that changes or removes any of it is not taken, and nothing beyond 255 characters is.
 */
export function nextDescription(saved: string, current: string, proposed: string): string {
  if (!proposed.startsWith(saved)) return current;
  if (proposed.length <= DESCRIPTION_MAX_LENGTH || proposed.length <= current.length) return proposed;
  // Too long: keep what fits. A saved text already over the limit (older data) takes nothing more.
  return current.length >= DESCRIPTION_MAX_LENGTH ? current : proposed.slice(0, DESCRIPTION_MAX_LENGTH);
}

/** How many characters may still be added to the description. */
export function descriptionRoom(description: string): number {
  return Math.max(0, DESCRIPTION_MAX_LENGTH - description.length);
}

/**
 * The checks made before the confirmation: the saved description kept, then the tag rules the
 * BFF applies (`contractTagErrors`: a valid branch, whole numbers, real dates with the suspension
 * after the start, at most 255 characters of description), each on the field that holds it.
 * All fields blank is refused by `isContractFormEmpty`, as a message for the whole form.
 */
export function contractFormErrors(savedDescription: string) {
  return (values: ContractFormValues): FieldErrors<ContractFormValues> => {
    const errors: FieldErrors<ContractFormValues> = {};
    for (const { index, message } of contractTagErrors(contractTagsFromForm(values))) {
      if (index === null) continue;
      const field = FIELDS[index];
      if (errors[field] === undefined) errors[field] = message;
    }
    if (!values.description.startsWith(savedDescription)) errors.description = DESCRIPTION_LOCKED_MESSAGE;
    return errors;
  };
}
