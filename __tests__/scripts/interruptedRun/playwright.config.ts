// The Playwright run that interruptedRun.test.ts stops: one worker, one test that waits until it
// is interrupted (no time limit), its results in the run's own directory, removed with it.
import path from "node:path";
import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: ".",
  testMatch: "holdsServers.spec.ts",
  timeout: 0,
  workers: 1,
  retries: 0,
  reporter: [["line"]],
  outputDir: path.join(path.dirname(process.env.E2E_A11Y_PASSED ?? "/nonexistent/run/passed.txt"), "results"),
});
