// The probes stand outside the page gates: proxy.ts's matcher, compiled the way Next.js compiles
// it for the build, leaves /healthz and /readyz out (an anonymous probe would otherwise be sent
// to sign-in) and still covers the pages around them; and next.config.ts gives the probes the
// security headers of the console's other non-page answers.
import nextConfig from "@/next.config";
import { config as proxyConfig } from "@/proxy";
import { PROBE_PATHS } from "@/lib/contract/probes";
import { nonPageSecurityHeaders } from "@/lib/security/headers";

/** Next.js's own compiler of a proxy's matcher into the regular expressions it runs (not typed). */
type CompileMatchers = (matcher: string[], nextConfig: object) => { regexp: string }[];
let compile: CompileMatchers;

beforeAll(async () => {
  const staticInfo = (await import("next/dist/build/analysis/get-page-static-info")) as unknown as { getMiddlewareMatchers: CompileMatchers };
  compile = staticInfo.getMiddlewareMatchers;
});

function gated(pathname: string): boolean {
  return compile(proxyConfig.matcher, {}).some((matcher) => new RegExp(matcher.regexp).test(pathname));
}

describe("the page gates (proxy.ts)", () => {
  it("never run for the probes", () => {
    expect(gated(PROBE_PATHS.health)).toBe(false);
    expect(gated(PROBE_PATHS.readiness)).toBe(false);
  });

  it("still run for every page, including ones whose names begin like a probe's", () => {
    for (const page of ["/", "/home", "/home/instances", "/activity", "/healthz-report", "/readyzone"]) expect(gated(page)).toBe(true);
  });
});

describe("next.config.ts", () => {
  it("gives the probes the security headers of the console's other non-page answers", async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const expected = Object.entries(nonPageSecurityHeaders(false)).map(([key, value]) => ({ key, value }));
    for (const path of Object.values(PROBE_PATHS)) expect(rules.find((rule) => rule.source === path)?.headers).toEqual(expected);
  });
});
