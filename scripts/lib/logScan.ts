// Reads a console's log as an operator's tools would, and looks for what must never be in it:
// the demo accounts' passwords and two-factor secrets, any other value a caller names (tokens a
// test saw on the wire, codes it typed, cookie values), and an unredacted value under a secret
// field name. Used by the scale suite's log test and after an e2e run (scripts/checkLogs.ts).
import { SEED_ACCOUNTS } from "@/lib/sim/auth/seedUsers";

export interface Secret {
  /** What it is, for the report ("superadmin@example.com's password"); never the value itself. */
  what: string;
  value: string;
}

/** The seeded accounts' passwords and two-factor secrets. */
export function demoSecrets(): Secret[] {
  return SEED_ACCOUNTS.flatMap((account) => [
    { what: `${account.username}'s password`, value: account.password },
    ...(account.totpSecret ? [{ what: `${account.username}'s two-factor secret`, value: account.totpSecret }] : []),
  ]);
}

/** Field names whose value must be "[redacted]" wherever a line has them (lib/observe/logger.ts). */
const SECRET_FIELDS = new Set(["password", "newpassword", "currentpassword", "token", "accesstoken", "refreshtoken", "totpsecret", "secret", "authorization", "cookie", "cookies", "set-cookie"]);

/** The JSON lines of a log (other lines, such as a start-up banner, are left out). */
export function jsonLines(text: string): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      // A line cut off as the process ended: not a whole entry.
    }
  }
  return lines;
}

function unredacted(value: unknown, path: string, found: string[]): void {
  if (!value || typeof value !== "object") return;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (SECRET_FIELDS.has(key.toLowerCase()) && inner !== "[redacted]" && inner !== undefined) found.push(`an unredacted "${here}" field`);
    else unredacted(inner, here, found);
  }
}

/** What of `secrets` the log holds, and which secret fields it holds unredacted: empty when clean. */
export function leaksIn(text: string, secrets: readonly Secret[]): string[] {
  const found = secrets.filter(({ value }) => value.length > 0 && text.includes(value)).map(({ what }) => what);
  for (const line of jsonLines(text)) unredacted(line, "", found);
  return [...new Set(found)];
}
