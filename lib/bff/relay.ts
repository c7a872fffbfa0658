// Turns the upstream's answer into the BFF's: JSON validated against the contract (unknown fields
// dropped; an answer the endpoint gave lately, byte for byte, is not validated again: answerMemo),
// errors normalised to {message, fields}, text and files streamed.
import { NextResponse } from "next/server";
import type { Endpoint } from "@/lib/contract";
import { readErrorBody } from "@/lib/contract/errorBody";
import { bytesResponse } from "@/lib/upstream/heldBytes";
import { validatedBody, type ValidatedAnswer } from "@/lib/upstream/answerMemo";
import { bffError, MESSAGES, upstreamError } from "@/lib/http/respond";

const PASSED_HEADERS = ["content-type", "content-disposition", "content-length", "last-modified"];
/** What NextResponse.json would set, for a body already written. */
const JSON_HEADERS = { "content-type": "application/json", "cache-control": "no-store" } as const;

export interface Relayed {
  response: NextResponse;
  /** The validated JSON answer, for session effects (undefined for text, files and errors). */
  data?: unknown;
}

export async function relay(endpoint: Endpoint, upstream: Response): Promise<Relayed> {
  if (!upstream.ok && upstream.status !== 206) {
    const body: unknown = await upstream.json().catch(() => null);
    const { message, fields } = readErrorBody(body);
    const fallback = `The upstream answered HTTP ${upstream.status}.`;
    return { response: upstreamError(upstream.status, message ?? fallback, Object.keys(fields).length ? fields : undefined) };
  }

  if (endpoint.responseKind !== "json") {
    const headers = new Headers({ "cache-control": "no-store" });
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    return { response: new NextResponse(upstream.body, { status: upstream.status, headers }) };
  }

  const answer = await validatedBody(endpoint, upstream);
  if (!answer) return { response: bffError(502, MESSAGES.badShape) };
  return relayedJson(answer, upstream.status);
}

/** A validated answer as the BFF sends it. */
export function relayedJson(answer: ValidatedAnswer, status = 200): Relayed {
  // Its stream is made only if read as one; the console's server writes the bytes as they are.
  return { response: bytesResponse(NextResponse, answer.body, { status, headers: JSON_HEADERS }), data: answer.data };
}
