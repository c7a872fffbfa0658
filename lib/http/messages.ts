// The BFF's own messages, in a module without server imports so proxy.ts can use them too.
export const MESSAGES = {
  unknown: "There is no such endpoint.",
  malformedUrl: "The address is not valid: it has a malformed percent-encoding.",
  crossOrigin: "Cross-origin request refused.",
  signIn: "Please sign in.",
  sessionEnded: "Your session has ended. Please sign in again.",
  sessionUnchecked: "The console could not check your session. Try again in a moment.",
  twoFactorRequired: "Two-factor authentication is required.",
  twoFactorDone: "Two-factor authentication is already complete for this sign-in.",
  forbidden: "You do not have permission to perform this action.",
  invalid: "Please correct the marked fields.",
  badJson: "The request body is not valid JSON.",
  badForm: "The request body is not a valid form upload.",
  badShape: "The upstream answered in an unexpected shape.",
} as const;

export const MALFORMED_URL_MESSAGE = MESSAGES.malformedUrl;
