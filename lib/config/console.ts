// The console's configuration as typed values, read from an environment in one pass: every
// variable of ./variables.ts checked, all misfits reported together (ConfigError).
import path from "node:path";
import { readVariables } from "./read";
import { VARIABLES, type LOG_LEVELS } from "./variables";

export interface ConsoleConfig {
  readonly server: {
    readonly port: number;
    /** NEXTAUTH_URL, or null. */
    readonly url: string | null;
    /** NEXTAUTH_URL's origin, or null. */
    readonly origin: string | null;
    /** Served over https (NEXTAUTH_URL): secure cookies and HSTS. */
    readonly https: boolean;
    readonly sessionSecret: string | null;
    readonly trustProxy: boolean;
    /** HOSTNAME: the address scripts/serve.mjs listens on. */
    readonly hostname: string;
    /** SHUTDOWN_GRACE_SECONDS: how long a drain waits for requests in flight. */
    readonly shutdownGraceSeconds: number;
  };
  readonly upstream: {
    /** UPSTREAM_URL without trailing slashes, or null for the embedded upstream. */
    readonly url: string | null;
    readonly timeoutMs: number;
  };
  readonly auth: {
    readonly roleRecheckSeconds: number;
    readonly stepUpMinutes: number;
    readonly idleMinutes: number;
    readonly idleWarnSeconds: number;
    readonly passwordFailures: number;
    readonly codeFailures: number;
    readonly addressFailures: number;
    readonly windowMinutes: number;
    readonly lockMinutes: number;
  };
  readonly bodies: {
    readonly maxJsonMb: number;
    readonly maxBodyMb: number;
    readonly maxPackageMb: number;
  };
  readonly database: {
    readonly url: string | null;
    /** PGlite's directory (absolute), or null for memory. */
    readonly pgliteDir: string | null;
    readonly auditTrail: boolean;
    readonly retentionDays: number;
  };
  readonly observe: {
    readonly logLevel: (typeof LOG_LEVELS)[number];
    /** METRICS_TOKEN, or null (/metrics from loopback only). */
    readonly metricsToken: string | null;
  };
  readonly live: {
    /** LIVE_INTERVAL_SECONDS in ms. */
    readonly intervalMs: number;
    /** The interval while anything is in a transitional state, in ms (never above intervalMs). */
    readonly busyIntervalMs: number;
    /** LIVE_SHARED: one poller per region and list (true) or per sign-in (false). */
    readonly shared: boolean;
  };
  /** The embedded upstream's own switches that the console itself acts on. */
  readonly sim: {
    readonly testReset: boolean;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The configuration `env` gives, or a ConfigError naming every variable that does not fit. */
export function readConsoleConfig(env: Record<string, string | undefined>): ConsoleConfig {
  const v = readVariables(VARIABLES, env);
  const url = v.NEXTAUTH_URL;
  return deepFreeze({
    server: {
      port: v.PORT,
      url,
      origin: url === null ? null : new URL(url).origin,
      https: url?.startsWith("https://") ?? false,
      sessionSecret: v.NEXTAUTH_SECRET || null,
      trustProxy: v.TRUST_PROXY,
      hostname: v.HOSTNAME,
      shutdownGraceSeconds: v.SHUTDOWN_GRACE_SECONDS,
    },
    upstream: {
      url: v.UPSTREAM_URL?.replace(/\/+$/, "") || null,
      timeoutMs: v.UPSTREAM_TIMEOUT_MS,
    },
    auth: {
      roleRecheckSeconds: v.ROLE_RECHECK_SECONDS,
      stepUpMinutes: v.STEP_UP_MINUTES,
      idleMinutes: v.IDLE_MINUTES,
      idleWarnSeconds: v.IDLE_WARN_SECONDS,
      passwordFailures: v.AUTH_PASSWORD_FAILURES,
      codeFailures: v.AUTH_CODE_FAILURES,
      addressFailures: v.AUTH_ADDRESS_FAILURES,
      windowMinutes: v.AUTH_WINDOW_MINUTES,
      lockMinutes: v.AUTH_LOCK_MINUTES,
    },
    bodies: {
      maxJsonMb: v.BFF_MAX_JSON_MB,
      maxBodyMb: v.BFF_MAX_BODY_MB,
      maxPackageMb: v.BFF_MAX_PACKAGE_MB,
    },
    database: {
      url: v.DATABASE_URL,
      pgliteDir: v.AUDIT_PGLITE_DIR.trim() === "" ? null : path.resolve(v.AUDIT_PGLITE_DIR),
      auditTrail: v.AUDIT_TRAIL,
      retentionDays: v.AUDIT_RETENTION_DAYS,
    },
    observe: {
      logLevel: v.LOG_LEVEL,
      metricsToken: v.METRICS_TOKEN || null,
    },
    live: {
      intervalMs: Math.round(v.LIVE_INTERVAL_SECONDS * 1000),
      busyIntervalMs: Math.round(Math.min(v.LIVE_BUSY_INTERVAL_SECONDS, v.LIVE_INTERVAL_SECONDS) * 1000),
      shared: v.LIVE_SHARED,
    },
    sim: {
      testReset: v.SIM_TEST_RESET,
    },
  });
}
