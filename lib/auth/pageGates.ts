// Which pages need which role, and which deep links are remembered across sign-in.
// Pure rules: proxy.ts applies them for comfort; layouts and the BFF check again. A
// remembered link is followed only when it is exactly one of the console's own link shapes,
// so the cookie can never send the browser to another host.
import type { Role } from "@/lib/contract/types";

interface RoleGate {
  pattern: RegExp;
  minRole: Role;
  /** The page says itself that the user may not see it (spec 3 §2.9) instead of being left for /home. */
  pageRefuses?: boolean;
}

const ROLE_GATES: RoleGate[] = [
  { pattern: /^\/admin(\/|$)/, minRole: "superadmin", pageRefuses: true },
  { pattern: /^\/home\/instances\/add-shared-server(\/|$)/, minRole: "superadmin" },
  { pattern: /^\/home\/instances\/add(\/|$)/, minRole: "admin" },
  // The development outbox holds deletion approvals and backup links.
  { pattern: /^\/home\/outbox(\/|$)/, minRole: "admin" },
];

/** The least role a page needs: manager (everyone signed in) unless a gate says otherwise. */
export function pageMinRole(pathname: string): Role {
  return ROLE_GATES.find((gate) => gate.pattern.test(pathname))?.minRole ?? "manager";
}

/** Whether a user below the page's role is sent to /home (false: the page shows its own refusal). */
export function redirectsLowRole(pathname: string): boolean {
  return !ROLE_GATES.find((gate) => gate.pattern.test(pathname))?.pageRefuses;
}

/** Links followed after sign-in when an anonymous visitor opened them (spec 1 §2, 2 §2). */
const PENDING_LINKS: RegExp[] = [
  /^\/home\/delete\/[^/]+\/[^/]+\/?$/,
  /^\/home\/upgrade\/[^/]+\/[^/]+\/?$/,
  /^\/home\/rollback\/[^/]+\/[^/]+\/?$/,
  /^\/home\/instances\/confirm-add\/[^/]+\/?$/,
  // The batch approval link is mailed like the others (spec 3 §2.7).
  /^\/scheduled-upgrade\/approve\/[^/]+\/?$/,
  /^\/backups\/[^/]+\/?$/,
];

export function isPendingLink(pathname: string): boolean {
  return PENDING_LINKS.some((pattern) => pattern.test(pathname));
}

/** Characters a remembered path segment may hold: RFC 3986 unreserved only. No "%" (so no
 * encoded slash, backslash or control character), no backslash, no whitespace. */
const SAFE_SEGMENT = /^[A-Za-z0-9._~-]+$/;
/** Characters a remembered query may hold: printable ASCII without backslash, quotes, <, > or space. */
const SAFE_QUERY = /^[A-Za-z0-9._~!$&'()*+,;=:@/?%-]*$/;
const MAX_PENDING_LINK_LENGTH = 2048;

/**
 * The path and query to follow after sign-in, from the remembered-link cookie's value, or
 * null. Only an exact pending-link route (delete, upgrade, rollback, confirm-add, batch approval,
 * backup) whose segments are plain unreserved characters is followed; anything else — another host
 * (`//x`, `https://…`), backslashes, encoded slashes or backslashes (`/%5Cevil.example`),
 * dot segments (`/.//evil.example`), control characters (`/%09/evil.example`) — gives null.
 */
export function pendingLinkTarget(cookieValue: string | undefined): string | null {
  if (!cookieValue || cookieValue.length > MAX_PENDING_LINK_LENGTH) return null;
  const queryAt = cookieValue.indexOf("?");
  const path = queryAt === -1 ? cookieValue : cookieValue.slice(0, queryAt);
  const query = queryAt === -1 ? "" : cookieValue.slice(queryAt + 1);
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  const segments = path.replace(/\/$/, "").split("/").slice(1);
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment) && segment !== "." && segment !== "..")) return null;
  if (!isPendingLink(path) || !SAFE_QUERY.test(query)) return null;
  return query ? `${path}?${query}` : path;
}

/** Pages that need no session at all. */
export function isPublicPage(pathname: string): boolean {
  // /signed-out only clears the cookie and goes on to sign-in; reached without a session (after
  // a sign-out), it must still run, so that the sign-in page hears why (an idle sign-out).
  return pathname === "/" || pathname === "/signed-out";
}

export const PENDING_LINK_COOKIE = "console-pending-link";
/** A remembered link is worth following for an hour; after that the visitor starts from /home. */
export const PENDING_LINK_MAX_AGE_SECONDS = 60 * 60;
