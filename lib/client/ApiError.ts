// The one error type the browser sees from the BFF: status, the server's message, field errors.
import { readErrorBody } from "@/lib/contract/errorBody";

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

/** A request that never reached the BFF (offline, dropped connection). */
export const UNREACHABLE_MESSAGE = "The console could not be reached. Check your connection and try again.";

/** Turns an error body from the BFF into an ApiError, with the generic message as fallback. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const { message, fields } = readErrorBody(body);
  return new ApiError(status, message ?? FALLBACK_MESSAGE, fields);
}
