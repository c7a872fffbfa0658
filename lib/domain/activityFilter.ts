// The activity page's view as its address holds it (so a filtered view can be shared): user,
// action, target, motive (part of it, any case), region, outcome, a day range (YYYY-MM-DD, UTC) and where the page starts
// (`before`: the last row of the previous page). Pure: the page, its CSV export and the filter
// form read and write the same query string. Anything malformed is dropped, never guessed at.
import { isRegion, type Region } from "./regions";

export const ACTIVITY_OUTCOMES = ["ok", "refused", "failed"] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

export interface ActivityView {
  user: string;
  action: string;
  target: string;
  /** Part of the motive, matched without regard to case. */
  motive: string;
  region: Region | "";
  outcome: ActivityOutcome | "";
  /** YYYY-MM-DD or "". */
  from: string;
  to: string;
  /** `<ISO time>_<id>` of the last row shown before, or "". */
  before: string;
}

export const EMPTY_ACTIVITY_VIEW: ActivityView = { user: "", action: "", target: "", motive: "", region: "", outcome: "", from: "", to: "", before: "" };

export const ACTIVITY_PAGE_SIZE = 100;
/** Most rows one CSV export holds. */
export const ACTIVITY_EXPORT_LIMIT = 10_000;
export const ACTIVITY_CSV_FILENAME = "ActivityReport.csv";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const BEFORE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)_(\d{1,19})$/;
const MAX_TEXT = 200;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

type Query = Record<string, string | string[] | undefined> | URLSearchParams;

function one(query: Query, key: string): string {
  const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === "string" ? value.trim().slice(0, MAX_TEXT) : "";
}

export function parseActivityView(query: Query): ActivityView {
  const region = one(query, "region");
  const outcome = one(query, "outcome");
  const from = one(query, "from");
  const to = one(query, "to");
  const before = one(query, "before");
  return {
    user: one(query, "user"),
    action: one(query, "action"),
    target: one(query, "target"),
    motive: one(query, "motive"),
    region: isRegion(region) ? region : "",
    outcome: (ACTIVITY_OUTCOMES as readonly string[]).includes(outcome) ? (outcome as ActivityOutcome) : "",
    from: isDay(from) ? from : "",
    to: isDay(to) ? to : "",
    before: BEFORE.test(before) ? before : "",
  };
}

/** The query string of a view (no leading "?"; only what is set, in a fixed order). */
export function activityQuery(view: Partial<ActivityView>): string {
  const search = new URLSearchParams();
  for (const key of ["user", "action", "target", "motive", "region", "outcome", "from", "to", "before"] as const) {
    const value = view[key];
    if (value) search.set(key, value);
  }
  return search.toString();
}

/** The cursor of a `before` value. */
export function parseBefore(before: string): { at: Date; id: string } | null {
  const match = BEFORE.exec(before);
  return match ? { at: new Date(match[1]), id: match[2] } : null;
}

export function beforeOf(cursor: { at: Date | string; id: string }): string {
  return `${new Date(cursor.at).toISOString()}_${cursor.id}`;
}

/** The day range as instants: from the start of `from` to the end of `to`, in UTC. */
export function dayRange(view: Pick<ActivityView, "from" | "to">): { from?: Date; to?: Date } {
  return {
    from: view.from ? new Date(`${view.from}T00:00:00.000Z`) : undefined,
    to: view.to ? new Date(`${view.to}T23:59:59.999Z`) : undefined,
  };
}

/** "From" after "To" is a mistake the form says before anything is asked. */
export const ACTIVITY_RANGE_MESSAGE = "Start date must be before end date.";
export function activityRangeError(view: Pick<ActivityView, "from" | "to">): string | null {
  return view.from && view.to && view.from > view.to ? ACTIVITY_RANGE_MESSAGE : null;
}
