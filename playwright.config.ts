// End-to-end tests in Debian's Chromium against `next start` with the embedded upstream: one
// console per worker (__tests__/e2e/servers.ts), since each test reseeds its console's upstream.
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { serverPorts, serverURL } from "./__tests__/e2e/servers";
import { serverArgs } from "./scripts/lib/serverArgs.mjs";
import { chromiumPath } from "./scripts/lib/system.mjs";

const ports = serverPorts();
// scripts/e2e.mjs names a directory for the consoles' logs (their standard output), which it
// checks for secrets after the run (scripts/checkLogs.ts); without it the logs are dropped.
const logDir = process.env.E2E_LOG_DIR;

export default defineConfig({
  testDir: "__tests__/e2e",
  // The axe scans (a11y.ts) run inside the assertion that meets a new page or dialog, so its
  // time counts against that assertion's: room for a scan in both colour schemes on a busy
  // two-core machine. A test's limit is four times what the longest journeys take on an idle
  // CI machine (about 45 s), so a machine running other work beside the suite does not fail
  // them. Passing tests never wait for these limits.
  timeout: 180_000,
  // A scan runs inside the assertion that meets its page, so on a busy machine an assertion's
  // limit holds a scan of a large page in two schemes as well as the wait for the page itself.
  expect: { timeout: 45_000 },
  // Every test reseeds its own console first, so any test can run on any worker: the run
  // ends when the last test does, not the last long file.
  fullyParallel: true,
  workers: ports.length,
  retries: 0,
  reporter: [["list"]],
  use: {
    // Tests take their worker's console from the fixtures; this one serves anything else.
    baseURL: serverURL(ports[0]),
    // Off: CI keeps only the printed log, and recording every test's trace costs time.
    // `npm run test:e2e -- --trace=retain-on-failure` records them for a failure to be read.
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    // Signs each role in once per run through the page and saves its browser state (auth.setup.ts).
    { name: "setup", testMatch: /auth\.setup\.ts$/ },
    { name: "chromium", dependencies: ["setup"] },
  ],
  webServer: ports.map((port) => ({
    command: ["node", ...serverArgs(".", port), ...(logDir ? [">", JSON.stringify(path.join(logDir, `console-${port}.log`))] : [])].join(" "),
    url: `${serverURL(port)}/api/auth/providers`,
    reuseExistingServer: false,
    // A console starts in seconds; a machine busy with other work can take a minute or more.
    timeout: 180_000,
    env: {
      NEXTAUTH_SECRET: "e2e-only-secret-not-for-production-0123456789",
      NEXTAUTH_URL: serverURL(port),
      NEXT_TELEMETRY_DISABLED: "1",
      // Loopback, where localhost reaches it, whatever HOSTNAME the environment holds (Docker
      // sets it to the container's name).
      HOSTNAME: "127.0.0.1",
      SIM_STATE_FILE: "",
      // POST /api/dev/reset reseeds the embedded upstream before each test (fixtures.ts).
      SIM_TEST_RESET: "1",
      // Start, stop and reboot settle in seconds rather than the default four per step.
      SIM_TRANSITION_MS: "1500",
      // Creation, deletion and backup processes finish in seconds rather than the default 45 s.
      SIM_PROCESS_MS: "4000",
      // An approved upgrade batch runs a few seconds after approval, whatever its date.
      SIM_SCHEDULER: "fast",
      // The role in a session cookie is read again after 10 s rather than the default 60.
      ROLE_RECHECK_SECONDS: "10",
      // The stored sign-ins of auth.setup.ts stay fresh for destructive calls all run long; the
      // step-up test makes its own code old (POST /api/dev/stale-step-up) to meet the prompt.
      STEP_UP_MINUTES: "600",
      // The live lists read the upstream every second, every half second while anything is in
      // transition (transitions above last 1.5 s, so a "stopping" is seen before its "stopped").
      LIVE_INTERVAL_SECONDS: "1",
      LIVE_BUSY_INTERVAL_SECONDS: "0.5",
      // The audit trail in an in-memory PGlite database: each run starts with an empty trail.
      AUDIT_PGLITE_DIR: "",
    },
  })),
});
