// `npm start`: serves the console on :3000 (PORT), against the embedded upstream unless
// UPSTREAM_URL is set, building first when needed.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./lib/ensureBuild.mjs";
import { serverArgs } from "./lib/serverArgs.mjs";
import { ensureSessionSecret } from "./lib/sessionSecret.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.PORT ?? "3000";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
env.NEXTAUTH_SECRET = ensureSessionSecret(root);
// Only for a port that is one: a wrong PORT is reported on its own as the server starts (lib/config).
if (/^[0-9]+$/.test(port)) env.NEXTAUTH_URL ??= `http://localhost:${port}`;
// The embedded upstream keeps its state across restarts unless SIM_STATE_FILE is set (empty disables).
if (!env.UPSTREAM_URL && env.SIM_STATE_FILE === undefined) env.SIM_STATE_FILE = path.join(root, ".local", "sim-state.json");

ensureBuild(root);
console.log(env.UPSTREAM_URL ? `Upstream: ${env.UPSTREAM_URL}` : "Upstream: embedded (lib/sim). Demo accounts are in the README.");
const child = spawn(process.execPath, serverArgs(root, port), {
  cwd: root,
  stdio: "inherit",
  env,
});
// The server drains on SIGTERM or SIGINT (scripts/lib/shutdown.mjs) and exits at once on a
// second SIGINT. Ctrl-C at the terminal reaches it directly (same process group), so SIGINT is
// not passed on: npm passes its own SIGINT here too, and two would cut the drain short. SIGTERM
// and SIGHUP, sent to this process alone, are passed on as SIGTERM.
process.on("SIGINT", () => {});
for (const signal of ["SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  });
}
child.on("exit", (code) => process.exit(code ?? 0));
