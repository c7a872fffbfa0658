// The scale suite's `test`: Playwright's own, with the e2e suite's accessibility check on every
// page and dialog a test meets (../e2e/a11y.ts). Each spec adds the servers it starts.
import { test as base, expect } from "@playwright/test";
import { checkedForAccessibility, type A11yWatch } from "../e2e/a11y";

export const test = base.extend<{ a11y: A11yWatch }>({
  a11y: [async ({ page }, provide, testInfo) => checkedForAccessibility(page, testInfo, provide), { auto: true }],
});

export { expect };
