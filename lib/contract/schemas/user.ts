// The signed-in user: sign-in, token refresh, two-factor and the current user (spec 1 §3, §5, §7).
import { z } from "zod";
import { CODE_REQUIRED_MESSAGE, OTP_CODE_MESSAGE, OTP_CODE_PATTERN, PASSWORD_REQUIRED_MESSAGE, USERNAME_REQUIRED_MESSAGE } from "@/lib/domain/signIn";
import { ROLES } from "../types";

export const roleSchema = z.enum(ROLES);

/** GET /user. */
export const currentUserSchema = z.object({
  name: z.string(),
  role: roleSchema,
  username: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const signinBody = z.strictObject({
  username: z.string({ error: USERNAME_REQUIRED_MESSAGE }).trim().min(1, { message: USERNAME_REQUIRED_MESSAGE }),
  // Blank after trimming is missing (spec 1 §5), as the form says; a real password is sent as typed.
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).refine((password) => password.trim() !== "", { message: PASSWORD_REQUIRED_MESSAGE }),
});
export type SigninBody = z.infer<typeof signinBody>;

export const signinSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().optional(),
  twoFactorAuthEnabled: z.boolean(),
});
export type Signin = z.infer<typeof signinSchema>;

export const refreshTokenSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().optional(),
});
export type RefreshToken = z.infer<typeof refreshTokenSchema>;

/** A six-digit time-based one-time code. */
export const otpCodeSchema = z.string({ error: OTP_CODE_MESSAGE }).trim().regex(OTP_CODE_PATTERN, { message: OTP_CODE_MESSAGE });

/** The sign-in's code step: no code says so, as the form does (spec 1 §5); any other malformed code asks for 6 digits. */
export const otpValidateBody = z.strictObject({
  token: z.string({ error: CODE_REQUIRED_MESSAGE }).trim().min(1, { message: CODE_REQUIRED_MESSAGE }).regex(OTP_CODE_PATTERN, { message: OTP_CODE_MESSAGE }),
});
export type OtpValidateBody = z.infer<typeof otpValidateBody>;

export const otpValidateSchema = z.object({ validated: z.boolean() });
export type OtpValidate = z.infer<typeof otpValidateSchema>;

/** The QR code to scan, as a data: URL of a PNG image. */
export const otpSetupStepOneSchema = z.object({
  qr: z.string().startsWith("data:image/png", { message: "The QR code must be a PNG data URL" }),
});
export type OtpSetupStepOne = z.infer<typeof otpSetupStepOneSchema>;

export const otpSetupStepTwoBody = z.strictObject({ twoFactor: otpCodeSchema });
export type OtpSetupStepTwoBody = z.infer<typeof otpSetupStepTwoBody>;

export const otpSetupStepTwoSchema = z.object({ validated: z.boolean(), message: z.string().optional() });
export type OtpSetupStepTwo = z.infer<typeof otpSetupStepTwoSchema>;
