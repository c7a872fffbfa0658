// Reads a console route's path parameters, query and body against its entry in lib/contract/console:
// what comes out is what the handler acts on; anything else is a 400 with field errors, and the
// handler does nothing. Bodies are read with the BFF's bounded reader (lib/http/bodyLimit): past
// the route's bound, 413, and the rest of the stream is never read.
import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { ConsoleEndpoint } from "@/lib/contract/console";
import { BodyTooLargeError, maxBodyBytes, readBounded, tooLargeMessage } from "@/lib/http/bodyLimit";
import { fieldsOf } from "@/lib/http/readInput";
import { bffError, MESSAGES } from "@/lib/http/respond";
import { decodeSegment } from "@/lib/routing/segments";

export type Parsed<T> = { ok: true; value: T } | { ok: false; res: Response };

function parsed<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, res: bffError(400, MESSAGES.invalid, fieldsOf(result.error)) };
}

/** The path parameters, each decoded once, as the entry's `params` schema reads them. */
export function consoleParams<E extends ConsoleEndpoint>(endpoint: E, raw: Record<string, string>): Parsed<z.infer<E["params"]>> {
  const decoded = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, decodeSegment(value)]));
  return parsed(endpoint.params, decoded) as Parsed<z.infer<E["params"]>>;
}

/** The query string, one value per name, as the entry's `query` schema reads it. */
export function consoleQuery<E extends ConsoleEndpoint>(endpoint: E, req: NextRequest): Parsed<z.infer<E["query"]>> {
  return parsed(endpoint.query, Object.fromEntries(req.nextUrl.searchParams)) as Parsed<z.infer<E["query"]>>;
}

/** A body already read as JSON, as the entry's `body` schema reads it. */
export function consoleBody<E extends ConsoleEndpoint>(endpoint: E, value: unknown): Parsed<z.infer<E["body"]>> {
  return parsed(endpoint.body, value) as Parsed<z.infer<E["body"]>>;
}

/** The request's JSON body, read within `limit` bytes (BFF_MAX_JSON_MB unless the route says less):
 * 413 past it, 400 when it is not JSON. */
export async function readJsonBody(req: Request, limit: number = maxBodyBytes("json")): Promise<Parsed<unknown>> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return { ok: false, res: bffError(413, tooLargeMessage(limit)) };
  let text: string;
  try {
    text = new TextDecoder().decode(await readBounded(req.body, limit));
  } catch (err) {
    if (err instanceof BodyTooLargeError) return { ok: false, res: bffError(413, err.message) };
    throw err;
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, res: bffError(400, MESSAGES.badJson, { body: MESSAGES.badJson }) };
  }
}
