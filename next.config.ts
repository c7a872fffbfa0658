// Next.js configuration: strict React, no telemetry-visible headers, the embedded upstream's
// QR library and the audit trail's database drivers kept as server-only externals, and the security headers of API answers,
// static files and the probes (pages get theirs, with a CSP nonce, from proxy.ts).
import type { NextConfig } from "next";
import { readConsoleConfig } from "./lib/config/console";
import { baseSecurityHeaders, NON_PAGE_CONTENT_SECURITY_POLICY } from "./lib/security/headers";

function asList(headers: Record<string, string>): { key: string; value: string }[] {
  return Object.entries(headers).map(([key, value]) => ({ key, value }));
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from beside its module, and pg has optional
  // native parts: both stay outside the server bundle.
  serverExternalPackages: ["qrcode", "@electric-sql/pglite", "pg"],
  // Kysely ships ES modules only; listing it also makes next/jest compile it for the tests.
  transpilePackages: ["kysely"],
  async headers() {
    // Built into the routes manifest, so read at build time: the build runs with the runtime's
    // environment (`npm start` builds when needed), and a wrong value stops it too.
    const { https } = readConsoleConfig(process.env).server;
    const headers = asList({ ...baseSecurityHeaders(https), "Content-Security-Policy": NON_PAGE_CONTENT_SECURITY_POLICY });
    return ["/api/:path*", "/_next/:path*", "/favicon.ico", "/healthz", "/readyz"].map((source) => ({ source, headers }));
  },
};

export default nextConfig;
