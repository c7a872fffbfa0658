// Whether the console's development routes exist: only against the embedded upstream, with
// SIM_TEST_RESET=1 (set by playwright.config.ts). The dev routes (lib/routes/dev) answer 404
// anywhere else, and the BFF's step-up reads the e2e suite's stale-code mark only here.
import { config } from "@/lib/config";

export function devResetEnabled(): boolean {
  const { sim, upstream } = config();
  return sim.testReset && upstream.url === null;
}
