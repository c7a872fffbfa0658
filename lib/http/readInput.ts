// Validates a BFF request's path parameters, query string and the body already read against
// the contract entry.
// What comes out is exactly what gets forwarded; anything else is a 400 with field errors.
import type { z } from "zod";
import type { Endpoint } from "@/lib/contract";

/** A request body as read, within its limit: text for JSON, a form for multipart. */
export type RawBody = { kind: "none" } | { kind: "text"; text: string } | { kind: "form"; form: FormData };

export interface ValidInput {
  query: Record<string, unknown>;
  body: unknown;
  /** What goes upstream: the validated body, or a rebuilt form for multipart. */
  forward: unknown;
}

export type InputResult = ({ ok: true } & ValidInput) | { ok: false; message: "invalid" | "badJson"; fields: Record<string, string> };

export function fieldsOf(error: z.ZodError, prefix = ""): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = prefix + (issue.path.length ? issue.path.map(String).join(".") : "body");
    fields[key] ??= issue.message;
  }
  return fields;
}

function formToObject(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const out: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}

function objectToForm(value: unknown): FormData {
  const form = new FormData();
  for (const [key, entry] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(entry) ? entry : [entry]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item, item instanceof File ? item.name : "upload");
      else form.append(key, String(item));
    }
  }
  return form;
}

function bodyValue(raw: RawBody): { ok: true; value: unknown } | { ok: false } {
  if (raw.kind === "none") return { ok: true, value: undefined };
  if (raw.kind === "form") return { ok: true, value: formToObject(raw.form) };
  if (raw.text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw.text) as unknown };
  } catch {
    return { ok: false };
  }
}

export async function validateRequest(
  searchParams: URLSearchParams,
  endpoint: Endpoint,
  raw: RawBody,
  params: Record<string, string> = {},
): Promise<InputResult> {
  const parsedParams = endpoint.params ? await endpoint.params.safeParseAsync(params) : null;
  const rawQuery: Record<string, string | string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    const all = searchParams.getAll(key);
    rawQuery[key] = all.length === 1 ? all[0] : all;
  }
  const query = await endpoint.query.safeParseAsync(rawQuery);
  const body = bodyValue(raw);
  if (!body.ok) return { ok: false, message: "badJson", fields: {} };
  // Async: some rules read content (an upload's first bytes), not only its declared shape.
  const parsedBody = await endpoint.body.safeParseAsync(body.value);

  if (!query.success || !parsedBody.success || (parsedParams && !parsedParams.success)) {
    return {
      ok: false,
      message: "invalid",
      fields: {
        ...(parsedParams && !parsedParams.success ? fieldsOf(parsedParams.error) : {}),
        ...(query.success ? {} : fieldsOf(query.error)),
        ...(parsedBody.success ? {} : fieldsOf(parsedBody.error)),
      },
    };
  }
  const forward = endpoint.bodyKind === "multipart" ? objectToForm(parsedBody.data) : parsedBody.data;
  return { ok: true, query: query.data as Record<string, unknown>, body: parsedBody.data, forward };
}
