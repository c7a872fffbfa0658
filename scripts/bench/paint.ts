// How long the list takes from a user's act to the painted rows, read in Chromium from the
// user-timing measure the list records (useFilterPaintMeasure): a search's debounce, a sort's or
// filter's click.
import type { Locator, Page } from "@playwright/test";

/** A frame at 60 Hz, in whole milliseconds. */
const FRAME_MS = 17;
/** Steps through the frame's milliseconds in an order that covers them all (7 and 17 are coprime). */
const PHASE_STEP_MS = 7;

/** Debounce-to-paint of each query, read from the list's user-timing measure `measure`.
 * Each query is typed at a different point of the display's frame. A debounce-to-paint is the
 * list's work, then the wait for the next frame (0 to 16.7 ms), then the frame; and a loop that
 * types each query a fixed time after the last one was painted runs in step with the frames, so
 * every query would wait about as long and the median would be as lucky or unlucky as that one
 * point. Spread over the frame, the wait averages half a frame, as for a person typing. */
export async function filterToPaint(page: Page, measure: string, queries: string[]): Promise<number[]> {
  const search = page.getByLabel("Search");
  const times: number[] = [];
  for (const [i, query] of queries.entries()) {
    const before = await page.evaluate((name) => performance.getEntriesByName(name).length, measure);
    const offset = (i * PHASE_STEP_MS) % FRAME_MS;
    await page.evaluate((ms) => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, ms))), offset);
    await search.fill(query);
    await page.waitForFunction(([name, n]) => performance.getEntriesByName(name as string).length > (n as number), [measure, before] as const, { timeout: 10_000 });
    times.push(await page.evaluate((name) => performance.getEntriesByName(name).at(-1)!.duration, measure));
  }
  return times;
}

/** A click as a person makes it: the pointer reaches the control first, and the browser paints its
 * hover state in the frames before the press. (Playwright's click moves and presses at once, which
 * would count that repaint in the time to paint the rows.) The mark is set in the click handler. */
export function pointAndClick(page: Page, target: Locator): () => Promise<void> {
  return async () => {
    await target.hover();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await target.click();
  };
}

/** Action-to-paint of a sort or a filter, read from the list's user-timing measure `measure`. */
export async function actionToPaint(page: Page, measure: string, act: () => Promise<void>): Promise<number> {
  const before = await page.evaluate((name) => performance.getEntriesByName(name).length, measure);
  await act();
  await page.waitForFunction(([name, n]) => performance.getEntriesByName(name as string).length > (n as number), [measure, before] as const, { timeout: 10_000 });
  return page.evaluate((name) => performance.getEntriesByName(name).at(-1)!.duration, measure);
}
