// Runs one form sample both ways: through the form's validator (lib/domain/forms), and — as
// the body the form would send — through the BFF's own validate step (lib/http/readInput) with
// the endpoint's zod schemas from lib/contract. What each refuses is told in the form's field
// names, so a test can ask that both say the same thing about the fields the form edits.
import { validateRequest } from "@/lib/http/readInput";
import type { Endpoint } from "@/lib/contract";
import type { FieldErrors, Validator } from "@/lib/domain/forms/fieldErrors";

export interface ParityCase<V> {
  endpoint: Endpoint;
  validate: Validator<V>;
  /** The body the form sends for these values: a JSON object, or the fields of a multipart form. */
  body(values: V): Record<string, unknown>;
  /** Form field → the body field it becomes; a form field left out is the form's own check (no body field holds it). */
  fields: Partial<Record<keyof V & string, string>>;
}

export interface ParityResult<V> {
  /** What the validator says. */
  form: FieldErrors<V>;
  /** What the BFF says about the body fields the form edits, under the form's field names. */
  bff: FieldErrors<V>;
  /** What the BFF says about the rest of the body (what the form takes from its context): should be nothing. */
  bffOther: Record<string, string>;
  /** Whether the BFF would forward the body. */
  bffAccepts: boolean;
}

function multipart(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    // As the modal builds it: an absent file is simply not appended.
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : "upload");
    else form.append(key, String(value));
  }
  return form;
}

export async function runBoth<V>(parity: ParityCase<V>, values: V): Promise<ParityResult<V>> {
  const form = await parity.validate(values);
  const body = parity.body(values);
  const raw =
    parity.endpoint.bodyKind === "multipart" ? { kind: "form" as const, form: multipart(body) } : { kind: "text" as const, text: JSON.stringify(body) };
  const result = await validateRequest(new URLSearchParams(), parity.endpoint, raw, {});
  const fields = result.ok ? {} : result.fields;
  const bff: FieldErrors<V> = {};
  const bffOther: Record<string, string> = { ...fields };
  for (const [formField, bodyField] of Object.entries(parity.fields) as [keyof V & string, string][]) {
    if (fields[bodyField] !== undefined) bff[formField] = fields[bodyField];
    delete bffOther[bodyField];
  }
  return { form, bff, bffOther, bffAccepts: result.ok };
}

/** The validator's answer restricted to the fields that reach the body. */
export function onBodyFields<V>(parity: ParityCase<V>, errors: FieldErrors<V>): FieldErrors<V> {
  const out: FieldErrors<V> = {};
  for (const name of Object.keys(parity.fields) as (keyof V & string)[]) if (errors[name] !== undefined) out[name] = errors[name];
  return out;
}

/**
 * The assertions every parity test makes for a sample, given the errors the spec expects of
 * the form: the validator says exactly that; the BFF says the same about every body field the
 * form edits and nothing about the rest; and when the form would send, the BFF forwards.
 */
export async function expectParity<V>(parity: ParityCase<V>, values: V, expected: FieldErrors<V>): Promise<void> {
  const { form, bff, bffOther, bffAccepts } = await runBoth(parity, values);
  expect(form).toEqual(expected);
  expect(bff).toEqual(onBodyFields(parity, form));
  expect(bffOther).toEqual({});
  if (Object.keys(form).length === 0) expect(bffAccepts).toBe(true);
}
