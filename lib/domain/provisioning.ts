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
export const COLOR_MESSAGE = "Use a # followed by up to 6 hexadecimal digits.";

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
