// The accessibility check every e2e test gets without asking: axe (WCAG 2.1 A and AA, plus the
// label-in-name and one-h1 rules) scans each page the test reaches and each dialog, menu or
// listbox while it is open, and the test fails on any violation. A scan that sees almost
// nothing fails too: it looked at the wrong thing.
//
// The scans run from a locator handler on <body>: Playwright calls it before every action and
// every auto-waiting assertion, inside the test's own flow, so a scan never races the test's
// next click. Each page (by path) and each overlay (by kind and name) is scanned once per test,
// after its opening transitions have finished; the page as it is at the end is scanned as well.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Result } from "axe-core";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** Off by default in axe (experimental or best practice), named in the findings. */
const EXTRA_RULES = { "label-content-name-mismatch": { enabled: true }, "page-has-heading-one": { enabled: true } };
const OVERLAY_SELECTOR = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
const TARGET_ATTRIBUTE = "data-axe-scan";
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
    return {
      path: location.pathname,
      overlays: overlays.map(({ el, index }) => ({ kind: el.getAttribute("role") ?? "", name: nameOf(el), index })),
      modal: overlays.some(({ el }) => el.getAttribute("aria-modal") === "true" || el.closest('[role="presentation"]') !== null),
    };
  }, selector);
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

/** True for the errors of a page that navigated away mid-scan: the next step scans the new one. */
function isNavigationError(err: unknown): boolean {
  return err instanceof Error && /Execution context was destroyed|navigation|Target page, context or browser has been closed|frame was detached/i.test(err.message);
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

  /** Scans what has not been scanned yet on the screen as it is now. */
  async scanNew(): Promise<void> {
    try {
      // Transitions first: an overlay fading out is gone afterwards, one fading in is opaque.
      await settle(this.page);
      const now = await snapshot(this.page, OVERLAY_SELECTOR);
      if (!this.done.has(`page ${now.path}`)) await this.scan(`page ${now.path}`, null, now.modal);
      for (const overlay of now.overlays) {
        const key = `${overlay.kind} "${overlay.name}" on ${now.path}`;
        if (!this.done.has(key)) await this.scan(key, overlay.index, false);
      }
    } catch (err) {
      if (!isNavigationError(err)) throw err;
    }
  }

  /** The last look, when the test has finished: the page and whatever is open on it. */
  async scanFinal(): Promise<void> {
    if (this.page.isClosed() || this.page.url() === "about:blank") return;
    this.done.clear();
    await this.scanNew();
  }

  private async scan(key: string, overlayIndex: number | null, underModal: boolean): Promise<void> {
    const builder = new AxeBuilder({ page: this.page }).setLegacyMode(true).withTags(WCAG_TAGS).options({ rules: EXTRA_RULES });
    // Under a modal, the page's own content is hidden from assistive technology and dimmed by
    // the backdrop; what the user reaches is the modal, scanned on its own and here.
    if (underModal) builder.exclude('body > [aria-hidden="true"]');
    if (overlayIndex !== null) {
      await this.page.evaluate(([sel, attr, i]) => document.querySelectorAll(sel)[i]?.setAttribute(attr, ""), [OVERLAY_SELECTOR, TARGET_ATTRIBUTE, overlayIndex] as const);
      builder.include(`[${TARGET_ATTRIBUTE}]`);
    }
    try {
      const analyze = () =>
        builder.analyze().catch((err: unknown) => {
          // The overlay closed between the look and the scan (the page re-rendered): nothing to scan.
          if (overlayIndex !== null && err instanceof Error && err.message.includes("No elements found for include")) return null;
          throw err;
        });
      let results = await analyze();
      // A notice that appeared while the scan ran is read mid-fade, at part opacity: colours are
      // judged again once the page has settled, and only a contrast that stays too low counts.
      if (results?.violations.some((v) => v.id === "color-contrast")) {
        await settle(this.page);
        results = await analyze();
      }
      if (!results) return;
      const checked = checkedCount(results);
      const least = overlayIndex === null ? MIN_CHECKED.page : MIN_CHECKED.overlay;
      if (checked < least) {
        this.findings.push({ where: key, rule: "scan-too-small", impact: "serious", help: `the scan checked ${checked} elements (at least ${least} expected): it looked at the wrong thing`, targets: [] });
      }
      for (const v of results.violations) {
        if (this.findings.some((f) => f.where === key && f.rule === v.id)) continue;
        this.findings.push({ where: key, rule: v.id, impact: v.impact ?? "", help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) });
      }
      this.done.add(key);
      this.scanned.push(`${key}: ${checked} elements checked`);
    } finally {
      if (overlayIndex !== null) await this.page.evaluate((attr) => document.querySelector(`[${attr}]`)?.removeAttribute(attr), TARGET_ATTRIBUTE).catch(() => undefined);
    }
  }
}

export function describeFindings(findings: A11yFinding[]): string {
  return findings.map((f) => `${f.where}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.slice(0, 5).join("\n    ")}`).join("\n");
}
