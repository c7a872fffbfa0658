// The accessibility check every e2e test gets without asking: axe (its default rules: WCAG 2.x A
// and AA and its best practices, plus the label-in-name and one-h1 rules) scans each page the
// test reaches and each dialog, menu or listbox while it is open, and the test fails on any violation. A scan that sees almost
// nothing fails too: it looked at the wrong thing.
//
// The scans run from a locator handler on <body>: Playwright calls it before every action and
// every auto-waiting assertion, inside the test's own flow, so a scan never races the test's
// next click. Each page (by route and the alerts it shows) and each overlay (by kind and name)
// is scanned once per run: after its opening transitions have finished, the first time any
// test meets it (the workers share what has passed). The same list page met by fifty tests is
// the same page, and one instance's information modal is the same modal as another's: a page's
// route is its Next.js route template (from the build's routes manifest), keeping only the
// parameters that change what it shows (a shared or dedicated server, approve or reject), and
// a route parameter's value in an overlay's name stands for any value. A new alert, a new
// dialog or a new route is a new thing to scan, and the page as it is at the end of each test is
// looked at the same way (not when Ctrl-C interrupted the test).
//
// Each is scanned in both colour schemes: first in the one the test sees, then, by emulating
// the other `prefers-color-scheme`, in the other (the console follows the system unless the
// user chose a scheme), and the test's scheme is put back before the handler returns. A page
// on which the user chose Light or Dark does not follow the system: it is scanned as shown.
// The second scan runs only the rules whose outcome depends on colour (the others read the
// same document and would only repeat the first scan's findings at twice the cost, inside the
// test's own timeout). Findings name the scheme they were seen in.
import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { source as AXE_SOURCE, type AxeResults, type ElementContext, type Result, type RunOptions } from "axe-core";

/** Off by default in axe (experimental or best practice), named in the issue's findings. */
const EXTRA_RULES = { "label-content-name-mismatch": { enabled: true }, "page-has-heading-one": { enabled: true } };
const OVERLAY_SELECTOR = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
const TARGET_ATTRIBUTE = "data-axe-scan";
/** MUI's localStorage key of the user's choice (system, light, dark): see ThemeMenu. */
const MODE_STORAGE_KEY = "mui-mode";
/** The rules a change of colour scheme can change the outcome of. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
/** Fewest elements a scan must have checked: a page has dozens, the smallest menu a handful. */
const MIN_CHECKED = { page: 15, overlay: 3 };

export interface A11yFinding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface Overlay {
  kind: string;
  name: string;
  index: number;
}

interface Snapshot {
  path: string;
  /** The texts of the alerts on screen: a page showing an error is not the page without it. */
  alerts: string[];
  overlays: Overlay[];
  /** A modal dialog is open: the page beneath is inert and covered by its backdrop. */
  modal: boolean;
}

/** What is on screen now: the page's path and the visible overlays with their accessible names. */
function snapshot(page: Page, selector: string): Promise<Snapshot> {
  return page.evaluate((sel) => {
    const nameOf = (el: Element): string => {
      const label = el.getAttribute("aria-label");
      if (label) return label;
      const ids = el.getAttribute("aria-labelledby");
      if (ids) return ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? "").join(" ").trim();
      return "";
    };
    const visible = (el: Element): boolean => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const overlays = [...document.querySelectorAll(sel)].map((el, index) => ({ el, index })).filter(({ el }) => visible(el));
    // The page's own alerts (an overlay's are the overlay's, scanned with it).
    const alerts = [...document.querySelectorAll('[role="alert"]')]
      .filter((el) => visible(el) && !el.closest(sel))
      .map((el) => (el.textContent ?? "").trim().slice(0, 80));
    return {
      path: location.pathname,
      alerts: [...new Set(alerts)].sort(),
      overlays: overlays.map(({ el, index }) => ({ kind: el.getAttribute("role") ?? "", name: nameOf(el), index })),
      modal: overlays.some(({ el }) => el.getAttribute("aria-modal") === "true" || el.closest('[role="presentation"]') !== null),
    };
  }, selector);
}

type Scheme = "light" | "dark";

interface SchemeState {
  /** What the page shows (MUI's `data-light`/`data-dark` on <html>); null on a page without it. */
  shown: Scheme | null;
  /** What the browser tells the page the system prefers (the test's emulated scheme). */
  system: Scheme;
  /** The page follows the system: no Light or Dark chosen in this browser. */
  follows: boolean;
}

/** Null while a navigation has a new document with no <html> yet: nothing to look at. */
function schemeState(page: Page): Promise<SchemeState | null> {
  return page.evaluate((key) => {
    const html = document.documentElement;
    if (!html) return null;
    const shown = html.hasAttribute("data-dark") ? "dark" : html.hasAttribute("data-light") ? "light" : null;
    const system = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    let chosen: string | null = null;
    try {
      chosen = localStorage.getItem(key);
    } catch {
      // Storage refused (an opaque origin): nothing was chosen.
    }
    return { shown, system, follows: chosen === null || chosen === "system" } as const;
  }, MODE_STORAGE_KEY);
}

