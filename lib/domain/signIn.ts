// Sign-in and two-factor (spec 1 §5): the required-field messages and the shape of a code.
export const USERNAME_REQUIRED_MESSAGE = "Username is required";
export const PASSWORD_REQUIRED_MESSAGE = "Password is required";
export const OTP_CODE_MESSAGE = "Enter the 6-digit code";
/** The sign-in's code step with no code at all. */
export const CODE_REQUIRED_MESSAGE = "Code is required";
/** A six-digit time-based one-time code (surrounding spaces are trimmed first). */
export const OTP_CODE_PATTERN = /^\d{6}$/;

export function isOtpCode(value: string): boolean {
  return OTP_CODE_PATTERN.test(value.trim());
}
