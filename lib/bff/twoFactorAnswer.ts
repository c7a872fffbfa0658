// Reads the upstream's answer to a two-factor code step: `{validated: true}` means the code passed.
export function isValidated(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { validated?: unknown }).validated === true;
}
