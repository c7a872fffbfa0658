// The usage report's charts with five years of daily data (1,826 entries per report): the time
// from the last report answer arriving (its resource timing's responseEnd) to both charts
// painted (the "usage:chart-painted" marks the chart sets), in Chromium, over several rounds.
// The answers are served by the page's route handler, so the figure is the console's own work.
import { chromium } from "@playwright/test";
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";
import { signInToConsole } from "./consoleSession";
import { startConsole } from "./processes";
import { median } from "./stats";

const DAY = 86_400_000;

function fiveYearsDaily(kind: "logins" | "storage") {
  const start = Date.UTC(2021, 10, 24);
  return Array.from({ length: 1826 }, (_, i) => {
    const d = new Date(start + i * DAY);
    const amount = kind === "logins" ? 200 + ((i * 37) % 300) : 1024 * (50_000 + i * 40);
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, dayOfMonth: d.getUTCDate(), amount };
  });
}

export async function usageChartsFiveYears(): Promise<{ median: number; max: number }> {
  const console_ = await startConsole();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const jar = await signInToConsole(console_.url, SEED_ACCOUNT_BY_ROLE.manager.username, SEED_ACCOUNT_BY_ROLE.manager.password);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(jar.forBrowser(console_.url));
    const page = await context.newPage();
    await page.route("**/moodle-login-report?**", (route) => route.fulfill({ json: { success: true, logins: fiveYearsDaily("logins") } }));
    await page.route("**/storage-report?**", (route) => route.fulfill({ json: { success: true, storageHistory: fiveYearsDaily("storage") } }));
    await page.goto(`${console_.url}/usability-report`, { waitUntil: "networkidle" });

    const instance = page.getByRole("combobox", { name: "Instance" });
    const times: number[] = [];
    for (let round = 1; round <= 6; round++) {
      await page.evaluate(() => {
        performance.clearMarks("usage:chart-painted");
        performance.clearResourceTimings();
      });
      // A different instance each round: its reports are not in the cache yet.
      await instance.selectOption({ index: round });
      await page.waitForFunction(() => performance.getEntriesByName("usage:chart-painted").length >= 2, undefined, { timeout: 30_000 });
      await page.waitForTimeout(300);
      times.push(
        await page.evaluate(() => {
          const arrived = performance
            .getEntriesByType("resource")
            .filter((e) => /moodle-login-report|storage-report/.test(e.name))
            .map((e) => (e as PerformanceResourceTiming).responseEnd);
          const painted = performance.getEntriesByName("usage:chart-painted").map((e) => e.startTime);
          return Math.max(...painted) - Math.max(...arrived);
        }),
      );
    }
    return { median: median(times), max: Math.max(...times) };
  } finally {
    await browser.close();
    await console_.stop();
  }
}
