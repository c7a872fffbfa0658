// A large fleet: the first paint of the instance list carries a screen of rows and the
// count, not the whole list, so the page's HTML stays small however many instances a region has;
// the whole list follows in the background, and the search, a filtered link and the count still
// cover every instance; and the upstream builds that list once per page view, not once for the
// paint and again for the browser. Each test starts an upstream with 3,000 instances per region
// and a console of its own in front of it. A view changed before the whole list is there waits
// for it in its own frame (Filters bar, table head, a count line saying so), with no stale rows.
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import type { LogEntry } from "@/lib/sim/log";
import { startConsole, startUpstream, type Running } from "@/scripts/bench/processes";
import { REGION_COOKIE } from "@/lib/domain/regions";
import { signIn } from "../e2e/helpers";
import { instanceRows, listedInstances } from "../e2e/lists";
import { expect, test as base } from "./fixtures";

const FLEET_SIZE = 3_000;

const test = base.extend<{ upstream: Running; fleet: Running }>({
  upstream: async ({}, provide) => {
    const running = await startUpstream({ SIM_FLEET_SIZE: String(FLEET_SIZE) });
    await provide(running);
    await running.stop();
  },
  fleet: async ({ upstream }, provide) => {
    const running = await startConsole({ UPSTREAM_URL: upstream.url, STEP_UP_MINUTES: "600" });
    await provide(running);
    await running.stop();
  },
  baseURL: async ({ fleet }, provide) => {
    await provide(fleet.url);
  },
});

/** Waits until the whole list has arrived after the first screen (its progress bar is gone). */
async function wholeListShown(page: Page) {
  await expect(instanceRows(page).first()).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /^Loading all \d+ instances$/ })).toHaveCount(0);
}

test("the first paint carries a screen of rows and the count; the search and a filtered link cover every instance", async ({ page, fleet, upstream }) => {
  // The live list's poller reads the list too, every interval while a page's stream is open
  // (its own reads are counted in live.spec.ts): the stream is held back from the first page on,
  // so no poller runs and every list read below is a page view's.
  await page.route("**/api/live?*", (route) => route.abort());
  await page.context().addCookies([{ name: REGION_COOKIE, value: "us-west-2", url: fleet.url }]);
  await signIn(page, "admin");
  await wholeListShown(page);

  // One page view, one list built upstream: the browser's read of the whole list gets the one the first paint fetched.
  const log = `${new URL(upstream.url).origin}/__sim/log`;
  await fetch(log, { method: "DELETE" });
  await page.reload();
  await wholeListShown(page);
  const lists = ((await (await fetch(log)).json()) as LogEntry[]).filter((entry) => entry.endpointId === "listInstances");
  expect(lists).toHaveLength(1);

  const all = await listedInstances(page, "us-west-2");
  expect(all.length).toBeGreaterThanOrEqual(FLEET_SIZE);

  // The server's HTML: the region's count and its first instances, not the last one; under 100 kB (gzip), the target in docs/performance.md.
  const html = await (await page.request.get("/home/instances")).text();
  expect(html).toContain(`${all.length} instances in us-west-2`);
  expect(html).toContain(`>${all[0].name}<`);
  expect(html).not.toContain(all.at(-1)!.instanceId);
  expect(gzipSync(html).length).toBeLessThan(100 * 1024);

  // The page itself: the count, then a search for the region's last instance finds it.
  await expect(page.getByText(`${all.length} instances in us-west-2`)).toBeVisible();
  const last = all.at(-1)!;
  await page.getByLabel("Search").fill(last.instanceId);
  await expect(page.getByText(`1 of ${all.length} instances match “${last.instanceId}”`)).toBeVisible();
  await expect(instanceRows(page)).toHaveCount(1);
  await expect(instanceRows(page).first()).toHaveAttribute("data-instance-id", last.instanceId);

  // A filtered link opens on its rows and its count from the first paint.
  const stopped = all.filter((instance) => instance.state === "stopped");
  expect(stopped.length).toBeGreaterThan(0);
  await page.goto("/home/instances?state=stopped&region=us-west-2");
  await expect(page.getByText(`${stopped.length} of ${all.length} instances match the filters`)).toBeVisible();
  const states = await instanceRows(page).locator(".state").allTextContents();
  expect(states.length).toBeGreaterThan(0);
  expect(new Set(states.map((state) => state.trim()))).toEqual(new Set(["stopped"]));
});

