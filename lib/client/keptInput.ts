// Unsaved input kept across an idle sign-out: the text the user had typed in the open
// forms and dialogs is put in this tab's sessionStorage (the browser only: never sent, never in
// the trail) with the page's address and the user's name, and put back after the same user signs
// in again on that page. Secrets are never kept: no password, code, token or file field. Text
// typed in a dialog that does not come back with its page (the bulk power dialog, Save view,
// Filters: they open from a click, not an address) cannot be put back; the user is then told
// which field it was, in which dialog, and what it held, so nothing is lost silently.
const STORAGE_KEY = "console-kept-input";
/** Older input is not restored: the page it belonged to has moved on. */
const KEEP_MS = 12 * 3_600_000;
const SECRET_NAME = /pass|token|secret|code|otp/i;
const KEPT_TYPES = new Set(["", "text", "search", "email", "url", "tel", "number", "date", "datetime-local", "time"]);

export interface KeptField {
  key: string;
  value: string;
  /** The dialog the field was in, by its accessible name, when it was in one. */
  place?: string;
  /** The field's label as the user reads it, when it differs from the key (a named field). */
  label?: string;
}

export interface KeptInput {
  username: string;
  url: string;
  savedAt: number;
  fields: KeptField[];
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function nameOf(el: Field): string | null {
  const label = el.getAttribute("aria-label") ?? el.labels?.[0]?.textContent ?? null;
  const name = el.name || label?.replace(/\s*\*\s*$/, "").trim() || null;
  return name || null;
}

function keepable(el: Field): boolean {
  if (el.disabled || ("readOnly" in el && el.readOnly)) return false;
  if (el instanceof HTMLInputElement && (!KEPT_TYPES.has(el.type) || el.autocomplete === "one-time-code")) return false;
  const name = nameOf(el);
  return name !== null && !SECRET_NAME.test(name) && !SECRET_NAME.test(el.name);
}

/** The page's fields, keyed by name (or label), numbered when a key repeats. */
function fieldsOf(doc: Document): Map<string, Field> {
  const found = new Map<string, Field>();
  const seen = new Map<string, number>();
  for (const el of doc.querySelectorAll<Field>("main input, main textarea, main select, [role=dialog] input, [role=dialog] textarea, [role=dialog] select")) {
    if (!keepable(el)) continue;
    const name = nameOf(el)!;
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    found.set(n === 0 ? name : `${name}#${n}`, el);
  }
  return found;
}

/** The accessible name of the dialog a field is in (aria-label, else its labelling elements' text). */
function placeOf(el: Field): string | undefined {
  const dialog = el.closest("[role=dialog]");
  if (!dialog) return undefined;
  const label = dialog.getAttribute("aria-label")?.trim();
  if (label) return label;
  const ids = dialog.getAttribute("aria-labelledby")?.split(/\s+/).filter(Boolean) ?? [];
  const text = ids.map((id) => el.ownerDocument.getElementById(id)?.textContent?.trim() ?? "").filter(Boolean).join(" ");
  return text || undefined;
}

/** What the user has typed on this page now (non-empty fields only). */
export function captureInput(doc: Document): KeptField[] {
  return [...fieldsOf(doc)]
    .filter(([, el]) => el.value.trim() !== "")
    .map(([key, el]) => {
      const place = placeOf(el);
      const label = (el.getAttribute("aria-label") ?? el.labels?.[0]?.textContent ?? "").replace(/\s*\*\s*$/, "").trim();
      return { key, value: el.value, ...(place ? { place } : {}), ...(label && label !== key ? { label } : {}) };
    });
}

export function keepInput(username: string, url: string, fields: KeptField[], now = Date.now()): void {
  if (fields.length === 0) return;
  const kept: KeptInput = { username, url, savedAt: now, fields };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the input cannot be kept, and the sign-out goes on.
  }
}

function isKept(value: unknown): value is KeptInput {
  const v = value as KeptInput | null;
  return (
    typeof v === "object" && v !== null && typeof v.username === "string" && typeof v.url === "string" && v.url.startsWith("/") && !v.url.startsWith("//") &&
    typeof v.savedAt === "number" && Array.isArray(v.fields) && v.fields.every((f) => typeof f?.key === "string" && typeof f?.value === "string" && (f.place === undefined || typeof f.place === "string") && (f.label === undefined || typeof f.label === "string"))
  );
}

/** The input kept for this user, if recent; another user's is dropped unread. */
export function keptInputFor(username: string, now = Date.now()): KeptInput | null {
  let kept: unknown;
  try {
    kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
  } catch {
    kept = null;
  }
  if (!isKept(kept)) return null;
  if (kept.username !== username || now - kept.savedAt > KEEP_MS) {
    dropKeptInput();
    return null;
  }
  return kept;
}

export function dropKeptInput(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to drop.
  }
}

/** How many of the kept fields the page shows now. */
export function presentFields(doc: Document, fields: readonly KeptField[]): number {
  const here = fieldsOf(doc);
  return fields.filter((f) => here.has(f.key)).length;
}

/** The kept fields the page does not show now: their text cannot be put back. */
export function missingFields(doc: Document, fields: readonly KeptField[]): KeptField[] {
  const here = fieldsOf(doc);
  return fields.filter((f) => !here.has(f.key));
}

/** What the user is told when some kept text could not be put back: each field by its label (and
 * dialog) with the text it held, so it can be copied; `someBack` when other fields did come back. */
export function lostInputMessage(lost: readonly KeptField[], someBack: boolean): string {
  const items = lost.map((f) => `${f.label ?? f.key.replace(/#\d+$/, "")}${f.place ? ` in "${f.place}"` : ""}: "${f.value}"`);
  const head = someBack
    ? "Part of what you had typed before the idle sign-out is back. This could not be put back, as the place it was typed in is not open now"
    : "What you had typed before the idle sign-out could not be put back, as the place it was typed in is not open now";
  return `${head}. ${items.join("; ")}.`;
}

/** Puts the kept values into the page's fields the way typing would (React sees an input event); returns how many. */
export function restoreInput(doc: Document, fields: readonly KeptField[]): number {
  const here = fieldsOf(doc);
  let restored = 0;
  for (const { key, value } of fields) {
    const el = here.get(key);
    if (!el) continue;
    const proto = Object.getPrototypeOf(el) as object;
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    restored += 1;
  }
  return restored;
}
