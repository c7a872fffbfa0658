// What a form validator answers: a message per field that is wrong, nothing for the rest.
// The validators in this folder are pure and zod-free, so the browser runs them before
// sending; a parity test holds each one to its endpoint's zod body schema.

/** Field name → the message shown on that field; a field left out is fine. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** Checks a form's values; async when a rule reads content (an upload's first bytes). */
export type Validator<V> = (values: V) => FieldErrors<V> | Promise<FieldErrors<V>>;

/** The errors without empty entries, so `{}` means "may be sent". */
export function compactErrors<V>(errors: FieldErrors<V>): FieldErrors<V> {
  const out: FieldErrors<V> = {};
  for (const [name, message] of Object.entries(errors) as [keyof V & string, string | undefined][]) {
    if (typeof message === "string" && message !== "") out[name] = message;
  }
  return out;
}

export function hasErrors<V>(errors: FieldErrors<V>): boolean {
  return Object.values(errors).some((message) => typeof message === "string" && message !== "");
}
