// Next.js configuration: strict React, no telemetry-visible headers, the embedded upstream's
// QR library kept as a server-only external, and the security headers of API answers and
// static files (pages get theirs, with a CSP nonce, from proxy.ts).
import type { NextConfig } from "next";
import { baseSecurityHeaders, NON_PAGE_CONTENT_SECURITY_POLICY, servedOverHttps } from "./lib/security/headers";

function asList(headers: Record<string, string>): { key: string; value: string }[] {
  return Object.entries(headers).map(([key, value]) => ({ key, value }));
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["qrcode"],
  async headers() {
    const headers = asList({ ...baseSecurityHeaders(servedOverHttps()), "Content-Security-Policy": NON_PAGE_CONTENT_SECURITY_POLICY });
    return ["/api/:path*", "/_next/:path*", "/favicon.ico"].map((source) => ({ source, headers }));
  },
};

export default nextConfig;
