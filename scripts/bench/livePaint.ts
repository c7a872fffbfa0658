// The instance list open in Chromium for `npm run bench -- live`, as a user keeps it open: its
// event stream is one of the bench's open lists, and it tells when a row's state text changed on
// screen. A MutationObserver on the table sees the new text; the time taken is that of the frame
// showing it, once painted (a message posted from the frame's requestAnimationFrame runs after
// the frame's paint), read with Date.now(): the clock the bench process reads on the same
// machine, so the page's time and the bench's upstream call compare directly.
import { chromium, type Browser, type Page } from "@playwright/test";
import type { CookieJar } from "./consoleSession";

export interface ShownRow {
  id: string;
  state: string;
}

export interface OpenList {
  /** Rows wholly in the viewport, with the state text each shows. */
  rowsInView(): Promise<ShownRow[]>;
  /** Starts watching row `id`, which shows `from`: `painted` then settles with the epoch ms of
   * the painted frame in which its state text first reads otherwise, or null after `timeoutMs`. */
  watch(id: string, from: string, timeoutMs: number): Promise<{ painted(): Promise<number | null> }>;
  close(): Promise<void>;
}

interface PageHooks {
  __liveWatch(key: string, id: string, from: string, timeoutMs: number): void;
  __livePainted(key: string): Promise<number | null>;
}

/** The page's side, as source text: functions passed to page.evaluate from here would carry the
 * helpers tsx adds to named functions, which the page lacks. */
const PAGE_HOOKS = `
  const watches = new Map();
  window.__liveWatch = (key, id, from, timeoutMs) => {
    const table = document.querySelector('table[aria-label="Instances"]') || document.body;
    const stateOf = () => table.querySelector('tr[data-instance-id="' + id + '"] .state-word')?.textContent ?? null;
    watches.set(key, new Promise((resolve) => {
      let done = false;
      const end = () => { done = true; observer.disconnect(); clearTimeout(timer); };
      const observer = new MutationObserver(() => {
        if (done) return;
        const state = stateOf();
        if (state === null || state === from) return;
        end();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(Date.now());
          channel.port2.postMessage(null);
        });
      });
      const timer = setTimeout(() => { if (!done) { end(); resolve(null); } }, timeoutMs);
      // Rows are keyed by position: a row scrolled or filtered into place changes its id attribute.
      observer.observe(table, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["data-instance-id"] });
    }));
  };
  window.__livePainted = (key) => {
    const settled = watches.get(key);
    watches.delete(key);
    return settled;
  };
`;

export async function openInstanceList(base: string, jar: CookieJar): Promise<OpenList> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(jar.forBrowser(base));
    const page: Page = await context.newPage();
    // Not "networkidle": the event stream stays open. Ready when the list's stream is live.
    await page.goto(`${base}/home/instances`, { waitUntil: "load", timeout: 120_000 });
    await page.locator('table[aria-label="Instances"] tbody tr[data-instance-id]').first().waitFor({ timeout: 120_000 });
    await page.locator('[data-live-status="live"]').first().waitFor({ timeout: 120_000 });
    await page.evaluate(PAGE_HOOKS);
    let next = 0;
    return {
      rowsInView: () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLTableRowElement>('table[aria-label="Instances"] tbody tr[data-instance-id]')]
            .filter((tr) => {
              const box = tr.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= window.innerHeight;
            })
            .map((tr) => ({ id: tr.dataset.instanceId ?? "", state: tr.querySelector(".state-word")?.textContent ?? "" })),
        ),
      async watch(id, from, timeoutMs) {
        const key = `w${next++}`;
        await page.evaluate(({ key, id, from, timeoutMs }) => (window as unknown as PageHooks).__liveWatch(key, id, from, timeoutMs), { key, id, from, timeoutMs });
        return { painted: () => page.evaluate((key) => (window as unknown as PageHooks).__livePainted(key), key) };
      },
      close: () => browser.close(),
    };
  } catch (err) {
    await browser.close();
    throw err;
  }
}