/** Until the page shows `scheme`: MUI hears the media change and re-marks <html> a frame or two
 * later — on a machine busy with other work, seconds later; the limit is the assertions' own. */
async function showsScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.waitForFunction((s) => document.documentElement?.hasAttribute(`data-${s}`) === true, scheme, { timeout: 20_000 });
}

/** Waits for the transitions in flight (a dialog fading in) so colours are read at full opacity. */
// An element that has just been inserted (an alert after a download) starts its transition
// only on a later frame, so two frames pass before looking, and a transition that starts
// while others finish is waited for too (up to two seconds in all).
function settle(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const deadline = Date.now() + 2_000;
    for (;;) {
      await frames();
      const running = document.getAnimations().filter((a) => a.playState === "running" && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      if (running.length === 0 || Date.now() >= deadline) return;
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, deadline - Date.now()))]);
    }
  });
}

function checkedCount(results: { passes: Result[]; violations: Result[]; incomplete: Result[] }): number {
  const nodes = new Set<string>();
  for (const group of [results.passes, results.violations, results.incomplete]) {
    for (const rule of group) for (const node of rule.nodes) nodes.add(node.target.join(" "));
  }
  return nodes.size;
}

/** A mark on the document a scan looks at, and whether it is still being parsed. A scan begun on
 * a page mid-navigation, or one that saw the next page come in, would read a half-built document
 * (no <title> yet, content outside landmarks) under the old page's name: such a scan is dropped,
 * as a navigation is, and the page is looked at again once it has settled. */
function documentMark(page: Page): Promise<{ mark: string; parsing: boolean }> {
  return page.evaluate((name) => {
    const slot = window as unknown as Record<string, string | undefined>;
    slot[name] ??= Math.random().toString(36).slice(2);
    return { mark: slot[name], parsing: document.readyState === "loading" };
  }, "__a11yScannedDocument");
}

class DocumentChanged extends Error {
  constructor() {
    super("navigation: the document changed while it was scanned");
  }
}

/** True for the errors of a page that navigated away mid-scan: the next step scans the new one. */
function isNavigationError(err: unknown): boolean {
  return err instanceof Error && /Execution context was destroyed|navigation|Target page, context or browser has been closed|frame was detached/i.test(err.message);
}

/** What the run has scanned without a finding: this worker's scans, and the other workers',
 * which scripts/e2e.mjs lets them share through a file (E2E_A11Y_PASSED; one line per key). */
const passedInRun = new Set<string>();
const SHARED_PASSED = process.env.E2E_A11Y_PASSED;

function passedBefore(key: string): boolean {
  if (passedInRun.has(key)) return true;
  if (!SHARED_PASSED) return false;
  try {
    for (const line of readFileSync(SHARED_PASSED, "utf8").split("\n")) if (line) passedInRun.add(line);
  } catch {
    // No worker has passed a scan yet.
  }
  return passedInRun.has(key);
}

function recordPassed(keys: string[]): void {
  for (const key of keys) passedInRun.add(key);
  // One append of a few short lines: whole, whatever the other workers append meanwhile.
  if (SHARED_PASSED && keys.length > 0) appendFileSync(SHARED_PASSED, keys.map((key) => `${key}\n`).join(""));
}

/** Route parameters whose value changes what a page shows; ids, names and tokens do not. */
const SHAPING_PARAMETERS = new Set(["deploymentType", "type", "action"]);

/** The build's dynamic routes (the e2e run always has a build): template and named pattern. */
const DYNAMIC_ROUTES: { page: string; pattern: RegExp }[] = (() => {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), ".next", "routes-manifest.json"), "utf8")) as {
    dynamicRoutes: { page: string; namedRegex: string }[];
  };
  return manifest.dynamicRoutes.map(({ page, namedRegex }) => ({ page, pattern: new RegExp(namedRegex) }));
})();

interface Route {
  /** The route template with its shaping parameters filled in. */
  key: string;
  /** The values of the other parameters, as the page shows them. */
  values: string[];
}

/** The route a path is served by: `/home/instances/information/[instanceId]/…/dedicated/…`. */
function routeOf(pathname: string): Route {
  for (const { page, pattern } of DYNAMIC_ROUTES) {
    const match = pattern.exec(pathname);
    if (!match?.groups) continue;
    const values: string[] = [];
    const key = page.replace(/\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}/g, (whole, name: string) => {
      const raw = match.groups?.[`nxtP${name}`];
      if (raw === undefined) return whole;
      const value = safeDecode(raw);
      if (SHAPING_PARAMETERS.has(name)) return value;
      if (value !== "") values.push(value);
      return whole;
    });
    return { key, values };
  }
  return { key: pathname, values: [] };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** An overlay's name with the route's parameter values in it standing for any value. */