test("a view changed before the whole list arrives keeps its frame and says it is waiting; the rows then come in that view's order", async ({ page, fleet }) => {
  await page.context().addCookies([{ name: REGION_COOKIE, value: "us-west-2", url: fleet.url }]);
  await signIn(page, "admin");
  await wholeListShown(page);
  const all = await listedInstances(page, "us-west-2");
  const first = all.map((instance) => instance.name).sort((a, b) => a.localeCompare(b, "en", { numeric: true, sensitivity: "base" }))[0];

  // The browser's read of the whole list is held until the test lets it go; that it was asked
  // for also says the page's scripts are running (the read starts once the page is live).
  let asked!: () => void;
  let release!: () => void;
  const readStarted = new Promise<void>((resolve) => (asked = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === "/api/v1/instances", async (route) => {
    asked();
    await held;
    await route.continue();
  });
  try {
    await page.reload();
    await readStarted;
    await expect(instanceRows(page).first()).toBeVisible();
    const bar = page.getByRole("progressbar", { name: `Loading all ${all.length} instances` });
    await expect(bar).toBeVisible();

    await page.getByRole("button", { name: "Name", exact: true }).click();
    // The frame stays: the count line says what it waits for, the Filters bar and the table's
    // head are there, sorted by Name; no rows it has not sorted.
    await expect(page.getByText(`Loading all ${all.length} instances for this view…`)).toBeVisible();
    await expect(bar).toBeVisible();
    await expect(page.getByRole("button", { name: /^Filters and columns/ })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
    await expect(instanceRows(page)).toHaveCount(0);
  } finally {
    release();
  }
  await expect(instanceRows(page).first().getByText(first, { exact: true })).toBeVisible();
  await expect(page.getByText(`${all.length} instances in us-west-2`)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /^Loading all \d+ instances$/ })).toHaveCount(0);
});

/** A relay in front of the upstream that, while held, keeps each instance list request until it is
 * released: an upstream slow to build a large fleet's list, while its other answers come at once.
 * The test releases it once it has seen what is painted meanwhile, so no step depends on speed. */
interface ListRelay extends Running {
  hold(): void;
  release(): void;
}

async function listRelay(upstream: string): Promise<ListRelay> {
  const target = new URL(upstream);
  let gate: Promise<void> = Promise.resolve();
  let open = () => undefined as void;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", target);
    const waitFor = url.pathname === "/api/v1/instances" ? gate : Promise.resolve();
    void waitFor.then(() => {
      const forwarded = request(url, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(forwarded);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
    stop: () => new Promise<void>((resolve) => {
      open();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** The same console, asking the upstream through the relay. */
const slowList = test.extend<{ relay: ListRelay }>({
  relay: async ({ upstream }, provide) => {
    const relay = await listRelay(upstream.url);
    await provide(relay);
    await relay.stop();
  },
  fleet: async ({ relay }, provide) => {
    const running = await startConsole({ UPSTREAM_URL: relay.url, STEP_UP_MINUTES: "600" });
    await provide(running);
    await running.stop();
  },
});

slowList("the shell and the list's heading are painted while the upstream is still building the list; the rows stream in after", async ({ page, fleet, relay }) => {
  await page.context().addCookies([{ name: REGION_COOKIE, value: "us-west-2", url: fleet.url }]);
  await signIn(page, "admin");
  await wholeListShown(page);

  relay.hold();
  try {
    await page.goto("/home/instances", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "Instances" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Loading instances" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(instanceRows(page)).toHaveCount(0);
  } finally {
    relay.release();
  }

  await expect(instanceRows(page).first()).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Loading instances" })).toHaveCount(0);
  await expect(page.getByText(/^\d+ instances in us-west-2$/)).toBeVisible();
});
