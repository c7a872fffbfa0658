// The one error type the browser sees from the BFF: status, the server's message, field errors.
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;

  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fields = fields;
  }
}

export const FALLBACK_MESSAGE = "Something went wrong during the process.";

/** Reads `{message | error, fields}` from an error body, whatever of it is there. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    (typeof record.message === "string" && record.message) ||
    (typeof record.error === "string" && record.error) ||
    FALLBACK_MESSAGE;
  const fields: Record<string, string> = {};
  if (typeof record.fields === "object" && record.fields !== null) {
    for (const [key, value] of Object.entries(record.fields as Record<string, unknown>)) {
      if (typeof value === "string") fields[key] = value;
      else if (Array.isArray(value) && typeof value[0] === "string") fields[key] = value[0];
    }
  }
  return new ApiError(status, message, fields);
}
