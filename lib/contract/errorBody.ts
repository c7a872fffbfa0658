// Reads the upstream's (and the BFF's) error body `{message | error, fields}`, whatever of it is there.
export interface ErrorBody {
  message: string | null;
  fields: Record<string, string>;
}

export function readErrorBody(body: unknown): ErrorBody {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    (typeof record.message === "string" && record.message) || (typeof record.error === "string" && record.error) || null;
  const fields: Record<string, string> = {};
  if (typeof record.fields === "object" && record.fields !== null) {
    for (const [key, value] of Object.entries(record.fields as Record<string, unknown>)) {
      if (typeof value === "string") fields[key] = value;
      else if (Array.isArray(value) && typeof value[0] === "string") fields[key] = value[0];
    }
  }
  return { message, fields };
}
