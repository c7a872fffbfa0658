// Adds package-lock entries for platform-only optional packages (macOS/Windows/other-CPU
// builds of @next/swc and unrs-resolver) that npm leaves out when the registry it resolved
// against lacks them. Without the entries `npm ci` refuses the lock everywhere; with them,
// npm skips each one on platforms it does not fit and fetches it where it does.
// Run after any dependency change: `node scripts/lock-platform-stubs.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const OS = ["darwin", "win32", "linux", "android", "freebsd", "openharmony", "sunos", "aix"];
const CPU = { arm64: "arm64", x64: "x64", arm: "arm", ia32: "ia32", loong64: "loong64", ppc64: "ppc64", riscv64: "riscv64", s390x: "s390x", wasm32: "wasm32" };

function platformOf(name) {
  const tokens = name.split("/").pop().split("-");
  const os = tokens.find((t) => OS.includes(t));
  const cpu = tokens.map((t) => CPU[t]).find(Boolean);
  return os && cpu ? { os, cpu } : null;
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
let added = 0;
for (const [location, pkg] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = platformOf(name);
    if (lock.packages[key] || lock.packages[`${location}/${key}`] || !platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    lock.packages[key] = {
      version: spec,
      cpu: [platform.cpu],
      ...(pkg.dev ? { dev: true } : {}),
      license: pkg.license,
      optional: true,
      os: [platform.os],
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)));
writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log(`Added ${added} platform-only lock entries.`);
