// The console's configuration: defaults when nothing is set, typed values when something is, and
// a wrong value refused with a message naming the variable and what it accepts — every wrong
// value at once, not only the first.
import { config, configProblems, ConfigError } from "@/lib/config";
import { readConsoleConfig } from "@/lib/config/console";
import { VARIABLE_NAMES } from "@/lib/config/variables";

/** The problems `env` has, or [] when it fits. */
function problems(env: Record<string, string>): readonly string[] {
  try {
    readConsoleConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe("defaults", () => {
  it("an empty environment is a working configuration", () => {
    const c = readConsoleConfig({});
    expect(c.server).toEqual({ port: 3000, url: null, origin: null, https: false, sessionSecret: null, trustProxy: false, hostname: "127.0.0.1", shutdownGraceSeconds: 25 });
    expect(c.upstream).toEqual({ url: null, timeoutMs: 30_000 });
    expect(c.auth).toEqual({ roleRecheckSeconds: 60, stepUpMinutes: 5, idleMinutes: 30, idleWarnSeconds: 60, passwordFailures: 10, codeFailures: 5, addressFailures: 30, windowMinutes: 15, lockMinutes: 15 });
    expect(c.bodies).toEqual({ maxJsonMb: 1, maxBodyMb: 100, maxPackageMb: 300 });
    expect(c.database).toMatchObject({ url: null, auditTrail: true, retentionDays: 365 });
    expect(c.database.pgliteDir).toBe(`${process.cwd()}/.local/audit-db`);
    expect(c.sim).toEqual({ testReset: false });
  });

  it("an empty value is unset, except where empty means something (AUDIT_PGLITE_DIR: memory)", () => {
    const c = readConsoleConfig({ AUTH_LOCK_MINUTES: "", UPSTREAM_URL: " ", AUDIT_PGLITE_DIR: "" });
    expect(c.auth.lockMinutes).toBe(15);
    expect(c.upstream.url).toBeNull();
    expect(c.database.pgliteDir).toBeNull();
  });

  it("the values are frozen", () => {
    const c = readConsoleConfig({});
    expect(Object.isFrozen(c)).toBe(true);
    expect(Object.isFrozen(c.auth)).toBe(true);
  });
});

describe("given values", () => {
  it("are typed: numbers, flags, URLs, choices", () => {
    const c = readConsoleConfig({
      AUTH_LOCK_MINUTES: " 30 ",
      BFF_MAX_JSON_MB: "0.5",
      TRUST_PROXY: "1",
      AUDIT_TRAIL: "OFF",
      NEXTAUTH_URL: "https://ops.example.com/console",
      UPSTREAM_URL: "https://api.example.com/api/v1//",
      DATABASE_URL: "postgresql://console@db.example.com:5432/console",
      SIM_TEST_RESET: "1",
    });
    expect(c.auth.lockMinutes).toBe(30);
    expect(c.bodies.maxJsonMb).toBe(0.5);
    expect(c.server).toMatchObject({ trustProxy: true, https: true, url: "https://ops.example.com/console", origin: "https://ops.example.com" });
    expect(c.database).toMatchObject({ auditTrail: false, url: "postgresql://console@db.example.com:5432/console" });
    expect(c.upstream.url).toBe("https://api.example.com/api/v1");
    expect(c.sim.testReset).toBe(true);
  });
});

describe("wrong values", () => {
  it("a number that is not one names the variable and what it accepts", () => {
    expect(() => readConsoleConfig({ AUTH_LOCK_MINUTES: "fifteen" })).toThrow(new ConfigError(['AUTH_LOCK_MINUTES must be a whole number from 1 to 1440 (got "fifteen")']));
    expect(new ConfigError(['AUTH_LOCK_MINUTES must be a whole number from 1 to 1440 (got "fifteen")']).message).toBe('Configuration error: AUTH_LOCK_MINUTES must be a whole number from 1 to 1440 (got "fifteen")');
    for (const wrong of ["0", "1441", "1.5", "-3", "15m", "1e2"]) expect(problems({ AUTH_LOCK_MINUTES: wrong })).toEqual([`AUTH_LOCK_MINUTES must be a whole number from 1 to 1440 (got "${wrong}")`]);
    for (const wrong of ["0", "-1", "big", "20000"]) expect(problems({ BFF_MAX_BODY_MB: wrong })).toEqual([`BFF_MAX_BODY_MB must be a number greater than 0 and at most 10240 (got "${wrong}")`]);
  });

  it("a switch that is not one", () => {
    expect(problems({ TRUST_PROXY: "yes" })).toEqual(['TRUST_PROXY must be 1 (on) or 0 (off) (got "yes")']);
    expect(problems({ AUDIT_TRAIL: "false" })).toEqual(['AUDIT_TRAIL must be on or off (got "false")']);
    expect(problems({ SIM_SCHEDULER: "soon" })).toEqual(['SIM_SCHEDULER must be one of real, fast (got "soon")']);
  });

  it("an address that is not one", () => {
    expect(problems({ NEXTAUTH_URL: "ops.example.com" })).toEqual(['NEXTAUTH_URL must be an http:// or https:// URL (got "ops.example.com")']);
    expect(problems({ UPSTREAM_URL: "ftp://api.example.com" })).toEqual(['UPSTREAM_URL must be an http:// or https:// URL (got "ftp://api.example.com")']);
    expect(problems({ DATABASE_URL: "mysql://db/console" })).toEqual(['DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://db/console")']);
  });

  it("a listening address that is not one", () => {
    for (const fine of ["0.0.0.0", "::", "::1", "127.0.0.1", "console-7f9c4", "localhost"]) expect(problems({ HOSTNAME: fine })).toEqual([]);
    expect(problems({ HOSTNAME: "http://0.0.0.0" })).toEqual(['HOSTNAME must be a host name or an IP address (127.0.0.1, 0.0.0.0, ::) (got "http://0.0.0.0")']);
    expect(problems({ SHUTDOWN_GRACE_SECONDS: "soon" })).toEqual(['SHUTDOWN_GRACE_SECONDS must be a whole number from 0 to 3600 (got "soon")']);
    expect(readConsoleConfig({ HOSTNAME: " 0.0.0.0 ", SHUTDOWN_GRACE_SECONDS: "0" }).server).toMatchObject({ hostname: "0.0.0.0", shutdownGraceSeconds: 0 });
  });

  it("a fault list that is not one says what is wrong with it", () => {
    expect(problems({ SIM_FAULTS: "latency=300,error_rate=0.1" })).toEqual([]);
    expect(problems({ SIM_FAULTS: "slowness=3" })).toEqual(['SIM_FAULTS must be a fault list such as latency=300,error_rate=0.1 (got "slowness=3"): unknown fault "slowness" (known: latency, error_rate, drop_rate, expire_rate, process_error_rate)']);
  });

  it("every wrong value is reported together, in the table's order", () => {
    expect(problems({ AUTH_LOCK_MINUTES: "fifteen", PORT: "http", SIM_SEED: "-1", AUDIT_TRAIL: "maybe" })).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "http")',
      'AUTH_LOCK_MINUTES must be a whole number from 1 to 1440 (got "fifteen")',
      'AUDIT_TRAIL must be on or off (got "maybe")',
      `SIM_SEED must be a whole number from 0 to ${2 ** 32 - 1} (got "-1")`,
    ]);
  });

  it("every default fits its own variable", () => {
    expect(problems({})).toEqual([]);
    expect(VARIABLE_NAMES.length).toBeGreaterThan(30);
  });
});

describe("the process's configuration", () => {
  const saved = process.env.AUTH_LOCK_MINUTES;
  afterEach(() => {
    if (saved === undefined) delete process.env.AUTH_LOCK_MINUTES;
    else process.env.AUTH_LOCK_MINUTES = saved;
  });

  it("is read from process.env, and read again in tests when a variable changes", () => {
    delete process.env.AUTH_LOCK_MINUTES;
    expect(config().auth.lockMinutes).toBe(15);
    expect(config()).toBe(config());
    process.env.AUTH_LOCK_MINUTES = "20";
    expect(config().auth.lockMinutes).toBe(20);
  });

  it("configProblems lists what the start would refuse", () => {
    delete process.env.AUTH_LOCK_MINUTES;
    expect(configProblems()).toEqual([]);
    process.env.AUTH_LOCK_MINUTES = "fifteen";
    expect(configProblems()).toEqual(['AUTH_LOCK_MINUTES must be a whole number from 1 to 1440 (got "fifteen")']);
    expect(() => config()).toThrow('Configuration error: AUTH_LOCK_MINUTES must be a whole number from 1 to 1440 (got "fifteen")');
  });
});
