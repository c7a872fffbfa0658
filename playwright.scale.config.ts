// The e2e runs that need consoles of their own: each test in __tests__/scale starts
// what it needs (two console replicas behind Debian's nginx with one PostgreSQL and one upstream,
// scripts/lib/replicas.ts; or one console with a large fleet), so no web server is started
// here. One worker: each test's servers take what two cores have.
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

export default defineConfig({
  testDir: "__tests__/scale",
  // Room for starting several processes on a machine busy with other work; passing tests never wait for it.
  timeout: 300_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: { trace: "off", launchOptions: base.use?.launchOptions },
});
