// Next.js configuration: strict React, no telemetry-visible headers, and the
// embedded upstream's QR library kept as a server-only external.
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["qrcode"],
};

export default nextConfig;
