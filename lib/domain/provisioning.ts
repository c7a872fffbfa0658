// Creating LMS instances and shared servers (spec 2 §3, §5, §9): what the creation form offers,
// its defaults, the server's field messages and the patterns behind them. Pure and zod-free: the
// form checks a field with these before sending, and the contract's creation schema (BFF) is
// built from the same patterns and calls `creationCrossFieldErrors` for its cross-field rules.
import { fileName } from "./uploads";

/** The two LMS products the console hosts. */
export const LMS_PRODUCTS = ["Moodle", "Totara"] as const;
export type LmsProduct = (typeof LMS_PRODUCTS)[number];

export const INSTALLATION_TYPES = ["standalone", "silo"] as const;
export type InstallationType = (typeof INSTALLATION_TYPES)[number];
export const TOTARA_TYPES = [
  "learn", "engage", "learn_engage", "learn_perform", "learn_perform_engage", "perform", "perform_engage",
] as const;
export type TotaraType = (typeof TOTARA_TYPES)[number];
/** basic; pro is offered but disabled in the form. */
export const MOODLE_INSTALLATION_TYPES = ["basic", "pro"] as const;
/** The sizes the creation form offers (spec 2 §9). */
export const CREATION_INSTANCE_TYPES = ["t4g.small", "t4g.medium", "t4g.large"] as const;
export type CreationInstanceType = (typeof CREATION_INSTANCE_TYPES)[number];
export const INSTANCE_NAME_PREFIX = "MDL_";
export const DB_INSTANCE_PREFIX = "mdl-";
export const DEFAULT_CONTRACTED_USERS = 400;
export const DEFAULT_VOLUME_SIZE = 50;
export const MIN_VOLUME_SIZE_EXCLUSIVE = 10;

/** The server's field errors on creation (spec 2 §5), shown verbatim by the form too. */
export const CREATION_FIELD_MESSAGES = {
  installationInstance: "Please select an instance.",
  installationPackage: "Please select an installation package.",
  totaraType: "Please select a Totara type.",
  client: "Please provide a valid client.",
  contractedUsers: "The contracted users must be a number.",
  branch: "Please select a branch.",
  domain: "Only lowercase letters (a-z) and numbers (0-9), except first character.",
  instanceName: "Only use us letters (a-z), numbers (0-9) and the _ symbol, except as first character.",
  dbNameNotAvailable: "This name is used to create the database and is already in use. Please try another name.",
  volumeSize: "The volume size must be an integer greater than 10.",
  instanceType: "Please select an instance type.",
  dbInstance: "Must contain letters, numbers, or -. First character must be a letter. Can't end with - or contain two consecutive -.",
  clientEmail: "Please provide a valid email.",
} as const;
export type CreationField = keyof typeof CREATION_FIELD_MESSAGES;
export const INCORRECT_PARAMETERS_MESSAGE = "Incorrect parameters. Please check the data entered.";
export const PNG_ONLY_MESSAGE = "Please upload a file of type: image/png.";
/** Theme colours (spec 2 §2.1, §5): only a hash followed by up to 6 hex digits. */
export const COLOR_MESSAGE = "Only a # followed by up to 6 hex digits (at most 7 characters).";

