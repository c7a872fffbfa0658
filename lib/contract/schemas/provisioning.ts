// Creating LMS instances and shared servers: the creation form, its confirmation request, silos and installers (spec 2 §3, §5).
import { z } from "zod";
import { branchSchema, evenWithFieldErrors, fileName, fileSchema, formBooleanSchema, regionSchema } from "./common";

export const INSTALLATION_TYPES = ["standalone", "silo"] as const;
export const TOTARA_TYPES = [
  "learn", "engage", "learn_engage", "learn_perform", "learn_perform_engage", "perform", "perform_engage",
] as const;
export type TotaraType = (typeof TOTARA_TYPES)[number];
/** basic; pro is offered but disabled in the form. */
export const MOODLE_INSTALLATION_TYPES = ["basic", "pro"] as const;
/** The sizes the creation form offers (spec 2 §9). */
export const CREATION_INSTANCE_TYPES = ["t4g.small", "t4g.medium", "t4g.large"] as const;
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
export const INCORRECT_PARAMETERS_MESSAGE = "Incorrect parameters. Please check the data entered.";
export const PNG_ONLY_MESSAGE = "Please upload a file of type: image/png.";
export const COLOR_MESSAGE = "Use a # followed by up to 6 hexadecimal digits.";

const M = CREATION_FIELD_MESSAGES;
/** A subdomain label: lowercase letters and digits, not starting with a digit. */
export const DOMAIN_PATTERN = /^[a-z][a-z0-9]*$/;
/** US letters, digits and _, starting with a letter (the form pre-fills MDL_). */
export const INSTANCE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Letters, digits and single dashes, starting with a letter and not ending with a dash (RDS identifiers). */
export const DB_INSTANCE_PATTERN = /^[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*$/;
export const COLOR_PATTERN = /^#[0-9a-fA-F]{0,6}$/;
const EMAIL = z.email();

/** An optional theme colour; blank means unset. */
const colorField = z.string().refine((v) => v === "" || COLOR_PATTERN.test(v), { message: COLOR_MESSAGE }).optional();
/** An optional PNG image of the Edumy theme. */
const pngField = fileSchema
  .refine((file) => file.type === "image/png" || (file.type === "" && /\.png$/i.test(fileName(file) ?? "")), {
    message: PNG_ONLY_MESSAGE,
  })
  .optional();

/** POST /instance, multipart. Booleans arrive as "true"/"false"; blank optional fields may be sent as "". */
export const createInstanceBody = z
  .object({
    installationType: z.enum(INSTALLATION_TYPES),
    installationInstance: z.string().optional(),
    installationPackage: z.string().trim().min(1, { message: M.installationPackage }),
    installThemeEdumy: formBooleanSchema,
    totaraType: z.enum(["", ...TOTARA_TYPES], { message: M.totaraType }).optional(),
    client: z.string().trim().min(1, { message: M.client }),
    contractedUsers: z.string().trim().regex(/^\d+$/, { message: M.contractedUsers }),
    branch: branchSchema,
    domain: z.string().regex(DOMAIN_PATTERN, { message: M.domain }).max(63, { message: M.domain }),
    instanceName: z.string().regex(INSTANCE_NAME_PATTERN, { message: M.instanceName }).max(64, { message: M.instanceName }),
    instanceType: z.enum(CREATION_INSTANCE_TYPES, { message: M.instanceType }),
    /** Sent only when non-blank. */
    dbInstance: z
      .string()
      .refine((v) => v === "" || (DB_INSTANCE_PATTERN.test(v) && v.length <= 63), { message: M.dbInstance })
      .optional(),
    dbOnSharedRDS: formBooleanSchema,
    volumeSize: z
      .string()
      .trim()
      .refine((v) => /^\d+$/.test(v) && Number(v) > MIN_VOLUME_SIZE_EXCLUSIVE, { message: M.volumeSize }),
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
      .refine((v) => v === "" || EMAIL.safeParse(v).success, { message: M.clientEmail })
      .optional(),
    sendEmailToClient: formBooleanSchema,
    requestedBy: z.string().optional(),
    requestToken: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    // may run on a partly invalid form: read each field defensively
    const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
    if (form.installationType === "silo" && !text(form.installationInstance)) {
      ctx.addIssue({ code: "custom", path: ["installationInstance"], message: M.installationInstance });
    }
    if (/totara/i.test(text(form.installationPackage)) && !text(form.totaraType)) {
      ctx.addIssue({ code: "custom", path: ["totaraType"], message: M.totaraType });
    }
    if (form.sendEmailToClient === "true" && !text(form.clientEmail)) {
      ctx.addIssue({ code: "custom", path: ["clientEmail"], message: M.clientEmail });
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
  lms: z.enum(["Moodle", "Totara"]),
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

export const SHARED_SERVER_PREFIX = "MDL_MOODLE";
export const SHARED_SERVER_PHP_VERSION = "8.2";
export const INVALID_INSTANCE_NAME_MESSAGE = "Invalid instance name";
/** MDL_MOODLE and a counter of at least two digits. */
export const SHARED_SERVER_NAME_PATTERN = /^MDL_MOODLE\d{2,}$/;

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
