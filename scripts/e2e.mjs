// `npm run test:e2e`: builds when needed, picks free ports, and runs Playwright against
// `next start` in Debian's Chromium: one console per worker, E2E_WORKERS of them (default 1: on
// two cores, two workers with two consoles and two browsers are CPU-bound and no faster, and
// their tests meet their time limits; more cores can take more).
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
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
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);
// E2E_PORT fixes the first console's port; the others follow it.
const ports = process.env.E2E_PORT
  ? Array.from({ length: workers }, (_, i) => Number(process.env.E2E_PORT) + i)
  : await Promise.all(Array.from({ length: workers }, freePort));
const result = spawnSync(process.execPath, [path.join(root, "node_modules", "@playwright", "test", "cli.js"), "test", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, E2E_PORTS: ports.join(",") },
});
process.exit(result.status ?? 1);
