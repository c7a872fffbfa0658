// The e2e run through a load balancer (issue 19): __tests__/replicas starts, per test, two
// console replicas behind Debian's nginx with one PostgreSQL and one upstream
// (scripts/lib/replicas.ts), so no web server is started here. One worker: each test's
// replicas, database and balancer take what two cores have.
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

export default defineConfig({
  testDir: "__tests__/replicas",
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: { trace: "off", launchOptions: base.use?.launchOptions },
});
