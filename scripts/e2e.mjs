// `npm run test:e2e`: builds when needed, picks free ports, and runs Playwright against
// the console server (scripts/serve.mjs) in Debian's Chromium: one console per worker, E2E_WORKERS of them (default: one
// per core, at most four; on the 2-core CI machine two workers take the suite from about 19
// minutes to about 11). The workers share the accessibility scans that passed through a file
// (E2E_A11Y_PASSED, see __tests__/e2e/a11y.ts), made fresh for each run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./lib/ensureBuild.mjs";

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

ensureBuild(root);
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || Math.min(availableParallelism(), 4));
// E2E_PORT fixes the first console's port; the others follow it.
const ports = process.env.E2E_PORT
  ? Array.from({ length: workers }, (_, i) => Number(process.env.E2E_PORT) + i)
  : await Promise.all(Array.from({ length: workers }, freePort));
const scans = mkdtempSync(path.join(tmpdir(), "e2e-a11y-"));
const result = spawnSync(process.execPath, [path.join(root, "node_modules", "@playwright", "test", "cli.js"), "test", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, E2E_PORTS: ports.join(","), E2E_A11Y_PASSED: path.join(scans, "passed.txt") },
});
rmSync(scans, { recursive: true, force: true });
process.exit(result.status ?? 1);
