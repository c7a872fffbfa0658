// Decides, before anything is forwarded, whether the caller's sign-in may make this call:
// signed in, two-factor state right for the endpoint, and role at least the table's.
import type { JWT } from "next-auth/jwt";
import { isRole, roleAtLeast, type Endpoint, type Role } from "@/lib/contract";
import { MESSAGES } from "@/lib/http/respond";

export type GateResult = { ok: true } | { ok: false; status: 401 | 403 | 404; message: string };

export function gate(endpoint: Endpoint, session: JWT | null): GateResult {
  if (endpoint.access === "server") return { ok: false, status: 404, message: MESSAGES.unknown };
  if (!session || typeof session.accessToken !== "string") return { ok: false, status: 401, message: MESSAGES.signIn };
  if (endpoint.access === "pending") {
    return session.twoFactorVerified ? { ok: false, status: 403, message: MESSAGES.twoFactorDone } : { ok: true };
  }
  if (!session.twoFactorVerified) return { ok: false, status: 403, message: MESSAGES.twoFactorRequired };
  return roleAllows(session.role, endpoint.minRole);
}

export function roleAllows(role: unknown, least: Role): GateResult {
  return isRole(role) && roleAtLeast(role, least) ? { ok: true } : { ok: false, status: 403, message: MESSAGES.forbidden };
}
