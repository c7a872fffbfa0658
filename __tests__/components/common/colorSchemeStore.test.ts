/** @jest-environment jsdom */
// The colour-scheme choice outside MUI (colorSchemeStore) and the early script: the choice is
// kept where MUI and the early script look for it, <html> carries the scheme it means, MUI's
// scopes hear of it, a choice made in another tab reaches this one, and System follows the
// system's scheme as it changes.
import { EARLY_SCHEME_SCRIPT, MODE_STORAGE_KEY } from "@/components/common/colorScheme";
import { applyScheme, followSystemScheme, readMode, schemeStorageManager, subscribeMode, writeMode } from "@/components/common/colorSchemeStore";

let systemDark = false;
const mediaListeners = new Set<() => void>();

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("data-dark");
  document.documentElement.removeAttribute("data-light");
  systemDark = false;
  mediaListeners.clear();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === "(prefers-color-scheme: dark)" && systemDark;
    },
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

function scheme(): string[] {
  return ["data-light", "data-dark"].filter((name) => document.documentElement.hasAttribute(name));
}

const flush = () => new Promise((resolve) => queueMicrotask(() => resolve(null)));

it("is System until a choice is made, and keeps a choice under MUI's key", () => {
  expect(readMode()).toBe("system");
  writeMode("dark");
  expect(localStorage.getItem("mui-mode")).toBe("dark");
  expect(readMode()).toBe("dark");
  expect(scheme()).toEqual(["data-dark"]);
  writeMode("light");
  expect(scheme()).toEqual(["data-light"]);
});

it("tells its listeners of a new choice once, and not of the same choice again", async () => {
  const heard: string[] = [];
  const stop = subscribeMode((mode) => heard.push(mode));
  writeMode("dark");
  writeMode("dark");
  await flush();
  expect(heard).toEqual(["dark"]);
  stop();
  writeMode("light");
  await flush();
  expect(heard).toEqual(["dark"]);
});

it("applies a choice made in another tab", () => {
  const heard: string[] = [];
  const stop = subscribeMode((mode) => heard.push(mode));
  localStorage.setItem(MODE_STORAGE_KEY, "dark");
  window.dispatchEvent(new StorageEvent("storage", { key: MODE_STORAGE_KEY, newValue: "dark" }));
  expect(heard).toEqual(["dark"]);
  expect(scheme()).toEqual(["data-dark"]);
  stop();
});

it("follows the system's scheme while System is chosen, and not after Light", () => {
  applyScheme();
  expect(scheme()).toEqual(["data-light"]);
  const stop = followSystemScheme();
  systemDark = true;
  mediaListeners.forEach((listener) => listener());
  expect(scheme()).toEqual(["data-dark"]);
  writeMode("light");
  mediaListeners.forEach((listener) => listener());
  expect(scheme()).toEqual(["data-light"]);
  stop();
  expect(mediaListeners.size).toBe(0);
});

it("serves MUI's provider the same choice, and keeps the provider's", async () => {
  const storage = schemeStorageManager({ key: MODE_STORAGE_KEY });
  expect(storage.get("system")).toBe("system");
  writeMode("dark");
  expect(storage.get("system")).toBe("dark");
  storage.set("light");
  expect(readMode()).toBe("light");
  expect(scheme()).toEqual(["data-light"]);
});

it("has an early script that marks the page before anything paints", () => {
  localStorage.setItem(MODE_STORAGE_KEY, "dark");
  new Function(EARLY_SCHEME_SCRIPT)();
  expect(scheme()).toEqual(["data-dark"]);
  localStorage.removeItem(MODE_STORAGE_KEY);
  systemDark = false;
  new Function(EARLY_SCHEME_SCRIPT)();
  expect(scheme()).toEqual(["data-light"]);
});
