// Which pages need which role, and which deep links are remembered across sign-in.
// Pure rules: proxy.ts applies them for comfort; layouts and the BFF check again.
import type { Role } from "@/lib/contract/types";

interface RoleGate {
  pattern: RegExp;
  minRole: Role;
}

const ROLE_GATES: RoleGate[] = [
  { pattern: /^\/admin(\/|$)/, minRole: "superadmin" },
  { pattern: /^\/reports(\/|$)/, minRole: "superadmin" },
  { pattern: /^\/home\/instances\/add-shared-server(\/|$)/, minRole: "superadmin" },
  { pattern: /^\/home\/instances\/add(\/|$)/, minRole: "admin" },
];

/** The least role a page needs: manager (everyone signed in) unless a gate says otherwise. */
export function pageMinRole(pathname: string): Role {
  return ROLE_GATES.find((gate) => gate.pattern.test(pathname))?.minRole ?? "manager";
}

/** Links followed after sign-in when an anonymous visitor opened them (spec 1 §2, 2 §2). */
const PENDING_LINKS: RegExp[] = [
  /^\/home\/delete\/[^/]+\/[^/]+\/?$/,
  /^\/home\/upgrade\/[^/]+\/[^/]+\/?$/,
  /^\/home\/rollback\/[^/]+\/[^/]+\/?$/,
  /^\/home\/instances\/confirm-add\/[^/]+\/?$/,
  /^\/backups\/[^/]+\/?$/,
];

export function isPendingLink(pathname: string): boolean {
  return PENDING_LINKS.some((pattern) => pattern.test(pathname));
}

/** Pages that need no session at all. */
export function isPublicPage(pathname: string): boolean {
  return pathname === "/";
}

export const PENDING_LINK_COOKIE = "console-pending-link";
/** A remembered link is worth following for an hour; after that the visitor starts from /home. */
export const PENDING_LINK_MAX_AGE_SECONDS = 60 * 60;
