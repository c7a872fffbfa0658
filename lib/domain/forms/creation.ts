// The 'LMS Information' form of the Add Instance page (spec 2 §3, §5, §9): its values and
// defaults, the checks made before sending (the rules of lib/domain/provisioning, which the
// BFF's createInstanceBody applies too; parity test in __tests__/domain/parity/creation.test.ts)
// and the multipart fields of POST /instance. Async: a theme image is checked by its first bytes.
import { branchError } from "../branches";
import {
  COLOR_MESSAGE, CREATION_FIELD_MESSAGES as M, CREATION_INSTANCE_TYPES, creationCrossFieldErrors, DB_INSTANCE_PREFIX,
  DEFAULT_CONTRACTED_USERS, DEFAULT_VOLUME_SIZE, INSTANCE_NAME_PREFIX, isClientEmail, isContractedUsers, isCreationDomain,
  isDbInstanceName, isInstanceName, isPngContent, isThemeColor, isTotaraPackage, isVolumeSize, PNG_ONLY_MESSAGE,
  type InstallationType,
} from "../provisioning";
import { fileName } from "../uploads";
import type { FieldErrors } from "./fieldErrors";

export interface CreationFormValues {
  installationType: InstallationType;
  /** The silo's instance id (silo installations only). */
  installationInstance: string;
  installationPackage: string;
  totaraType: string;
  client: string;
  contractedUsers: string;
  branch: string;
  domain: string;
  instanceName: string;
  instanceType: string;
  /** "false": a database server of its own (named by dbInstance); "true": the shared RDS. */
  dbOnSharedRDS: "true" | "false";
  dbInstance: string;
  volumeSize: string;
  moodleInstallationType: string;
  installThemeEdumy: boolean;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  footerColor: string;
  logoDefault: Blob | null;
  logoDark: Blob | null;
  loginBGImage: Blob | null;
  clientEmail: string;
  sendEmailToClient: boolean;
}

/** The form as it opens; the field order is the focus order of a refused submit. */
export const INITIAL_CREATION_VALUES: CreationFormValues = {
  installationType: "standalone",
  installationInstance: "",
  installationPackage: "",
  totaraType: "",
  client: "",
  contractedUsers: String(DEFAULT_CONTRACTED_USERS),
  branch: "",
  domain: "",
  instanceName: INSTANCE_NAME_PREFIX,
  instanceType: "",
  dbOnSharedRDS: "false",
  dbInstance: DB_INSTANCE_PREFIX,
  volumeSize: String(DEFAULT_VOLUME_SIZE),
  moodleInstallationType: "basic",
  installThemeEdumy: false,
  primaryColor: "",
  secondaryColor: "",
  accentColor: "",
  footerColor: "",
  logoDefault: null,
  logoDark: null,
  loginBGImage: null,
  clientEmail: "",
  sendEmailToClient: false,
};

export const THEME_COLOR_FIELDS = ["primaryColor", "secondaryColor", "accentColor", "footerColor"] as const;
export const THEME_IMAGE_FIELDS = ["logoDefault", "logoDark", "loginBGImage"] as const;

/** Whether the Edumy theme applies: a Moodle package with the theme ticked. */
export function usesTheme(values: Pick<CreationFormValues, "installationPackage" | "installThemeEdumy">): boolean {
  return values.installThemeEdumy && !isTotaraPackage(values.installationPackage);
}

/** The database server's name to send: blank, or the bare prefix the form opens with, sends none
 * (the upstream then names it); a shared RDS sends none either. */
export function dbInstanceToSend(values: Pick<CreationFormValues, "dbOnSharedRDS" | "dbInstance">): string | null {
  const name = values.dbInstance.trim();
  if (values.dbOnSharedRDS === "true" || name === "" || name === DB_INSTANCE_PREFIX) return null;
  return name;
}

export async function creationFormErrors(values: CreationFormValues): Promise<FieldErrors<CreationFormValues>> {
  const errors: FieldErrors<CreationFormValues> = {};
  if (values.installationPackage.trim() === "") errors.installationPackage = M.installationPackage;
  if (values.client.trim() === "") errors.client = M.client;
  if (!isContractedUsers(values.contractedUsers)) errors.contractedUsers = M.contractedUsers;
  const branch = branchError(values.branch);
  if (branch !== null) errors.branch = branch;
  if (!isCreationDomain(values.domain)) errors.domain = M.domain;
  if (!isInstanceName(values.instanceName)) errors.instanceName = M.instanceName;
  if (!(CREATION_INSTANCE_TYPES as readonly string[]).includes(values.instanceType)) errors.instanceType = M.instanceType;
  if (!isDbInstanceName(dbInstanceToSend(values) ?? "")) errors.dbInstance = M.dbInstance;
  if (!isVolumeSize(values.volumeSize)) errors.volumeSize = M.volumeSize;
  if (!isClientEmail(values.clientEmail)) errors.clientEmail = M.clientEmail;
  if (usesTheme(values)) {
    for (const name of THEME_COLOR_FIELDS) if (!isThemeColor(values[name])) errors[name] = COLOR_MESSAGE;
    for (const name of THEME_IMAGE_FIELDS) {
      const file = values[name];
      if (file !== null && !(await isPngContent(file))) errors[name] = PNG_ONLY_MESSAGE;
    }
  }
  const cross = creationCrossFieldErrors({
    installationType: values.installationType,
    installationInstance: values.installationInstance,
    installationPackage: values.installationPackage,
    totaraType: values.totaraType,
    sendEmailToClient: String(values.sendEmailToClient),
    clientEmail: values.clientEmail,
  });
  return { ...cross, ...errors };
}

export interface CreationContext {
  /** The signed-in user's username. */
  requestedBy: string;
  /** A fresh random token per request. */
  requestToken: string;
}

/** The multipart fields of POST /instance (spec 2 §3): booleans as "true"/"false", optional
 * fields only when they apply, dbInstance only when non-blank. */
export function creationBody(values: CreationFormValues, context: CreationContext): Record<string, string | Blob> {
  const totara = isTotaraPackage(values.installationPackage);
  const theme = usesTheme(values);
  const body: Record<string, string | Blob> = {
    installationType: values.installationType,
    installationPackage: values.installationPackage,
    installThemeEdumy: String(theme),
    client: values.client.trim(),
    contractedUsers: values.contractedUsers.trim(),
    branch: values.branch,
    domain: values.domain,
    instanceName: values.instanceName,
    instanceType: values.instanceType,
    dbOnSharedRDS: values.dbOnSharedRDS,
    volumeSize: values.volumeSize.trim(),
    sendEmailToClient: String(values.sendEmailToClient),
    requestedBy: context.requestedBy,
    requestToken: context.requestToken,
  };
  if (values.installationType === "silo") body.installationInstance = values.installationInstance;
  if (totara) body.totaraType = values.totaraType;
  else body.moodleInstallationType = values.moodleInstallationType;
  const dbInstance = dbInstanceToSend(values);
  if (dbInstance !== null) body.dbInstance = dbInstance;
  if (values.clientEmail.trim() !== "") body.clientEmail = values.clientEmail.trim();
  if (theme) {
    for (const name of THEME_COLOR_FIELDS) if (values[name] !== "") body[name] = values[name];
    for (const name of THEME_IMAGE_FIELDS) {
      const file = values[name];
      if (file !== null) body[name] = file;
    }
  }
  return body;
}

/** The body as the browser sends it: a FormData (a file keeps its name). */
export function creationFormData(body: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "string") form.append(key, value);
    else form.append(key, value, fileName(value) ?? key);
  }
  return form;
}
