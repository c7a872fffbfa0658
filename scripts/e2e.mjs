// `npm run test:e2e`: builds when needed, picks free ports, and runs Playwright against
// the console server (scripts/serve.mjs) in Debian's Chromium: one console per worker, E2E_WORKERS of them (default: one
// per core, at most four; on the 2-core CI machine two workers take the suite from about 19
// minutes to about 11). First it checks the machine has what the run needs
// (scripts/checkSystem.mjs): Chromium, and for the scale suite PostgreSQL and nginx too.
// Playwright runs through scripts/lib/playwrightRun.mjs: Ctrl-C, SIGTERM or the end of npm's
// shell stops the tests, and the run leaves no process and no temporary file behind. The
// consoles' logs go to .local/e2e-logs, and a run that passed fails after all if they hold a demo
// secret (scripts/checkLogs.ts).
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./lib/ensureBuild.mjs";
import { runPlaywright } from "./lib/playwrightRun.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const args = process.argv.slice(2);
const scale = args.some((arg) => arg.includes("playwright.scale.config"));
const check = spawnSync(process.execPath, [path.join(root, "scripts", "checkSystem.mjs"), "chromium", ...(scale ? ["postgresql", "nginx"] : [])], { stdio: "inherit" });
if (check.status !== 0) process.exit(check.status ?? 1);

ensureBuild(root);
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || Math.min(availableParallelism(), 4));
// E2E_PORT fixes the first console's port; the others follow it.
const ports = process.env.E2E_PORT
  ? Array.from({ length: workers }, (_, i) => Number(process.env.E2E_PORT) + i)
  : await Promise.all(Array.from({ length: workers }, freePort));
// The consoles' logs of this run (their standard output), kept for reading after it and checked
// below: .local/e2e-logs, emptied first. The scale suite's consoles keep their own.
const logDir = path.join(root, ".local", "e2e-logs");
if (!scale) {
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
}
const status = await runPlaywright(root, args, { E2E_PORTS: ports.join(","), ...(scale ? {} : { E2E_LOG_DIR: logDir }) });
// A passed run's logs hold no demo secret, and its BFF calls are there with their request ids.
if (status === 0 && !scale) {
  const logs = readdirSync(logDir).map((name) => path.join(logDir, name));
  const checked = spawnSync(process.execPath, [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), path.join(root, "scripts", "checkLogs.ts"), ...logs], { cwd: root, stdio: "inherit" });
  process.exit(checked.status ?? 1);
}
process.exit(status);
