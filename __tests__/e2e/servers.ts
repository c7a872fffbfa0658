// The consoles the e2e run starts: one console server (scripts/serve.mjs) per Playwright worker, each with its own
// embedded upstream and audit trail, so the per-test reset of one never touches a test running
// on another. scripts/e2e.mjs passes their ports in E2E_PORTS ("3100,3101"); E2E_PORT alone
// runs one.

export function serverPorts(): number[] {
  const listed = process.env.E2E_PORTS ?? process.env.E2E_PORT ?? "3100";
  return listed.split(",").map((port) => Number(port.trim())).filter((port) => Number.isInteger(port) && port > 0);
}

export function serverURL(port: number): string {
  return `http://localhost:${port}`;
}

/** The console a worker's tests use: worker slot `index` (testInfo.parallelIndex) has its own. */
export function serverFor(index: number): string {
  const ports = serverPorts();
  return serverURL(ports[index % ports.length]);
}
