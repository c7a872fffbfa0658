// The live lists across two replicas behind nginx (scripts/lib/replicas.ts), sharing PostgreSQL:
// user A's list is open on one replica, user B stops an instance from another browser on the
// other, and A's row reads "stopping" then "stopped" without a reload. The whole deployment reads
// the list upstream once per interval (the upstream's log), and killing the polling replica hands
// the poll to the other within 10 s.
import { startReplicas, type Replicas } from "@/scripts/lib/replicas";
import type { LogEntry } from "@/lib/sim/log";
import { expect, test as base } from "./fixtures";
import { signIn } from "../e2e/helpers";
import { instanceRow, instanceRows, instancesInView } from "../e2e/lists";
import { stopOne } from "../e2e/stopOne";

/** Also the busy interval: the seeded fleet always has some servers in transition. */
const INTERVAL_SECONDS = 2;

const test = base.extend<{ replicas: Replicas }>({
  replicas: async ({}, provide) => {
    const replicas = await startReplicas({
      upstreamEnv: { SIM_TRANSITION_MS: "2500" },
      consoleEnv: { STEP_UP_MINUTES: "600", LIVE_INTERVAL_SECONDS: String(INTERVAL_SECONDS), LIVE_BUSY_INTERVAL_SECONDS: String(INTERVAL_SECONDS) },
    });
    await provide(replicas);
    await replicas.stop();
  },
  baseURL: async ({ replicas }, provide) => {
    await provide(replicas.url);
  },
});

async function listReads(replicas: Replicas, after = 0): Promise<number[]> {
  const log = (await (await fetch(`${new URL(replicas.upstream.url).origin}/__sim/log`)).json()) as LogEntry[];
  return log.filter((entry) => entry.endpointId === "listInstances").map((entry) => Date.parse(entry.at)).filter((at) => at > after);
}

/** The replica's count of its own live list reads (its /metrics, open to loopback). */
async function pollsOf(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`).catch(() => null))?.text().catch(() => "");
  const line = text?.split("\n").find((l) => l.startsWith('console_live_polls_total{list="instances",outcome="ok"}'));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

test("a change from a browser on one replica reaches a list open on the other; one read per interval; the poll moves when its replica dies", async ({ page, browser, replicas }) => {
  test.setTimeout(180_000);
  const [first, second] = replicas.replicas;
  await signIn(page, "manager");
  // The sign-in's own navigation ends on the list before this page moves to a replica of its own.
  await expect(instanceRows(page).first()).toBeVisible();
  await page.goto(`${first.url}/home/instances`);
  await expect(page.getByText(/^Live · updated \d+ s ago$/)).toBeVisible();

  const other = await browser.newContext({ baseURL: replicas.url });
  try {
    const pageB = await other.newPage();
    await signIn(pageB, "admin");
    await expect(instanceRows(pageB).first()).toBeVisible();
    await pageB.goto(`${second.url}/home/instances`);
    await expect(pageB.getByText(/^Live · updated \d+ s ago$/)).toBeVisible();
    const target = (await instancesInView(pageB)).find((r) => r.state === "running" && r.actionsPath.endsWith("/dedicated"));
    expect(target).toBeDefined();
    await page.getByLabel("Search").fill(target!.name);

    // Every state A's row shows from now on, as the page paints it (a "stopping" lasts a moment).
    await page.evaluate((rowId) => {
      const shown: string[] = [];
      (window as unknown as { shownStates: string[] }).shownStates = shown;
      const tr = document.querySelector(`tr[data-instance-id="${rowId}"]`);
      const note = () => {
        const text = tr?.querySelector(".state")?.textContent?.trim() ?? "";
        if (shown.at(-1) !== text) shown.push(text);
      };
      note();
      if (tr) new MutationObserver(note).observe(tr, { subtree: true, childList: true, characterData: true });
    }, target!.id);
    expect(await stopOne(pageB, "Live list check across two replicas")).toBe(target!.id);
    await expect(instanceRow(page, target!.id).locator(".state")).toHaveText("stopped");
    await expect.poll(() => page.evaluate(() => (window as unknown as { shownStates: string[] }).shownStates)).toEqual(["running", "stopping", "stopped"]);
    await expect(page.getByLabel("Search")).toHaveValue(target!.name);
    // B's own list has seen its stop settle, so B's page reads the list no more.
    await expect(instanceRow(pageB, target!.id).locator(".state")).toHaveText("stopped");

    // Quiet now (nothing in transition): one read per interval for both replicas together.
    const since = Date.now();
    await expect.poll(async () => (await listReads(replicas, since)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
    const reads = (await listReads(replicas, since)).slice(0, 6);
    const meanGapMs = (reads[5] - reads[0]) / 5;
    expect(meanGapMs, "the mean time between list reads of the whole deployment").toBeGreaterThan(INTERVAL_SECONDS * 1000 * 0.75);

    // The replica that polls dies; the other takes the poll over within 10 s.
    const counts = await Promise.all([first, second].map((r) => pollsOf(r.url)));
    await expect.poll(async () => (await Promise.all([first, second].map((r) => pollsOf(r.url)))).some((n, i) => n > counts[i])).toBe(true);
    const now = await Promise.all([first, second].map((r) => pollsOf(r.url)));
    const polling = now[0] > counts[0] ? first : second;
    polling.signal("SIGKILL");
    await polling.exited;
    const killedAt = Date.now();
    await expect.poll(async () => (await listReads(replicas, killedAt)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  } finally {
    await other.close();
  }
});
