// What a failed submit has to say, whatever was thrown: the BFF's field errors (a 400's
// `fields`, carried by ApiError) and the message to show when no field takes them.
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";

export interface ServerErrors {
  fields: Record<string, string>;
  message: string;
}

export function serverErrors(err: unknown): ServerErrors {
  const fields = err instanceof ApiError ? err.fields : {};
  const message = err instanceof Error && err.message ? err.message : FALLBACK_MESSAGE;
  return { fields, message };
}
