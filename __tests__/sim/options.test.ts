// The SIM_* settings of instance operations: read from the environment with their defaults,
// refused when out of range, and the console address e-mail links point at.
import { optionsFromEnv, SIM_DEFAULTS } from "@/lib/sim";
import { resolveOptions } from "@/lib/sim/options";

/** An environment holding only `vars`. */
const env = (vars: Record<string, string> = {}) => vars as NodeJS.ProcessEnv;

describe("simulator options", () => {
  it("defaults to 4 s transitions, 50 MB uploads and the console on localhost:3000", () => {
    expect(optionsFromEnv(env())).toMatchObject({ transitionMs: 4000, uploadLimitMb: 50, consoleUrl: "http://localhost:3000" });
    expect(SIM_DEFAULTS).toMatchObject({ transitionMs: 4000, uploadLimitMb: 50 });
    expect(resolveOptions()).toMatchObject({ transitionMs: 4000, uploadLimitMb: 50, consoleUrl: "http://localhost:3000" });
  });

  it("reads SIM_TRANSITION_MS, SIM_UPLOAD_LIMIT_MB and the console's own address", () => {
    const vars = env({ SIM_TRANSITION_MS: "250", SIM_UPLOAD_LIMIT_MB: "5", NEXTAUTH_URL: "https://ops.example/" });
    expect(resolveOptions(optionsFromEnv(vars))).toMatchObject({ transitionMs: 250, uploadLimitMb: 5, consoleUrl: "https://ops.example" });
    expect(optionsFromEnv(env({ PORT: "3100" })).consoleUrl).toBe("http://localhost:3100");
    expect(optionsFromEnv(env({ SIM_TRANSITION_MS: "0" })).transitionMs).toBe(0);
  });

  it("refuses values that make no sense, naming the variable", () => {
    expect(() => optionsFromEnv(env({ SIM_TRANSITION_MS: "-1" }))).toThrow(/SIM_TRANSITION_MS/);
    expect(() => optionsFromEnv(env({ SIM_TRANSITION_MS: "soon" }))).toThrow(/SIM_TRANSITION_MS/);
    expect(() => optionsFromEnv(env({ SIM_UPLOAD_LIMIT_MB: "0" }))).toThrow(/SIM_UPLOAD_LIMIT_MB/);
    expect(() => resolveOptions({ transitionMs: Number.NaN })).toThrow(/transitionMs/);
  });
});
