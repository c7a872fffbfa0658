// The e2e suite's `test`: before each test the embedded upstream is reseeded (so no test sees
// what another started, stopped or uploaded, whatever their order), and every page and overlay
// the test opens is checked by axe (a11y.ts), and Chromium must report no Content-Security-
// Policy violation on any of them. Every spec imports `test` and `expect` from here.
import { test as base, expect } from "@playwright/test";
import { A11yWatch, describeFindings } from "./a11y";

interface Fixtures {
  freshUpstream: void;
  a11y: A11yWatch;
  cspViolations: string[];
}

export const test = base.extend<Fixtures>({
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
      const watch = new A11yWatch(page);
      await watch.install();
      await use(watch);
      await watch.scanFinal();
      await testInfo.attach("accessibility scans", { body: watch.scanned.join("\n"), contentType: "text/plain" });
      expect(watch.findings, `accessibility violations:\n${describeFindings(watch.findings)}`).toEqual([]);
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
});

export { expect };
export type { Locator, Page } from "@playwright/test";
