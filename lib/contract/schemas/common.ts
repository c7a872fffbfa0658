// Schemas shared by every part of the contract: region, deployment, error and success bodies, the motive rule.
// The values and messages behind them are spec rules kept zod-free in lib/domain (the screens
// import them from there); these schemas are built from the same constants.
import { z } from "zod";
import { BRANCH_INVALID_MESSAGE, BRANCH_REQUIRED_MESSAGE, BRANCHES } from "@/lib/domain/branches";
import { NO_SSL } from "@/lib/domain/certificateStatus";
import { DEPLOYMENT_TYPES } from "@/lib/domain/deploymentTypes";
import { cleanMotive, MOTIVE_MIN_WORDS_MESSAGE, motiveError } from "@/lib/domain/motive";
import { FILE_REQUIRED_MESSAGE } from "@/lib/domain/packages";
import { POWER_ACTIONS } from "@/lib/domain/powerActions";
import { REGIONS } from "@/lib/domain/regions";

export const regionSchema = z.enum(REGIONS);
export type Region = z.infer<typeof regionSchema>;

/** The query most list and read calls take. */
export const regionQuery = z.object({ region: regionSchema });
export type RegionQuery = z.infer<typeof regionQuery>;

/** The creation calls' region (spec 2 §1: "sent with most calls"; §7 lists none for them): the
 * console sends the region it shows, and an upstream without it uses its default. */
export const optionalRegionQuery = z.object({ region: regionSchema.optional() });

export const deploymentTypeSchema = z.enum(DEPLOYMENT_TYPES);
export type DeploymentType = z.infer<typeof deploymentTypeSchema>;

/** CR (Costa Rica) or MX (México); blank reads "Please select a branch.", anything else the spec's alert. */
export const branchSchema = z.enum(BRANCHES, {
  error: (issue) => (issue.input === undefined || issue.input === "" ? BRANCH_REQUIRED_MESSAGE : BRANCH_INVALID_MESSAGE),
});
export type Branch = z.infer<typeof branchSchema>;

/** The error body the upstream (and the BFF) answers with: a message and/or an error, and field errors. */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `success` and an optional server message. */
export const successSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type Success = z.infer<typeof successSchema>;

/** For answers the spec does not show: whatever `success`/`message` there is passes through. */
export const notShownSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
});
export type NotShown = z.infer<typeof notShownSchema>;

/** Answers that are only a server message (the admin user calls). */
export const serverMessageSchema = z.object({
  success: z.boolean().optional(),
  message: z.string(),
});
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** The reason given for start, stop and reboot of instances and database servers (spec 1 §5, 2 §5):
 * cleaned as the form cleans it (invisible characters out), checked by the same rule, and
 * the cleaned text is what gets forwarded. */
export const motiveSchema = z
  .string({ error: MOTIVE_MIN_WORDS_MESSAGE })
  .transform(cleanMotive)
  .superRefine((text, ctx) => {
    const problem = motiveError(text);
    if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
  });
export type Motive = z.infer<typeof motiveSchema>;

/** Start, stop, reboot: the actions of the instance and database-server actions modals. */
export const powerActionSchema = z.enum(POWER_ACTIONS);

/** Days until the certificate expires, or the text NO SSL. */
export const sslDaysRemainingSchema = z.union([z.number(), z.literal(NO_SSL)]);
export type SslDaysRemaining = z.infer<typeof sslDaysRemainingSchema>;

/** A multipart boolean: the form sends the strings "true" or "false". */
export const formBooleanSchema = z.enum(["true", "false"]);
export type FormBoolean = z.infer<typeof formBooleanSchema>;

/** A file field of a multipart body. */
export const fileSchema = z.custom<Blob>((v) => typeof Blob !== "undefined" && v instanceof Blob, {
  message: FILE_REQUIRED_MESSAGE,
  // later checks (type, size) never see a non-file
  abort: true,
});

/** The file name of a multipart file, when it carries one; zod-free, in lib/domain/uploads. */
export { fileName } from "@/lib/domain/uploads";

/** A value the upstream sends as a number or as text (counts, sizes, usage). */
export const numberOrTextSchema = z.union([z.number(), z.string()]);
export type NumberOrText = z.infer<typeof numberOrTextSchema>;

/** Runs a form's cross-field rules even when a field failed, so every message shows at once. */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

