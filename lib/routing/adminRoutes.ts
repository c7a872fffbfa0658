// The admin dashboard's addresses (spec 3 §2.1, §2.9): /admin/dashboard/{type} and its modal
// children create, edit/{userId} and reset-pass/{userId}; user ids are e-mail addresses, one
// encoded segment each.
import type { AdminType } from "@/lib/domain/adminDashboard";
import { decodeSegment, encodeSegment } from "./segments";

export const ADMIN_BASE = "/admin/dashboard";

export function adminListHref(type: AdminType | string): string {
  return `${ADMIN_BASE}/${encodeSegment(type)}`;
}

export function adminCreateHref(type: AdminType): string {
  return `${adminListHref(type)}/create`;
}

export function userEditHref(userId: string): string {
  return `${adminListHref("user")}/edit/${encodeSegment(userId)}`;
}

export function userResetPassHref(userId: string): string {
  return `${adminListHref("user")}/reset-pass/${encodeSegment(userId)}`;
}

/** A route segment as Next hands it (still percent-encoded), decoded; null when absent. */
export function segmentParam(raw: string | string[] | undefined): string | null {
  return typeof raw === "string" && raw !== "" ? decodeSegment(raw) : null;
}
