// The shape of one upstream endpoint in the contract table. The BFF, the typed
// client, the embedded upstream and the contract tests all read these entries.
import type { z } from "zod";

export const ROLES = ["manager", "admin", "superadmin"] as const;
export type Role = (typeof ROLES)[number];

/** Who may reach an endpoint through the BFF.
 * - `server`: only the console's own server calls it (sign-in, token refresh, logout); the BFF answers 404.
 * - `pending`: a signed-in session that has not finished two-factor (the /otp/* calls).
 * - `signedIn`: a fully signed-in session (two-factor done), further gated by `minRole`. */
export type Access = "server" | "pending" | "signedIn";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** What the upstream answers with. `json` is validated against `response`;
 * `text` and `binary` bodies are streamed through untouched. */
export type ResponseKind = "json" | "text" | "binary";

export type BodyKind = "none" | "json" | "multipart";

/** What the browser's client needs of any entry, the upstream's or the console's own: the
 * schemas that type a call's query, body and answer. */
export interface CallShape<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  query: Q;
  body: B;
  response: R;
}

export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> extends CallShape<Q, B, R> {
  id: string;
  method: HttpMethod;
  /** Path template below /api/v1, with `{name}` parameters, e.g. `/instances/{id}/data`. */
  path: string;
  access: Access;
  minRole: Role;
  /** When the least role depends on the request body (commands: status vs restart).
   * Method syntax keeps entries assignable to the general Endpoint type. */
  roleFor?(body: z.infer<B>): Role;
  query: Q;
  /** Rules for path parameters beyond "a non-empty segment" (a file name that must not climb out). */
  params?: z.ZodType;
  bodyKind: BodyKind;
  body: B;
  responseKind: ResponseKind;
  response: R;
  /** Where the spec lists the call, e.g. "1 §7". */
  spec: string;
  /** A report the upstream may take minutes to build: the browser gives up at 60 s (spec 3 §9)
   * with its own message, so the console waits at least REPORT_UPSTREAM_TIMEOUT_MS for it. */
  slow: boolean;
  /** Takes installation packages (a Totara release is over 200 MB): its body may reach
   * BFF_MAX_PACKAGE_MB rather than BFF_MAX_BODY_MB. */
  packageUpload: boolean;
}

export type QueryOf<E extends CallShape> = z.infer<E["query"]>;
export type BodyOf<E extends CallShape> = z.infer<E["body"]>;
export type ResponseOf<E extends CallShape> = z.infer<E["response"]>;

const RANK: Record<Role, number> = { manager: 0, admin: 1, superadmin: 2 };

/** True when `role` is at least `least` in manager < admin < superadmin. */
export function roleAtLeast(role: Role, least: Role): boolean {
  return RANK[role] >= RANK[least];
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
