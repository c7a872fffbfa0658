// The sign-in card's two forms (spec 1 §5, §8): username and password (blank after trimming
// is missing), then the two-factor code, which authenticator apps often show as "123 456" —
// the spaces go before it is checked and sent. Field names are the bodies' (`token` for the
// code), so the server's field errors land on their inputs.
import { CODE_REQUIRED_MESSAGE, isOtpCode, OTP_CODE_MESSAGE, PASSWORD_REQUIRED_MESSAGE, USERNAME_REQUIRED_MESSAGE } from "../signIn";
import type { FieldErrors } from "./fieldErrors";

export interface CredentialsFormValues {
  username: string;
  password: string;
}

export function credentialsFormErrors({ username, password }: CredentialsFormValues): FieldErrors<CredentialsFormValues> {
  const errors: FieldErrors<CredentialsFormValues> = {};
  if (username.trim() === "") errors.username = USERNAME_REQUIRED_MESSAGE;
  if (password.trim() === "") errors.password = PASSWORD_REQUIRED_MESSAGE;
  return errors;
}

/** What POST /signin gets: the username trimmed, the password exactly as typed. */
export function signinBody({ username, password }: CredentialsFormValues) {
  return { username: username.trim(), password };
}

export interface CodeFormValues {
  token: string;
}

/** The code as typed without its spaces. */
export function codeDigits(token: string): string {
  return token.replace(/\s+/g, "");
}

export function codeFormErrors({ token }: CodeFormValues): FieldErrors<CodeFormValues> {
  const digits = codeDigits(token);
  if (digits === "") return { token: CODE_REQUIRED_MESSAGE };
  return isOtpCode(digits) ? {} : { token: OTP_CODE_MESSAGE };
}

/** What POST /otp/validate gets. */
export function otpValidateBody({ token }: CodeFormValues) {
  return { token: codeDigits(token) };
}
