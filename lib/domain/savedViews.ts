// Saved views of the instance list: a name a user gives a view and the list's address
// it stands for, kept in the console's own database: private to the user who saved it, or shared
// with the team (every console user sees it; only admin and up save or delete one). The rules
// the console route's zod schema and role check call and the save dialog shows. A saved address is rebuilt from the view parameters the
// list knows (listView.ts), so what is stored can only ever open the list, never another page or
// another site, and an old or hand-edited parameter does not survive the save.
import type { Role } from "@/lib/contract/types";
import { listViewSearch, parseListView } from "./listView";
import { isRegion } from "./regions";

/** The page a saved view opens. */
export const SAVED_VIEW_PATH = "/home/instances";
export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEW_URL_MAX = 2_000;
export const SAVED_VIEWS_MAX = 50;
/** Views shared with the team, all users together. */
export const SHARED_VIEWS_MAX = 50;
/** The roles that save, replace or delete a view shared with the team: admin and up. */
export const SHARED_VIEW_EDITORS: readonly Role[] = ["admin", "superadmin"];

/** Shown to the user as they are. */
export const SAVED_VIEW_MESSAGES = {
  nameRequired: "Give the view a name.",
  nameTooLong: `Use at most ${SAVED_VIEW_NAME_MAX} characters.`,
  nameControl: "The name cannot hold line breaks, tabs or other control characters.",
  urlInvalid: "Only a view of the instance list can be saved.",
  urlTooLong: `The view's address is longer than ${SAVED_VIEW_URL_MAX.toLocaleString("en-US")} characters.`,
  tooMany: `You have ${SAVED_VIEWS_MAX} saved views, the most the console keeps. Delete one to save another.`,
  tooManyShared: `The team has ${SHARED_VIEWS_MAX} shared views, the most the console keeps. Delete one to share another.`,
  notFound: "You have no saved view with this id.",
  unavailable: "Saved views are not available: the console's audit-trail database is turned off (AUDIT_TRAIL=off).",
  notReadable: "Saved views cannot be read or written right now. Try again in a moment.",
  deleted: (name: string) => `The saved view “${name}” was deleted.`,
  saved: (name: string) => `The view was saved as “${name}”.`,
  shared: (name: string) => `The view was shared with the team as “${name}”.`,
  sharedDeleted: (name: string) => `The shared view “${name}” was deleted for everyone.`,
} as const;

/** Whether `role` may save, replace or delete a view shared with the team. */
export function canEditSharedViews(role: Role): boolean {
  return SHARED_VIEW_EDITORS.includes(role);
}

// C0, DEL and C1 controls, and the line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The name as it is stored: without surrounding spaces. */
export function savedViewName(name: string): string {
  return name.trim();
}

/** What is wrong with a name, or null. */
export function savedViewNameError(name: string): string | null {
  const trimmed = savedViewName(name);
  if (trimmed === "") return SAVED_VIEW_MESSAGES.nameRequired;
  if (CONTROL.test(trimmed)) return SAVED_VIEW_MESSAGES.nameControl;
  // Counted in characters as people see them, not UTF-16 units.
  if ([...trimmed].length > SAVED_VIEW_NAME_MAX) return SAVED_VIEW_MESSAGES.nameTooLong;
  return null;
}

export type SavedViewUrl = { ok: true; url: string } | { ok: false; message: string };

// The list's path, then at most a query: no fragment, no further segments (a row's modal).
const LIST_ADDRESS = /^\/home\/instances(\?[^#]*)?$/;

/** The address to store for `url`, rebuilt from the view parameters it holds; or why it cannot be saved. */
export function normaliseSavedViewUrl(url: string): SavedViewUrl {
  if (url.length > SAVED_VIEW_URL_MAX) return { ok: false, message: SAVED_VIEW_MESSAGES.urlTooLong };
  // A scheme or host can only come in before the path ("https:", "//host"); "//" and "\" anywhere are
  // refused as well, since browsers read "\" as "/" and a rebuilt address never holds either.
  if (url.includes("//") || url.includes("\\") || CONTROL.test(url)) return { ok: false, message: SAVED_VIEW_MESSAGES.urlInvalid };
  const match = LIST_ADDRESS.exec(url);
  if (!match) return { ok: false, message: SAVED_VIEW_MESSAGES.urlInvalid };
  let params: URLSearchParams;
  try {
    // Malformed escapes are caught here: URLSearchParams keeps them, decodeURIComponent does not.
    decodeURIComponent(match[1] ?? "");
    params = new URLSearchParams(match[1] ?? "");
  } catch {
    return { ok: false, message: SAVED_VIEW_MESSAGES.urlInvalid };
  }
  const search = listViewSearch(parseListView(params));
  const region = params.get("region")?.trim();
  const regionPart = isRegion(region) ? `region=${encodeURIComponent(region)}` : "";
  const query = [search.replace(/^\?/, ""), regionPart].filter((part) => part !== "").join("&");
  return { ok: true, url: query ? `${SAVED_VIEW_PATH}?${query}` : SAVED_VIEW_PATH };
}

/** True when a user holding `names` may save `name`: a new name needs room under the limit; an existing one is replaced. */
export function savedViewFits(names: readonly string[], name: string): boolean {
  return names.includes(savedViewName(name)) || names.length < SAVED_VIEWS_MAX;
}

/** A saved view as the console's route answers it. */
export interface SavedView {
  id: string;
  name: string;
  url: string;
  createdAt: string;
  /** Shared with the team: every console user sees it; only admin and up change it. */
  shared: boolean;
  /** Who last saved a shared view (null for the user's own). */
  savedBy: string | null;
}

/** The user's own views and the team's, each by name, as the menu and the dialog show them. */
export function splitSavedViews(views: readonly SavedView[]): { own: SavedView[]; team: SavedView[] } {
  return { own: views.filter((view) => !view.shared), team: views.filter((view) => view.shared) };
}

export interface SaveViewValues {
  name: string;
  /** Share with the team (offered to admin and up). */
  shared: boolean;
}

/** The save dialog's validator (the address is the page's own, checked by the route). */
export function saveViewErrors(values: Pick<SaveViewValues, "name">): Partial<Record<keyof SaveViewValues, string>> {
  const name = savedViewNameError(values.name);
  return name ? { name } : {};
}
