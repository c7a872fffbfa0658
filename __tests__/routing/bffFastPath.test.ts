// Which requests the console's server hands straight to the BFF's handler, and the headers it
// gives them: everything Next.js's router would treat specially still goes through it. A long
// answer the memo hands out again is compressed once.
import { gunzipSync } from "node:zlib";
import { apiHeadersOf, gzipped, takesFastPath } from "@/scripts/lib/bffFastPath.mjs";

describe("takesFastPath", () => {
  it("takes the BFF's plain calls, with or without a query", () => {
    expect(takesFastPath("GET", "/api/v1/instances?region=us-west-2")).toBe(true);
    expect(takesFastPath("POST", "/api/v1/instances/i-0abc/reboot")).toBe(true);
    expect(takesFastPath("PUT", "/api/v1/users/ana@example.edu")).toBe(true);
    expect(takesFastPath("DELETE", "/api/v1/dbinstances/db-1/snapshots/s-2")).toBe(true);
    // A percent-escape in the query is the handler's to read; only the path's go to proxy.ts.
    expect(takesFastPath("GET", "/api/v1/instances?q=a%20b")).toBe(true);
  });

  it("leaves to Next.js what its router or proxy.ts treats specially", () => {
    expect(takesFastPath("GET", "/api/v1/instances/%E0%A4%A")).toBe(false);
    expect(takesFastPath("GET", "/api/v1/instances/")).toBe(false);
    expect(takesFastPath("GET", "/api/v1//instances")).toBe(false);
    expect(takesFastPath("GET", "/api/v1/../auth/session")).toBe(false);
    expect(takesFastPath("GET", "/api/v1/./instances")).toBe(false);
    expect(takesFastPath("GET", "/api/v1")).toBe(false);
    expect(takesFastPath("HEAD", "/api/v1/instances")).toBe(false);
    expect(takesFastPath("PATCH", "/api/v1/instances")).toBe(false);
    expect(takesFastPath("OPTIONS", "/api/v1/instances")).toBe(false);
  });

  it("takes nothing outside /api/v1", () => {
    expect(takesFastPath("GET", "/api/auth/session")).toBe(false);
    expect(takesFastPath("GET", "/api/v10/instances")).toBe(false);
    expect(takesFastPath("GET", "/home/instances")).toBe(false);
    expect(takesFastPath("POST", "/api/views")).toBe(false);
  });
});

describe("apiHeadersOf", () => {
  it("reads the /api/* header rule the build recorded, in order", () => {
    const manifest = {
      headers: [
        { source: "/_next/:path*", headers: [{ key: "X-Other", value: "1" }] },
        { source: "/api/:path*", headers: [{ key: "X-Frame-Options", value: "DENY" }, { key: "Content-Security-Policy", value: "default-src 'none'" }] },
      ],
    };
    expect(apiHeadersOf(manifest)).toEqual([
      ["X-Frame-Options", "DENY"],
      ["Content-Security-Policy", "default-src 'none'"],
    ]);
  });

  it("is null when the build has no such rule (the server then leaves the BFF to Next.js)", () => {
    expect(apiHeadersOf({ headers: [] })).toBeNull();
    expect(apiHeadersOf({})).toBeNull();
    expect(apiHeadersOf(null)).toBeNull();
  });
});

describe("gzipped", () => {
  const listOf = (count: number) => Buffer.from(JSON.stringify({ instances: Array.from({ length: count }, (_, i) => ({ instanceId: `i-${i}`, name: `lms-${i}` })) }));

  it("compresses the bytes an answer carries once, however often they are written", async () => {
    const held = new Uint8Array(listOf(5_000));
    const body = Buffer.from(held.buffer, held.byteOffset, held.byteLength);
    const first = await gzipped(body, held);
    const again = await gzipped(Buffer.from(held.buffer, held.byteOffset, held.byteLength), held);
    expect(again).toBe(first);
    expect(gunzipSync(first).equals(body)).toBe(true);
  });

  it("keeps nothing for bytes no answer carries, and keeps other bytes apart", async () => {
    const one = listOf(3_000);
    const [a, b] = [await gzipped(one), await gzipped(one)];
    expect(a).not.toBe(b);
    expect(gunzipSync(a).equals(one)).toBe(true);
    const other = new Uint8Array(listOf(4_000));
    const otherZipped = await gzipped(Buffer.from(other), other);
    expect(gunzipSync(otherZipped).equals(Buffer.from(other))).toBe(true);
    expect(gunzipSync(otherZipped).equals(one)).toBe(false);
  });
});
