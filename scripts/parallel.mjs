// Runs npm scripts side by side and fails if any of them fails: `npm test` runs lint and the
// typecheck this way, each single-threaded, so on two cores they take the time of the longer.
// Each script's output is printed whole when it ends, so the two never interleave.
// Usage: node scripts/parallel.mjs <script> <script> …
import { spawn } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const children = [];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.once("error", (err) => resolve({ script, code: 1, text: err.message }));
    child.once("close", (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), text: Buffer.concat(output).toString() }));
  }).then((result) => {
    process.stdout.write(`\n> ${result.script}: ${result.code === 0 ? "passed" : `failed (exit ${result.code})`}\n${result.text}`);
    return result.code;
  });
}

// Ctrl-C reaches the children through the process group; SIGTERM to this process alone is passed on.
process.on("SIGTERM", () => {
  for (const child of children) child.kill("SIGTERM");
});
const codes = await Promise.all(process.argv.slice(2).map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
