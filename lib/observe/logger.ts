// The console's log: one JSON line per event on standard output (pino, written asynchronously),
// at LOG_LEVEL; readable lines under `npm run dev` only. A line written while a request is
// handled carries its request id. Known secret fields are redacted wherever they sit in what is
// logged, and callers log chosen fields, never headers or bodies whole: no token, password,
// two-factor code or secret, or cookie value may reach the log.
import { createRequire } from "node:module";
import path from "node:path";
import pino, { type DestinationStream, type Level, type Logger } from "pino";
import { config } from "@/lib/config";
import { processSingleton } from "@/lib/process/singleton";
import { currentRequest } from "./requestFacts";

/** Field names that hold secrets in the console's and the upstream's shapes (a two-factor code
 * travels as `token`; `code` is left readable, as errors carry theirs there: ECONNREFUSED). */
const SECRET_FIELDS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "totpSecret",
  "secret",
  "authorization",
  "cookie",
  "cookies",
  "set-cookie",
];

/** A field as a step of a redaction path: a name, or a bracketed string when it is not one. */
const step = (field: string): string => (/^[A-Za-z_$][\w$]*$/.test(field) ? `.${field}` : `["${field}"]`);

/** Where pino replaces a value with "[redacted]": each secret field at the top and two levels down. */
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => [step(field).replace(/^\./, ""), `*${step(field)}`, `*.*${step(field)}`]);

export type LogLevel = Level | "silent";

/** Readable lines on standard output: pino-pretty, a development dependency, loaded from the
 * project's own node_modules only under `npm run dev` (a production install does not have it). */
function prettyOutput(): DestinationStream {
  const load = createRequire(path.join(process.cwd(), "package.json"));
  const pretty = load("pino-pretty") as (options: Record<string, unknown>) => DestinationStream;
  return pretty({ translateTime: "SYS:HH:MM:ss.l", ignore: "pid" });
}

/** A logger at `level` writing to `destination` (tests give their own; the process's writes to stdout). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const output = destination ?? (process.env.NODE_ENV === "development" ? prettyOutput() : pino.destination({ dest: 1, sync: false }));
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      mixin() {
        const facts = currentRequest();
        return facts ? { requestId: facts.requestId } : {};
      },
    },
    output,
  );
}

/** LOG_LEVEL (lib/config); a test run logs nothing unless it is set. */
function configuredLevel(): LogLevel {
  if (process.env.NODE_ENV === "test" && process.env.LOG_LEVEL === undefined) return "silent";
  try {
    return config().observe.logLevel;
  } catch {
    // The configuration does not fit (instrumentation.ts reports it and stops): say so at info.
    return "info";
  }
}

let held: Logger | undefined;

/** The process's logger, made the first time any bundle asks. */
export function logger(): Logger {
  return (held ??= processSingleton("logger", () => createLogger(configuredLevel())));
}

