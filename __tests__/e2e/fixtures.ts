// The e2e suite's `test`: each worker talks to a console of its own (servers.ts); before each
// test that console's embedded upstream is reseeded (so no test sees what another started,
// stopped or uploaded, whatever their order or worker), and every page and overlay the test opens is checked by axe (a11y.ts), and Chromium must report no Content-Security-
// Policy violation on any of them. Every spec imports `test` and `expect` from here.
// `asRole(role)` opens the console signed in from the browser state auth.setup.ts saved once
// per run, instead of signing in through the page.
import { readFile } from "node:fs/promises";
import { test as base, expect, type BrowserContext } from "@playwright/test";
import { checkedForAccessibility, type A11yWatch } from "./a11y";
import { authStateFile, type StoredRole } from "./authState";
import { serverFor } from "./servers";

interface Fixtures {
  freshUpstream: void;
  a11y: A11yWatch;
  cspViolations: string[];
  /** Signs this test's browser in as `role` from the stored state and opens the instance list. */
  asRole: AsRole;
}

export type AsRole = (role: StoredRole) => Promise<void>;

type StoredState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export const test = base.extend<Fixtures>({
  // Each worker slot has a console of its own (servers.ts).
  baseURL: async ({}, provide, testInfo) => {
    await provide(serverFor(testInfo.parallelIndex));
  },
  freshUpstream: [
    async ({ request }, use) => {
      const res = await request.post("/api/dev/reset");
      expect(res.status(), "POST /api/dev/reset (needs SIM_TEST_RESET=1)").toBe(200);
      await use();
    },
    { auto: true },
  ],
  a11y: [
    async ({ page, freshUpstream }, use, testInfo) => {
      void freshUpstream;
      await checkedForAccessibility(page, testInfo, use);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations reported by Chromium").toEqual([]);
    },
    { auto: true },
  ],
  // (`provide` is Playwright's `use`, named so React's hook lint does not take it for one.)
  asRole: async ({ page, context, freshUpstream }, provide, testInfo) => {
    void freshUpstream;
    // A stored session serves every later test of the run: signing it out would revoke it at
    // the upstream. Such a sign-out is stopped before it leaves the browser and fails the test.
    const signOuts: string[] = [];
    let guarded = false;
    await provide(async (role) => {
      if (!guarded) {
        guarded = true;
        await context.route("**/api/auth/signout", (route) => {
          signOuts.push(route.request().url());
          return route.abort();
        });
      }
      const state = JSON.parse(await readFile(authStateFile(role, testInfo.parallelIndex), "utf8")) as StoredState;
      await context.addCookies(state.cookies);
      await page.goto("/home/instances");
    });
    expect(signOuts, "a test signed in from a stored state signed out; sign in through the page (helpers.ts signIn) to test logout").toEqual([]);
  },
});

export { expect };
export type { Locator, Page } from "@playwright/test";
