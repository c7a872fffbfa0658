// Creating LMS instances and shared servers: the creation form, its confirmation request, silos and installers (spec 2 §3, §5).
// The form's values, defaults, patterns and messages are zod-free in lib/domain/provisioning.
import { z } from "zod";
import {
  CLIENT_EMAIL_PATTERN, COLOR_MESSAGE, CREATION_FIELD_MESSAGES, CREATION_INSTANCE_TYPES, creationCrossFieldErrors,
  DOMAIN_MAX_LENGTH, DOMAIN_PATTERN, INSTALLATION_TYPES, INSTANCE_NAME_MAX_LENGTH,
  INSTANCE_NAME_PATTERN, INVALID_INSTANCE_NAME_MESSAGE, isDbInstanceName, LMS_PRODUCTS, isPngImage, isThemeColor, isVolumeSize,
  MOODLE_INSTALLATION_TYPES, PNG_ONLY_MESSAGE, SHARED_SERVER_NAME_PATTERN, TOTARA_TYPES, WHOLE_NUMBER_PATTERN,
} from "@/lib/domain/provisioning";
import { branchSchema, evenWithFieldErrors, fileSchema, formBooleanSchema, regionSchema } from "./common";

const M = CREATION_FIELD_MESSAGES;

/** An optional theme colour; blank means unset. */
const colorField = z.string().refine(isThemeColor, { message: COLOR_MESSAGE }).optional();
/** An optional PNG image of the Edumy theme. */
const pngField = fileSchema.refine(isPngImage, { message: PNG_ONLY_MESSAGE }).optional();

/** POST /instance, multipart. Booleans arrive as "true"/"false"; blank optional fields may be sent as "". */
export const createInstanceBody = z
  .object({
    installationType: z.enum(INSTALLATION_TYPES),
    installationInstance: z.string().optional(),
    installationPackage: z.string().trim().min(1, { message: M.installationPackage }),
    installThemeEdumy: formBooleanSchema,
    totaraType: z.enum(["", ...TOTARA_TYPES], { message: M.totaraType }).optional(),
    client: z.string().trim().min(1, { message: M.client }),
    contractedUsers: z.string().trim().regex(WHOLE_NUMBER_PATTERN, { message: M.contractedUsers }),
    branch: branchSchema,
    domain: z.string().regex(DOMAIN_PATTERN, { message: M.domain }).max(DOMAIN_MAX_LENGTH, { message: M.domain }),
    instanceName: z
      .string()
      .regex(INSTANCE_NAME_PATTERN, { message: M.instanceName })
      .max(INSTANCE_NAME_MAX_LENGTH, { message: M.instanceName }),
    instanceType: z.enum(CREATION_INSTANCE_TYPES, { message: M.instanceType }),
    /** Sent only when non-blank. */
    dbInstance: z.string().refine(isDbInstanceName, { message: M.dbInstance }).optional(),
    dbOnSharedRDS: formBooleanSchema,
    volumeSize: z.string().trim().refine(isVolumeSize, { message: M.volumeSize }),
    moodleInstallationType: z.enum(["", ...MOODLE_INSTALLATION_TYPES]).optional(),
    logoDefault: pngField,
    logoDark: pngField,
    loginBGImage: pngField,
    primaryColor: colorField,
    secondaryColor: colorField,
    accentColor: colorField,
    footerColor: colorField,
    clientEmail: z
      .string()
      .trim()
      .refine((v) => v === "" || CLIENT_EMAIL_PATTERN.test(v), { message: M.clientEmail })
      .optional(),
    sendEmailToClient: formBooleanSchema,
    requestedBy: z.string().optional(),
    requestToken: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    // may run on a partly invalid form: the domain rule reads each field defensively
    for (const [field, message] of Object.entries(creationCrossFieldErrors(form))) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  }, evenWithFieldErrors);
export type CreateInstanceBody = z.infer<typeof createInstanceBody>;

export const createInstanceSchema = z.object({
  success: z.boolean(),
  startCreationProcess: z.boolean().optional(),
  /** The output file to poll. */
  deployId: z.string().optional(),
  message: z.string().optional(),
  blockCreation: z.boolean().optional(),
});
export type CreateInstance = z.infer<typeof createInstanceSchema>;

/** The query of the process-output calls (creation, deletion, upgrade). */
export const outputFileQuery = z.object({ outputFileId: z.string().min(1) });
export type OutputFileQuery = z.infer<typeof outputFileQuery>;

/** true, false, or their text forms. */
const flag = z.union([z.boolean(), z.enum(["true", "false"])]).transform((v) => v === true || v === "true");

/** A pending creation request, as GET /instance/confirm-instance/{token} returns it (read-only on the page). */
export const creationRequestSchema = z.object({
  installationPackage: z.string(),
  lms: z.enum(LMS_PRODUCTS),
  installThemeEdumy: flag.default(false),
  moodleInstallationType: z.string().nullish(),
  totaraType: z.string().nullish(),
  client: z.string(),
  contractedUsers: z.union([z.number(), z.string()]),
  branch: z.string(),
  domain: z.string(),
  instanceName: z.string(),
  volumeSize: z.union([z.number(), z.string()]),
  instanceType: z.string(),
  dbOnSharedRDS: flag.default(false),
  dbInstance: z.string().nullish(),
  clientEmail: z.string().nullish(),
  sendEmailToClient: flag.default(false),
  primaryColor: z.string().nullish(),
  secondaryColor: z.string().nullish(),
  accentColor: z.string().nullish(),
  footerColor: z.string().nullish(),
  /** Image names. */
  logoDefault: z.string().nullish(),
  logoDark: z.string().nullish(),
  loginBGImage: z.string().nullish(),
});
export type CreationRequest = z.infer<typeof creationRequestSchema>;

export const confirmInstanceSchema = z.object({ success: z.boolean(), data: creationRequestSchema });
export type ConfirmInstance = z.infer<typeof confirmInstanceSchema>;

export const installerSchema = z.object({ name: z.string() });
export type Installer = z.infer<typeof installerSchema>;
export const installersSchema = z.object({ success: z.boolean().optional(), installers: z.array(installerSchema) });
export type Installers = z.infer<typeof installersSchema>;

export const siloSchema = z.object({ instanceId: z.string(), name: z.string() });
export type Silo = z.infer<typeof siloSchema>;
export const silosSchema = z.object({ success: z.boolean(), silos: z.array(siloSchema) });
export type Silos = z.infer<typeof silosSchema>;

export const createSharedInstanceBody = z.strictObject({
  sharedServer: z.literal(true),
  instanceName: z.string().regex(SHARED_SERVER_NAME_PATTERN, { message: INVALID_INSTANCE_NAME_MESSAGE }),
});
export type CreateSharedInstanceBody = z.infer<typeof createSharedInstanceBody>;

export const createSharedInstanceSchema = z.object({
  success: z.boolean(),
  deployId: z.string(),
  message: z.string().optional(),
});
export type CreateSharedInstance = z.infer<typeof createSharedInstanceSchema>;

/** GET /instances/installers and /instances/silos. */
export const installersQuery = z.object({ region: regionSchema });
