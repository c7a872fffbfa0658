// Whether the console's development routes exist: only against the embedded upstream, with
// SIM_TEST_RESET=1 (set by playwright.config.ts). The dev routes (lib/routes/dev) answer 404
// anywhere else, and the BFF's step-up reads the e2e suite's stale-code mark only here.
export function devResetEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SIM_TEST_RESET === "1" && !env.UPSTREAM_URL;
}