/** A subdomain label: lowercase letters and digits, not starting with a digit. */
export const DOMAIN_PATTERN = /^[a-z][a-z0-9]*$/;
/** A DNS label is at most 63 characters. */
export const DOMAIN_MAX_LENGTH = 63;
/** US letters, digits and _, starting with a letter (the form pre-fills MDL_). */
export const INSTANCE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
export const INSTANCE_NAME_MAX_LENGTH = 64;
/** Letters, digits and single dashes, starting with a letter and not ending with a dash (RDS identifiers). */
export const DB_INSTANCE_PATTERN = /^[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*$/;
export const DB_INSTANCE_MAX_LENGTH = 63;
export const COLOR_PATTERN = /^#[0-9a-fA-F]{0,6}$/;
/** Contracted users and volume size are typed as whole numbers. */
export const WHOLE_NUMBER_PATTERN = /^\d+$/;
/** The client's address: the same "practical" pattern as zod 4's `z.email()`, which the BFF
 * applied before this rule moved here (a parity test keeps them equal). */
export const CLIENT_EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function isCreationDomain(value: string): boolean {
  return DOMAIN_PATTERN.test(value) && value.length <= DOMAIN_MAX_LENGTH;
}

export function isInstanceName(value: string): boolean {
  return INSTANCE_NAME_PATTERN.test(value) && value.length <= INSTANCE_NAME_MAX_LENGTH;
}

/** Blank leaves the database server to be named by the upstream. */
export function isDbInstanceName(value: string): boolean {
  return value === "" || (DB_INSTANCE_PATTERN.test(value) && value.length <= DB_INSTANCE_MAX_LENGTH);
}

/** A whole number of GiB above 10 (surrounding spaces ignored). */
export function isVolumeSize(value: string): boolean {
  const text = value.trim();
  return WHOLE_NUMBER_PATTERN.test(text) && Number(text) > MIN_VOLUME_SIZE_EXCLUSIVE;
}

export function isContractedUsers(value: string): boolean {
  return WHOLE_NUMBER_PATTERN.test(value.trim());
}

/** A theme colour; blank means unset. */
export function isThemeColor(value: string): boolean {
  return value === "" || COLOR_PATTERN.test(value);
}

/** What a colour field takes as typed (spec 2 §2.1: only a hash and up to 6 hex digits): the
 * value when it has that form (hex digits typed or pasted without the hash get one), or null
 * when the keystroke is refused and the field keeps what it held. */
export function typedThemeColor(typed: string): string | null {
  if (isThemeColor(typed)) return typed;
  if (/^[0-9a-fA-F]{1,6}$/.test(typed)) return `#${typed}`;
  return null;
}

/** The client's address; blank means none (sending the e-mail then needs one, see the cross-field rules). */
export function isClientEmail(value: string): boolean {
  const text = value.trim();
  return text === "" || CLIENT_EMAIL_PATTERN.test(text);
}

/** A theme image: image/png, or a nameless type with a .png name. */
export function isPngImage(file: Blob): boolean {
  return file.type === "image/png" || (file.type === "" && /\.png$/i.test(fileName(file) ?? ""));
}

/** The creation form's fields the cross-field rules read; the values may be anything (a partly invalid form). */
export interface CreationCrossFields {
  installationType?: unknown;
  installationInstance?: unknown;
  installationPackage?: unknown;
  totaraType?: unknown;
  sendEmailToClient?: unknown;
  clientEmail?: unknown;
}

/** The rules between fields: a silo needs its instance, a Totara package its type, sending the
 * e-mail an address. Field → message, in that order; empty when none applies. */
export function creationCrossFieldErrors(form: CreationCrossFields): Partial<Record<CreationField, string>> {
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const M = CREATION_FIELD_MESSAGES;
  const errors: Partial<Record<CreationField, string>> = {};
  if (form.installationType === "silo" && !text(form.installationInstance)) errors.installationInstance = M.installationInstance;
  if (/totara/i.test(text(form.installationPackage)) && !text(form.totaraType)) errors.totaraType = M.totaraType;
  if (form.sendEmailToClient === "true" && !text(form.clientEmail)) errors.clientEmail = M.clientEmail;
  return errors;
}

// --- Shared servers (Silo) ---

export const SHARED_SERVER_PREFIX = "MDL_MOODLE";
export const SHARED_SERVER_PHP_VERSION = "8.2";
export const INVALID_INSTANCE_NAME_MESSAGE = "Invalid instance name";
/** MDL_MOODLE and a counter of at least two digits. */
export const SHARED_SERVER_NAME_PATTERN = /^MDL_MOODLE\d{2,}$/;

/** A silo (shared server) as the silo list names it. */
export interface SiloLike {
  name: string;
}

/**
 * The silos a new LMS may go on (spec 2 §5): not the Totara ones (names starting MDL_TOTARA) nor
 * the ones whose names end in 03 or 04, sorted by name.
 */
export function installableSilos<S extends SiloLike>(silos: readonly S[]): S[] {
  return silos
    .filter((silo) => !silo.name.startsWith("MDL_TOTARA") && !/0[34]$/.test(silo.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The next shared server's name (spec 2 §5): the silo names beginning MDL_MOODLE, sorted, the
 * last one's trailing number plus one, padded to two digits; MDL_MOODLE01 when there is none.
 * The sort is by number, so MDL_MOODLE100 follows MDL_MOODLE99 (a text sort would not); a name
 * without a trailing number is skipped.
 */
export function nextSharedServerName(silos: readonly SiloLike[]): string {
  const numbers = silos
    .filter((silo) => silo.name.startsWith(SHARED_SERVER_PREFIX))
    .map((silo) => /(\d+)$/.exec(silo.name)?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const next = numbers.length === 0 ? 1 : numbers[numbers.length - 1] + 1;
  return `${SHARED_SERVER_PREFIX}${String(next).padStart(2, "0")}`;
}

/** A package whose name says Totara: the form then asks for the Totara type. */
export function isTotaraPackage(name: string): boolean {
  return /totara/i.test(name);
}

/** The packages offered (spec 2 §2.1): on a silo only names containing 'moodle'. */
export function packagesFor<P extends { name: string }>(installers: readonly P[], installationType: InstallationType): P[] {
  return installationType === "silo" ? installers.filter((p) => /moodle/i.test(p.name)) : [...installers];
}

/** The first bytes of every PNG file. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A theme image the form accepts: its first bytes are a PNG's, whatever type the browser claims
 * (a renamed script arrives as image/png just as easily). Async: it reads the file.
 */
export async function isPngContent(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  return head.length === PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => head[i] === byte);
}

/** The recommended size of the login background (spec 2 §2.1). */
export const LOGIN_BACKGROUND_HINT = "Recommended size: 1920x1080.";

/** The longest theme colour: # and six hex digits. */
export const COLOR_MAX_LENGTH = 7;

/**
 * The server's field errors on the form's fields. `dbNameNotAvailable` (a name that would make a
 * database already in use) lands on the instance name, the name the upstream makes the database
 * server from, unless the answer already marks another field with that message (it names the
 * taken field itself: domain, dbInstance or instanceName).
 */
export function creationFieldErrors(fields: Record<string, string>): Record<string, string> {
  const { dbNameNotAvailable, ...named } = fields;
  const out: Record<string, string> = { ...named };
  if (dbNameNotAvailable !== undefined && !Object.values(named).includes(dbNameNotAvailable)) out.instanceName ??= dbNameNotAvailable;
  return out;
}

/** The pages' own texts (spec 2 §2, §5, §8). */
export const PROVISIONING_MESSAGES = {
  noSilos: "No silos available were found.",
  loadFailed: "An error occurred while loading the data",
  confirmSharedServer: "Please confirm you want to create new shared server?",
  creationTitle: "Instance Creation Process",
  sharedServerTitle: "Shared Server Creation Process",
  /** A creation the server accepted without starting it (no deploy id): its own message, else this. */
  requestSent: "The creation request was sent.",
  /** The confirmation page's database name when the creator left the field at 'mdl-'. */
  dbInstanceByServer: "Assigned by the server when the instance is created",
} as const;

/** The database name the confirmation page shows: the name the creator typed, or, when it was
 * left blank or at the bare 'mdl-' prefix (the server then names it), that the server assigns it. */
export function dbInstanceShown(dbInstance: string | null | undefined): string {
  const typed = dbInstance?.trim() ?? "";
  return typed === "" || typed === DB_INSTANCE_PREFIX ? PROVISIONING_MESSAGES.dbInstanceByServer : typed;
}