function overlayName(name: string, route: Route): string {
  return route.values.filter((value) => value.length >= 3).reduce((named, value) => named.split(value).join("…"), name);
}

/** The key of the page as it is: its route and the alerts it shows. Under a modal only the route
 * counts: what the user reaches then is the modal, scanned as an overlay; the page is scanned
 * under it only when never seen otherwise (a cold deep link to a modal). */
function pageKey(now: Snapshot): string {
  const alerts = !now.modal && now.alerts.length > 0 ? ` with alerts ${now.alerts.map((a) => `"${a}"`).join(" ")}` : "";
  return `page ${routeOf(now.path).key}${alerts}`;
}

export class A11yWatch {
  readonly findings: A11yFinding[] = [];
  readonly scanned: string[] = [];
  private readonly done = new Set<string>();

  constructor(private readonly page: Page) {}

  /** Installs the handler; call once, before the test's first step. */
  async install(): Promise<void> {
    await this.page.addLocatorHandler(this.page.locator("body"), () => this.scanNew(), { noWaitAfter: true });
  }

  /** Scans what has not been scanned yet on the screen as it is now, in both schemes. */
  async scanNew(): Promise<void> {
    let restore: { system: Scheme; shown: Scheme } | null = null;
    try {
      // The handler runs before every action and every retry of an assertion: a look without
      // waiting comes first, and only something new on screen waits for the transitions.
      if (this.pending(await snapshot(this.page, OVERLAY_SELECTOR)).length === 0) return;
      let state = await schemeState(this.page);
      // A document still being replaced: the handler runs again once the next one is there.
      if (state === null) return;
      // The test has just changed the emulated scheme: let the page catch up before looking.
      if (state.follows && state.shown !== null && state.shown !== state.system) {
        await showsScheme(this.page, state.system);
        state = { ...state, shown: state.system };
      }
      // Transitions first: an overlay fading out is gone afterwards, one fading in is opaque.
      await settle(this.page);
      const now = await snapshot(this.page, OVERLAY_SELECTOR);
      const targets = this.pending(now);
      if (targets.length === 0) return;
      const foundBefore = this.findings.length;
      const first = state.shown;
      for (const target of targets) await this.scan(target.key, first, target.overlayIndex, now.modal, false);
      if (first !== null && state.follows) {
        const other: Scheme = first === "dark" ? "light" : "dark";
        restore = { system: state.system, shown: first };
        await this.page.emulateMedia({ colorScheme: other });
        await showsScheme(this.page, other);
        await settle(this.page);
        // Looked up again by key: a re-render may have moved an overlay in the document.
        const again = await snapshot(this.page, OVERLAY_SELECTOR);
        const seen = new Map(this.pending(again).map((t) => [t.key, t]));
        for (const target of targets) {
          const found = seen.get(target.key);
          if (found) await this.scan(target.key, other, found.overlayIndex, again.modal, true);
        }
      }
      for (const target of targets) this.done.add(target.key);
      if (this.findings.length === foundBefore) recordPassed(targets.map((t) => t.key));
    } catch (err) {
      if (!isNavigationError(err)) throw err;
    } finally {
      if (restore && !this.page.isClosed()) {
        const { system, shown } = restore;
        await this.page.emulateMedia({ colorScheme: system }).catch(() => undefined);
        await showsScheme(this.page, shown).catch((err: unknown) => {
          if (!isNavigationError(err)) throw err;
        });
      }
    }
  }

  /** The page and its open overlays not scanned yet, keyed by path and by kind and name. */
  private pending(now: Snapshot): Array<{ key: string; overlayIndex: number | null }> {
    const targets: Array<{ key: string; overlayIndex: number | null }> = [];
    const fresh = (key: string) => !this.done.has(key) && !passedBefore(key) && !targets.some((t) => t.key === key);
    const page = pageKey(now);
    if (fresh(page)) targets.push({ key: page, overlayIndex: null });
    const route = routeOf(now.path);
    for (const overlay of now.overlays) {
      const key = `${overlay.kind} "${overlayName(overlay.name, route)}" on ${route.key}`;
      if (fresh(key)) targets.push({ key, overlayIndex: overlay.index });
    }
    return targets;
  }

  /** The last look, when the test has finished: the page and whatever is open on it. */
  async scanFinal(): Promise<void> {
    if (this.page.isClosed() || this.page.url() === "about:blank") return;
    this.done.clear();
    await this.scanNew();
  }

