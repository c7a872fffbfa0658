// Console users (spec 3 §2.10, §5): the user and password forms' messages, the simple address
// pattern and the password strength rule. Pure and zod-free: the forms check with these before
// sending, and the contract's user schemas (BFF) call the same functions.
export const USER_MESSAGES = {
  firstNameRequired: "First Name is required",
  profileRequired: "Profile is required",
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  passwordRequired: "Password is required",
  confirmPasswordRequired: "Confirm Password is required",
  passwordsDoNotMatch: "Passwords do not match",
  currentPasswordRequired: "Current Password is required",
  newPasswordRequired: "New Password is required",
  passwordStrength: "Must include 8+ chars, numbers, special chars and uppercase",
} as const;

/** The simple address pattern of the user form. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 8;
/** The special characters a password may use to satisfy the rule. */
export const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?~`";

/** 8+ characters with a digit, a special character and an uppercase letter. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\d/.test(password) &&
    /[A-Z]/.test(password) &&
    [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c))
  );
}

/** A new password: `requiredMessage` when empty (it differs between create and reset), then the strength rule. */
export function passwordError(password: string, requiredMessage: string): string | null {
  if (password === "") return requiredMessage;
  return isStrongPassword(password) ? null : USER_MESSAGES.passwordStrength;
}

/** The confirmation of a new password (checked in the form only: the body carries no confirmation). */
export function confirmPasswordError(password: string, confirmation: string): string | null {
  if (confirmation === "") return USER_MESSAGES.confirmPasswordRequired;
  return confirmation === password ? null : USER_MESSAGES.passwordsDoNotMatch;
}

/** The user's e-mail address (its id), surrounding spaces ignored. */
export function userEmailError(email: string): string | null {
  const text = email.trim();
  if (text === "") return USER_MESSAGES.emailRequired;
  return SIMPLE_EMAIL_PATTERN.test(text) ? null : USER_MESSAGES.emailInvalid;
}

/** The first name, surrounding spaces ignored. */
export function firstNameError(firstName: string): string | null {
  return firstName.trim() === "" ? USER_MESSAGES.firstNameRequired : null;
}
