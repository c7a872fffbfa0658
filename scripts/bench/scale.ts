// The instance list's cost as the fleet grows, at each fleet size per region: the
// server render of /home/instances and its HTML (gzip), the largest contentful paint of a cold
// load in Chromium (each load in a new browser context, the median of three) and of a warm one
// (a reload in a context that has loaded the page: scripts cached, as for a console open all
// day), and a search's debounce-to-paint (the median of eighteen queries).
import { chromium, type Browser, type Page } from "@playwright/test";
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";
import { signInToConsole, type CookieJar } from "./consoleSession";
import { filterToPaint } from "./paint";
import { startConsole } from "./processes";
import { serverRenders } from "./serverRender";
import { median } from "./stats";

export const SCALE_SIZES = [1_000, 5_000, 20_000] as const;
const COLD_LOADS = 3;
/** Six queries, three times over, each typed at another point of the frame (filterToPaint), after
 * one round not counted: the page's first searches run its code before the JIT has compiled it,
 * and the console is a page kept open all day (its cold load is the LCP's measure). */
const QUERIES = ["running", "t3a", "MDL_U", "198.51", "zz-no-match", ""];
export const SEARCH_ROUNDS = 3;

export interface ScalePoint {
  size: number;
  render: number;
  htmlKb: number;
  lcp: number;
  warmLcp: number;
  searches: number;
  searchMedian: number;
  searchMax: number;
}

async function newPage(browser: Browser, base: string, jar: CookieJar) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(jar.forBrowser(base));
  return { context, page: await context.newPage() };
}

/** The page's largest contentful paint, in ms from navigation start. */
function lcpOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/** The largest contentful paint of a cold load (no cache, a new context). */
async function coldLcp(browser: Browser, base: string, jar: CookieJar): Promise<number> {
  const { context, page } = await newPage(browser, base, jar);
  try {
    // Once the whole list has arrived too: a paint it caused would be the page's last candidate.
    await page.goto(`${base}/home/instances`, { waitUntil: "networkidle" });
    return await lcpOf(page);
  } finally {
    await context.close();
  }
}

/** The largest contentful paints of reloads in a context that loaded the page once. */
async function warmLcps(browser: Browser, base: string, jar: CookieJar, count: number): Promise<number[]> {
  const { context, page } = await newPage(browser, base, jar);
  try {
    await page.goto(`${base}/home/instances`, { waitUntil: "networkidle" });
    const lcps: number[] = [];
    for (let i = 0; i < count; i++) {
      await page.reload({ waitUntil: "networkidle" });
      lcps.push(await lcpOf(page));
    }
    return lcps;
  } finally {
    await context.close();
  }
}

async function atSize(browser: Browser, size: number): Promise<ScalePoint> {
  const console_ = await startConsole({ SIM_FLEET_SIZE: String(size) });
  try {
    const jar = await signInToConsole(console_.url, SEED_ACCOUNT_BY_ROLE.manager.username, SEED_ACCOUNT_BY_ROLE.manager.password);
    jar.set("console-region", "us-west-2");
    const renders = await serverRenders(console_.url, "/home/instances", jar.header(), 6);
    const lcps: number[] = [];
    for (let i = 0; i < COLD_LOADS; i++) lcps.push(await coldLcp(browser, console_.url, jar));
    const warm = await warmLcps(browser, console_.url, jar, COLD_LOADS);
    const { context, page } = await newPage(browser, console_.url, jar);
    try {
      await page.goto(`${console_.url}/home/instances`, { waitUntil: "networkidle" });
      await filterToPaint(page, "instances:filter", QUERIES);
      const search = await filterToPaint(page, "instances:filter", Array.from({ length: SEARCH_ROUNDS }, () => QUERIES).flat());
      return { size, render: median(renders.times), htmlKb: renders.htmlGzipBytes / 1024, lcp: median(lcps), warmLcp: median(warm), searches: search.length, searchMedian: median(search), searchMax: Math.max(...search) };
    } finally {
      await context.close();
    }
  } finally {
    await console_.stop();
  }
}

export async function listAtScale(sizes: readonly number[] = SCALE_SIZES): Promise<ScalePoint[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const points: ScalePoint[] = [];
    for (const size of sizes) points.push(await atSize(browser, size));
    return points;
  } finally {
    await browser.close();
  }
}
