// Provides NEXTAUTH_SECRET for `npm start`: the environment's if set; otherwise, against
// the embedded upstream only, one generated once and kept in the git-ignored .local/.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function ensureSessionSecret(root) {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  if (process.env.UPSTREAM_URL) {
    console.error("NEXTAUTH_SECRET is required when UPSTREAM_URL is set: the console will not start against a real upstream with a generated secret.");
    process.exit(1);
  }
  const file = path.join(root, ".local", "nextauth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  console.log(`No NEXTAUTH_SECRET set: generated one and kept it in ${path.relative(root, file)} (git-ignored). Set NEXTAUTH_SECRET to use your own.`);
  return secret;
}
