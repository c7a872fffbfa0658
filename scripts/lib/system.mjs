// What the test suites need from the machine, found the one way the suites and the helpers that
// start servers find it: Debian's Chromium headless shell (CHROMIUM_PATH names another browser),
// PostgreSQL's server tools (/usr/lib/postgresql/<version>/bin) and nginx (NGINX_PATH, else on
// PATH, else /usr/sbin/nginx). Each missing piece is named with the command that installs it.
import { accessSync, constants, existsSync, readdirSync } from "node:fs";
import path from "node:path";

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The browser the e2e and scale suites drive: Debian's `chromium-headless-shell`, the build of
 * Chromium made for automation that Playwright itself uses for headless runs. The same Blink and
 * V8 as the full browser without its window layers: it runs the e2e suite on about 40 % less CPU
 * (the suite is CPU-bound on two cores). `npm run bench` measures in the full browser. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || "/usr/lib/chromium/chromium-headless-shell";
}

/** The newest installed PostgreSQL's bin directory (the one holding initdb), or null. */
export function postgresBinDir() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => executable(path.join(root, v, "bin", "initdb"))) : [];
  if (versions.length === 0) return null;
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], "bin");
}

/** The nginx to run, or null. */
export function nginxPath() {
  if (process.env.NGINX_PATH) return executable(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    if (executable(path.join(dir, "nginx"))) return path.join(dir, "nginx");
  }
  return executable("/usr/sbin/nginx") ? "/usr/sbin/nginx" : null;
}

/** One line per piece: where it was looked for and the command that installs it. */
export const PIECES = {
  chromium: () => (executable(chromiumPath()) ? null : `Chromium is missing (looked for ${chromiumPath()}, set CHROMIUM_PATH to use another): apt-get install --no-install-recommends chromium-headless-shell fonts-dejavu-core fonts-liberation`),
  postgresql: () => (postgresBinDir() ? null : "PostgreSQL is missing (no /usr/lib/postgresql/*/bin/initdb): apt-get install postgresql"),
  nginx: () => {
    if (nginxPath()) return null;
    const where = process.env.NGINX_PATH ? `NGINX_PATH=${process.env.NGINX_PATH} is not an executable` : "not on PATH nor at /usr/sbin/nginx; NGINX_PATH names another";
    return `nginx is missing (${where}): apt-get install nginx`;
  },
};

/** The lines for the pieces among `names` that are missing; empty when all are there. */
export function missingPieces(names = Object.keys(PIECES)) {
  return names.map((name) => PIECES[name]()).filter((line) => line !== null);
}

/** Throws one error naming every missing piece of `names`, for a helper about to start servers. */
export function requirePieces(names) {
  const missing = missingPieces(names);
  if (missing.length > 0) throw new Error(missing.join("\n"));
}
