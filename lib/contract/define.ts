// Helpers that keep each entry of the endpoint table short while keeping its types exact.
import { z } from "zod";
import type { Access, BodyKind, Endpoint, HttpMethod, ResponseKind, Role } from "./types";

export const noQuery = z.object({}).strict();
export const noBody = z.undefined();

interface Spec<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  method: HttpMethod;
  path: string;
  access?: Access;
  minRole?: Role;
  roleFor?: (body: z.infer<B>) => Role;
  query?: Q;
  params?: z.ZodType;
  bodyKind?: BodyKind;
  body?: B;
  responseKind?: ResponseKind;
  response: R;
  spec: string;
  slow?: boolean;
  packageUpload?: boolean;
}

/** Builds a table entry with the defaults: signed in, open to every role, no query, no body, JSON answer. */
export function endpoint<
  Q extends z.ZodType = typeof noQuery,
  B extends z.ZodType = typeof noBody,
  R extends z.ZodType = z.ZodType,
>(id: string, spec: Spec<Q, B, R>): Endpoint<Q, B, R> {
  const bodyKind = spec.bodyKind ?? (spec.body ? "json" : "none");
  return {
    id,
    method: spec.method,
    path: spec.path,
    access: spec.access ?? "signedIn",
    minRole: spec.minRole ?? "manager",
    roleFor: spec.roleFor,
    query: (spec.query ?? noQuery) as Q,
    params: spec.params,
    bodyKind,
    body: (spec.body ?? noBody) as B,
    responseKind: spec.responseKind ?? "json",
    response: spec.response,
    spec: spec.spec,
    slow: spec.slow ?? false,
    packageUpload: spec.packageUpload ?? false,
  };
}
