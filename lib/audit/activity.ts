// What the activity page and its CSV show to whom: superadmins see everyone's rows,
// admins and managers only their own, whatever the address asks; the view's filters as the
// store's, newest first, one page at a time.
import "server-only";
import type { Role } from "@/lib/contract/types";
import type { ActivityRow } from "@/lib/domain/activityCsv";
import { ACTIVITY_PAGE_SIZE, beforeOf, dayRange, parseBefore, type ActivityView } from "@/lib/domain/activityFilter";
import { auditRecorder } from "./recorder";
import type { AuditRow } from "@/lib/db/schema";
import type { AuditFilter } from "./store";

export type { ActivityRow } from "@/lib/domain/activityCsv";

export interface ActivityPage {
  rows: ActivityRow[];
  /** The `before` of the next (older) page, or null on the last. */
  next: string | null;
}

export interface Viewer {
  username: string;
  role: Role;
}

/** The store's filter for this viewer: anyone but a superadmin is held to their own rows. */
export function activityFilter(view: ActivityView, viewer: Viewer): AuditFilter {
  return {
    username: viewer.role === "superadmin" ? view.user || undefined : viewer.username,
    action: view.action || undefined,
    target: view.target || undefined,
    motive: view.motive || undefined,
    region: view.region || undefined,
    outcome: view.outcome || undefined,
    ...dayRange(view),
  };
}

function preflightOf(summary: Record<string, unknown> | null): string | null {
  const value = summary?.preflight;
  return typeof value === "string" ? value : null;
}

export function activityRow(row: AuditRow): ActivityRow {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    requestId: row.request_id,
    username: row.username,
    role: row.role,
    action: row.action,
    label: row.label,
    targetKind: row.target_kind,
    targetId: row.target_id,
    targetName: row.target_name,
    region: row.region,
    motive: row.motive,
    preflight: preflightOf(row.summary),
    status: row.status,
    outcome: row.outcome,
    message: row.message,
    durationMs: row.duration_ms,
  };
}

/** One page of the view for this viewer; `instanceId` narrows it to one server and its sites.
 * With AUDIT_TRAIL=off nothing was recorded: an empty page, and no database is opened. */
export async function loadActivity(view: ActivityView, viewer: Viewer, { limit = ACTIVITY_PAGE_SIZE, instanceId }: { limit?: number; instanceId?: string } = {}): Promise<ActivityPage> {
  if (!auditRecorder().enabled) return { rows: [], next: null };
  const store = await auditRecorder().store();
  // Rows still being written belong on the page the user opens next.
  await auditRecorder().flush();
  const page = await store.page({ ...activityFilter(view, viewer), instanceId }, { limit, before: parseBefore(view.before) });
  return { rows: page.rows.map(activityRow), next: page.next ? beforeOf(page.next) : null };
}
