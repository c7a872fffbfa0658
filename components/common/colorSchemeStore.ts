// The colour-scheme choice (System, Light or Dark) without MUI's runtime, for the Theme menu
// and the long lists, which load no MUI until a menu or dialog opens. The choice is kept under
// MUI's own storage key, which the root layout's early script reads to apply it before paint,
// and <html> is marked as MUI marks it (`data-light` / `data-dark`). Every MuiScope reads and
// follows the same choice through `schemeStorageManager`, so a choice made here reaches MUI's
// components and `useColorScheme` at once, and a change in another tab reaches this one.
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from "./colorScheme";

export type Mode = "system" | "light" | "dark";
type Scheme = "light" | "dark";

const listeners = new Set<(mode: Mode) => void>();

function parseMode(value: string | null | undefined): Mode | null {
  return value === "system" || value === "light" || value === "dark" ? value : null;
}

const DARK_QUERY = "(prefers-color-scheme: dark)";

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage refused (privacy settings): the default applies
  }
}

function keep(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage refused: not kept across reloads
  }
}

/** The choice in force; System until one is made. */
export function readMode(): Mode {
  return parseMode(stored(MODE_STORAGE_KEY)) ?? "system";
}

/** Where the browser cannot tell (no matchMedia), light, as the early script decides. */
function systemScheme(): Scheme {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

/** Marks <html> with the scheme the choice means now, as MUI's provider does. */
export function applyScheme(mode: Mode = readMode()): void {
  const scheme = mode === "system" ? systemScheme() : mode;
  const other: Scheme = scheme === "dark" ? "light" : "dark";
  const root = document.documentElement;
  root.removeAttribute(`${COLOR_SCHEME_ATTRIBUTE}-${other}`);
  root.setAttribute(`${COLOR_SCHEME_ATTRIBUTE}-${scheme}`, "");
}

function notify(mode: Mode) {
  // Outside whatever React update called the setter: listeners set other components' state.
  queueMicrotask(() => listeners.forEach((listener) => listener(mode)));
}

/** Keeps a new choice and applies it; the same choice again changes nothing. */
export function writeMode(mode: Mode): void {
  if (stored(MODE_STORAGE_KEY) === mode) return;
  keep(MODE_STORAGE_KEY, mode); // applied now even where it cannot be kept
  applyScheme(mode);
  notify(mode);
}

function onStorage(event: StorageEvent) {
  if (event.key !== MODE_STORAGE_KEY) return;
  const mode = parseMode(event.newValue) ?? "system";
  applyScheme(mode);
  listeners.forEach((listener) => listener(mode));
}

/** Calls `listener` with each new choice, made here or in another tab. */
export function subscribeMode(listener: (mode: Mode) => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** While System is chosen, follows the system's scheme as it changes. */
export function followSystemScheme(): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (readMode() === "system") applyScheme("system");
  };
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

interface SchemeStorage {
  get(defaultValue: string | undefined): string | undefined;
  set(value: string): void;
  subscribe(handler: (value: string | null) => void): () => void;
}

/** MUI's `storageManager` shape: the mode through this store, the rest as MUI keeps it. */
export function schemeStorageManager({ key }: { key: string }): SchemeStorage {
  if (key === MODE_STORAGE_KEY) {
    return {
      get: (defaultValue) => parseMode(stored(key)) ?? defaultValue,
      set: (value) => writeMode(parseMode(value) ?? "system"),
      subscribe: subscribeMode,
    };
  }
  return {
    get: (defaultValue) => stored(key) ?? defaultValue,
    set: (value) => keep(key, value),
    subscribe: () => () => {},
  };
}
