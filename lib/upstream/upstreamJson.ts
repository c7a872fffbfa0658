// Server-side JSON calls (sign-in, server-rendered first paint): returns the contract-validated
// answer or throws an UpstreamHttpError carrying the upstream's message and field errors.
import "server-only";
import type { z } from "zod";
import type { Endpoint } from "@/lib/contract";
import { readErrorBody } from "@/lib/contract/errorBody";
import { callUpstream, type UpstreamCall } from "./callUpstream";
import type { SessionCredentials } from "./tokenRefresh";

export class UpstreamHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "UpstreamHttpError";
  }
}

export async function upstreamJson<E extends Endpoint>(
  call: UpstreamCall & { endpoint: E },
  creds: SessionCredentials | null,
): Promise<z.infer<E["response"]>> {
  const { response } = await callUpstream(call, creds);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, fields } = readErrorBody(body);
    throw new UpstreamHttpError(response.status, message ?? `The upstream answered HTTP ${response.status}.`, fields);
  }
  const parsed = call.endpoint.response.safeParse(body);
  if (!parsed.success) throw new UpstreamHttpError(502, "The upstream answered in an unexpected shape.");
  return parsed.data as z.infer<E["response"]>;
}
