// One token refresh per sign-in for the whole process: a page's first paint (server components)
// and a BFF call that find the session's access token expired together make the upstream refresh
// it once. The refresh is compiled into both the page bundle and the route handler's bundle;
// only state kept once per process (lib/process/singleton.ts) makes them wait for one refresh.
import { readFile } from "node:fs/promises";
import type { BrowserContext } from "@playwright/test";
import { authStateFile } from "./authState";
import { expect, test } from "./fixtures";
import { upstreamLog } from "./helpers";

test("a first paint and a BFF call meeting an expired token together refresh it once", async ({ page, context }) => {
  const state = JSON.parse(await readFile(authStateFile("manager", test.info().parallelIndex), "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] };
  await context.addCookies(state.cookies);
  // Every access token the upstream gave stops working; the refresh credential still does.
  expect((await page.request.post("/api/dev/expire-tokens")).status()).toBe(200);

  const [paint, call] = await Promise.all([
    // The list page paints the default region, us-west-2 (no region cookie).
    page.request.get("/home/instances", { maxRedirects: 0 }),
    page.request.get("/api/v1/instances?region=us-west-2"),
  ]);
  expect(paint.status()).toBe(200);
  expect(call.status()).toBe(200);
  const { instances } = (await call.json()) as { instances: { name: string }[] };
  expect(instances.length).toBeGreaterThan(0);
  expect(await paint.text()).toContain(instances[0].name);

  const log = await upstreamLog(page);
  // Both went upstream with the expired token at least once between them, and both were answered.
  // (At least two answered reads: other reads of the list with the same stored sign-in can land in
  // the log meanwhile, and they share the one refresh.)
  expect(log.filter((entry) => entry.status === 401).length).toBeGreaterThan(0);
  expect(log.filter((entry) => entry.endpointId === "listInstances" && entry.status === 200).length).toBeGreaterThanOrEqual(2);
  expect(log.filter((entry) => entry.endpointId === "refreshToken").map((entry) => entry.status)).toEqual([200]);
});