  private async scan(target: string, scheme: Scheme | null, overlayIndex: number | null, underModal: boolean, colourOnly: boolean): Promise<void> {
    const key = scheme === null ? target : `${target} [${scheme}]`;
    const startedAt = Date.now();
    const options: RunOptions = colourOnly ? { runOnly: { type: "rule", values: COLOUR_RULES } } : { rules: EXTRA_RULES };
    // Under a modal, the page's own content is hidden from assistive technology and dimmed by
    // the backdrop; what the user reaches is the modal, scanned on its own and here.
    // A page scan names no include: axe then takes the whole document and runs its page-level
    // rules (title, landmarks), which an include of <html> would skip.
    const exclude = underModal ? [['body > [aria-hidden="true"]']] : [];
    const context: ElementContext = overlayIndex === null ? { exclude } : { include: [[`[${TARGET_ATTRIBUTE}]`]], exclude };
    if (overlayIndex !== null) {
      await this.page.evaluate(([sel, attr, i]) => document.querySelectorAll(sel)[i]?.setAttribute(attr, ""), [OVERLAY_SELECTOR, TARGET_ATTRIBUTE, overlayIndex] as const);
    }
    try {
      const analyze = () =>
        runAxe(this.page, context, options).catch((err: unknown) => {
          // The overlay closed between the look and the scan (the page re-rendered): nothing to scan.
          if (overlayIndex !== null && err instanceof Error && err.message.includes("No elements found for include")) return null;
          throw err;
        });
      const before = await documentMark(this.page);
      if (before.parsing) throw new DocumentChanged();
      let results = await analyze();
      // A notice that appeared while the scan ran is read mid-fade, at part opacity: colours are
      // judged again once the page has settled, and only a contrast that stays too low counts.
      if (results?.violations.some((v) => v.id === "color-contrast")) {
        await settle(this.page);
        results = await analyze();
      }
      // The title comes with the page's metadata, which Next.js streams: a scan in the moment
      // between a navigation's new rows and its metadata finds none. Only a title that stays
      // missing counts.
      if (results?.violations.some((v) => v.id === "document-title")) {
        await this.page.waitForFunction(() => document.title !== "", null, { timeout: 2_000 }).catch(() => undefined);
        results = await analyze();
      }
      if ((await documentMark(this.page)).mark !== before.mark) throw new DocumentChanged();
      if (!results) return;
      const checked = checkedCount(results);
      const least = overlayIndex === null ? MIN_CHECKED.page : MIN_CHECKED.overlay;
      // The colour-only pass checks text alone; the full pass already proved where it looked.
      if (!colourOnly && checked < least) {
        this.findings.push({ where: key, rule: "scan-too-small", impact: "serious", help: `the scan checked ${checked} elements (at least ${least} expected): it looked at the wrong thing`, targets: [] });
      }
      for (const v of results.violations) {
        if (this.findings.some((f) => f.where === key && f.rule === v.id)) continue;
        this.findings.push({ where: key, rule: v.id, impact: v.impact ?? "", help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) });
      }
      this.scanned.push(`${key}${colourOnly ? " (colour rules)" : ""}: ${checked} elements checked in ${Date.now() - startedAt} ms`);
    } finally {
      if (overlayIndex !== null) await this.page.evaluate((attr) => document.querySelector(`[${attr}]`)?.removeAttribute(attr), TARGET_ATTRIBUTE).catch(() => undefined);
    }
  }
}

/** Runs axe in the page, putting its source there once per document: evaluating the half
 * megabyte of source before every scan (as @axe-core/playwright does, twice) cost about half a
 * second each time, more than most scans. The console has no frames, so one document is all. */
async function runAxe(page: Page, context: ElementContext, options: RunOptions): Promise<AxeResults> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!present) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(([ctx, opts]) => (window as unknown as { axe?: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe?.run(ctx, opts) ?? null, [context, options] as const);
  // A new document between the two calls has no axe: the handler runs again for the new page.
  if (results === null) throw new Error("navigation: a new document replaced the one axe was put in");
  return results;
}

export function describeFindings(findings: A11yFinding[]): string {
  return findings.map((f) => `${f.where}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.slice(0, 5).join("\n    ")}`).join("\n");
}

/** The body of every suite's automatic `a11y` fixture: watches the test's page, scans what is
 * left on it at the end, attaches what was scanned, and fails the test on any finding. */
export async function checkedForAccessibility(page: Page, testInfo: TestInfo, run: (watch: A11yWatch) => Promise<void>): Promise<void> {
  const watch = new A11yWatch(page);
  await watch.install();
  await run(watch);
  // A run stopped by Ctrl-C does not look again: the stop waits for this fixture, and a scan of
  // a large page takes seconds on a busy machine.
  if (testInfo.status !== "interrupted") await watch.scanFinal();
  await testInfo.attach("accessibility scans", { body: watch.scanned.join("\n"), contentType: "text/plain" });
  expect(watch.findings, `accessibility violations:\n${describeFindings(watch.findings)}`).toEqual([]);
}
