// Server-side JSON calls (sign-in, server-rendered first paint): returns the contract-validated
// answer or throws an UpstreamHttpError carrying the upstream's message and field errors.
// upstreamAnswer reads through the answer memo, for the long lists a first paint reads again and
// again, byte for byte the same.
import "server-only";
import type { z } from "zod";
import type { Endpoint } from "@/lib/contract";
import { readErrorBody } from "@/lib/contract/errorBody";
import { validatedBody, type ValidatedAnswer } from "./answerMemo";
import { callUpstream, type UpstreamCall } from "./callUpstream";
import type { SessionCredentials } from "@/lib/session/credentials";

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

const unexpectedShape = () => new UpstreamHttpError(502, "The upstream answered in an unexpected shape.");

function refusal(response: Response, body: unknown): UpstreamHttpError {
  const { message, fields } = readErrorBody(body);
  return new UpstreamHttpError(response.status, message ?? `The upstream answered HTTP ${response.status}.`, fields);
}

export async function upstreamJson<E extends Endpoint>(
  call: UpstreamCall & { endpoint: E },
  creds: SessionCredentials | null,
): Promise<z.infer<E["response"]>> {
  const { response } = await callUpstream(call, creds);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusal(response, body);
  const parsed = call.endpoint.response.safeParse(body);
  if (!parsed.success) throw unexpectedShape();
  return parsed.data as z.infer<E["response"]>;
}

/** A JSON answer's contract reading and the JSON the BFF sends for it, from the answer memo when
 * the endpoint gave the same bytes lately. Its data is shared with later calls: read, never change. */
export async function upstreamAnswer<E extends Endpoint>(
  call: UpstreamCall & { endpoint: E },
  creds: SessionCredentials | null,
): Promise<ValidatedAnswer<z.infer<E["response"]>>> {
  const { response } = await callUpstream(call, creds);
  if (!response.ok) throw refusal(response, await response.json().catch(() => null));
  const answer = await validatedBody(call.endpoint, response);
  if (!answer) throw unexpectedShape();
  return answer as ValidatedAnswer<z.infer<E["response"]>>;
}
