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

/** The process's two loggers, on one output. */
export interface Logs {
  /** For anything a caller logs: secret fields redacted, the request's id added. */
  readonly general: Logger;
  /** For the request lines of requestObserver.ts alone, whose fields are fixed and hold no
   * secret: no redaction, which costs tens of microseconds a line once wildcards are in it. */
  readonly requests: Logger;
}

/** Loggers at `level` writing to `destination` (tests give their own; the process's write to stdout). */
export function createLogs(level: LogLevel, destination?: DestinationStream): Logs {
  const output = destination ?? (process.env.NODE_ENV === "development" ? prettyOutput() : pino.destination({ dest: 1, sync: false }));
  const common = { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  return {
    general: pino(
      {
        ...common,
        redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
        mixin() {
          const facts = currentRequest();
          return facts ? { requestId: facts.requestId } : {};
        },
      },
      output,
    ),
    requests: pino(common, output),
  };
}

/** A general logger at `level` writing to `destination`. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return createLogs(level, destination).general;
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

let held: Logs | undefined;

function logs(): Logs {
  return (held ??= processSingleton("logs", () => createLogs(configuredLevel())));
}

/** The process's logger, made the first time any bundle asks. */
export function logger(): Logger {
  return logs().general;
}

/** The process's logger of request lines (requestObserver.ts only: its fields are fixed). */
export function requestLogger(): Logger {
  return logs().requests;
}

