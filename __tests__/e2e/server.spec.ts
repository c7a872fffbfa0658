// The console's server hands the BFF's plain calls straight to their route handler (the fast
// path, scripts/lib/bffFastPath.mjs) and everything else to Next.js: this fails when the fast
// path is not engaged. Either way an API answer carries lib/security's headers, set as it is served.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

async function served(request: APIRequestContext): Promise<number> {
  const res = await request.get("/api/dev/fast-path");
  expect(res.status(), "GET /api/dev/fast-path (needs SIM_TEST_RESET=1)").toBe(200);
  return ((await res.json()) as { served: number }).served;
}

function expectApiHeaders(headers: Record<string, string>): void {
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
}

test("the BFF's calls take the fast path, what Next.js treats specially does not, and all carry the API headers", async ({ request }) => {
  const before = await served(request);
  // Anonymous: the BFF's own gate answers, on the fast path.
  const call = await request.get("/api/v1/user");
  expect(call.status()).toBe(401);
  expectApiHeaders(call.headers());
  expect(await served(request)).toBe(before + 1);

  // A malformed escape goes through Next.js, where proxy.ts answers it.
  const escaped = await request.get("/api/v1/instances/%zz");
  expect(escaped.status()).toBe(400);
  expectApiHeaders(escaped.headers());
  // The console's other API routes go through Next.js too.
  const views = await request.get("/api/views");
  expect(views.status()).toBe(401);
  expectApiHeaders(views.headers());
  expect(await served(request)).toBe(before + 1);
});
