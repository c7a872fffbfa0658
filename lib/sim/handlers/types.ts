// The handler shape: one function per endpoint id, receiving the already authenticated,
// role-checked and zod-validated request, typed from the contract entry.
import type { z } from "zod";
import type { api, Endpoint, EndpointId } from "@/lib/contract";
import type { AuthSession } from "../auth/sessions";
import type { SimUser } from "../state/types";
import type { SimWorld } from "../world";

export interface HandlerContext<E extends Endpoint = Endpoint> {
  world: SimWorld;
  request: Request;
  params: Record<string, string>;
  query: z.output<E["query"]>;
  body: z.output<E["body"]>;
  /** Null only on the endpoints open without a token (sign-in, refresh). */
  session: AuthSession | null;
  user: SimUser | null;
  accessToken: string | null;
  /** Names the user in the request log when the token did not (sign-in). */
  identify(username: string): void;
}

/** A JSON answer checked against the contract's response schema, or any Response (errors, text, files). */
export type Reply<E extends Endpoint = Endpoint> =
  | Response
  | { status?: number; headers?: HeadersInit; body: z.input<E["response"]> };

export type Handler<E extends Endpoint = Endpoint> = (ctx: HandlerContext<E>) => Reply<E> | Promise<Reply<E>>;

export type HandlerMap = { [K in EndpointId]?: Handler<(typeof api)[K]> };

/** A context whose user is known: every endpoint except sign-in and refresh. */
export function signedInUser(ctx: HandlerContext): SimUser {
  if (!ctx.user) throw new Error("handler reached without a signed-in user");
  return ctx.user;
}
