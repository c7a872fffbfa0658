// The console's configuration, read from the environment and validated once per process:
// server code imports typed values from here (`config().auth.lockMinutes`) instead of parsing
// process.env where it is used. instrumentation.ts calls configProblems() as the server starts,
// so a wrong value stops the start with one line per variable naming what it accepts.
//
// No value reaches the browser through NEXT_PUBLIC_* variables: the few the browser needs (idle
// timeouts, the role recheck interval) are handed to it as props by server layouts.
//
// Under Jest (NODE_ENV=test) the values are read again whenever one of the variables has
// changed, so suites may set process.env before and between calls; Next.js inlines NODE_ENV in
// the built server, where the first read is kept for the life of the process.
import "server-only";
import { readConsoleConfig, type ConsoleConfig } from "./config/console";
import { ConfigError } from "./config/read";
import { VARIABLE_NAMES } from "./config/variables";
import { processSingleton } from "./process/singleton";

export type { ConsoleConfig } from "./config/console";
export { ConfigError } from "./config/read";

interface Held {
  config: ConsoleConfig;
  /** The variables' values it was read from (tests only). */
  snapshot: string | null;
}

// Kept once per process, not in a module variable: Next.js may load this module in several
// bundles (proxy, routes, pages), and one process reads its environment once.
const holder = () => processSingleton<{ held?: Held }>("config", () => ({}));

function snapshot(): string | null {
  if (process.env.NODE_ENV !== "test") return null;
  return VARIABLE_NAMES.map((name) => `${name}=${process.env[name] ?? "\u0000"}`).join("\n");
}

/** The console's configuration; throws a ConfigError naming every variable that does not fit. */
export function config(): ConsoleConfig {
  const box = holder();
  const held = box.held;
  const now = held?.snapshot === null ? null : snapshot();
  if (held && held.snapshot === now) return held.config;
  const read = readConsoleConfig(process.env);
  box.held = { config: read, snapshot: now };
  return read;
}

/** Every configuration problem of this process's environment, one sentence each (none: empty). */
export function configProblems(): readonly string[] {
  try {
    config();
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}
