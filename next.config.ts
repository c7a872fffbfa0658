// Next.js configuration: strict React, no telemetry-visible headers, the embedded upstream's
// QR library, the audit trail's database drivers and the metrics and log libraries kept as
// server-only externals, and the security headers of static files and the probes (/healthz,
// /readyz). Pages get theirs from proxy.ts (with a CSP nonce), API
// answers theirs as they are served (lib/security/apiHeaders.ts); no header, redirect or rewrite
// rule here may apply to /api/v1, which the console's server hands straight to its route handler
// (scripts/lib/bffFastPath.mjs refuses to start on a build that has one).
import type { NextConfig } from "next";
import { readConsoleConfig } from "./lib/config/console";
import { nonPageSecurityHeaders } from "./lib/security/headers";

function asList(headers: Record<string, string>): { key: string; value: string }[] {
  return Object.entries(headers).map(([key, value]) => ({ key, value }));
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from beside its module, and pg has optional
  // native parts: both stay outside the server bundle. The metrics and log libraries are loaded
  // from node_modules too, so the console's server and every chunk share one copy of each
  // (their registry and logger are also held per process: lib/observe).
  serverExternalPackages: ["qrcode", "@electric-sql/pglite", "pg", "prom-client", "pino", "pino-pretty"],
  // Kysely ships ES modules only; listing it also makes next/jest compile it for the tests.
  transpilePackages: ["kysely"],
  // A test run (scripts/test.mjs) has type-checked the whole project (`npm run typecheck`) before
  // its e2e suite builds: the build does not check the same files a second time then.
  typescript: { ignoreBuildErrors: process.env.CONSOLE_TYPES_CHECKED === "1" },
  // Turbopack keeps what a build computed in .next for the next build to reuse. A CI run builds
  // once in a fresh clone, where writing that cache only costs time.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  async headers() {
    // Built into the routes manifest, so read at build time: the build runs with the runtime's
    // environment (`npm start` builds when needed), and a wrong value stops it too.
    const { https } = readConsoleConfig(process.env).server;
    const headers = asList(nonPageSecurityHeaders(https));
    return ["/_next/:path*", "/favicon.ico", "/healthz", "/readyz"].map((source) => ({ source, headers }));
  },
};

export default nextConfig;
