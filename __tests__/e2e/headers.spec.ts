// Security headers as Chromium receives them (issue: hardening): on the sign-in page, the signed-in
// list and a BFF answer; and another site that frames the console gets an empty frame. A BFF
// address whose escapes do not decode gets the console's message, not Next.js's bare error page
// (the proxy sees only the BFF's addresses with a `%`).
import { expect, test } from "./fixtures";
import { upstreamLog } from "./helpers";

function expectBaseHeaders(headers: Record<string, string>): void {
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
}

test("the sign-in page, the instance list and a BFF answer carry the security headers", async ({ page, asRole }) => {
  const signInPage = await page.goto("/");
  expectBaseHeaders(signInPage!.headers());
  // Pages allow only the console's own scripts, by a nonce that changes with every answer.
  const csp = signInPage!.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  const again = (await page.request.get("/")).headers()["content-security-policy"];
  expect(again).not.toBe(csp);

  await asRole("manager");
  await expect(page).toHaveURL(/\/home\/instances$/);
  const list = await page.request.get("/home/instances");
  expectBaseHeaders(list.headers());

  const api = await page.request.get("/api/v1/instances?region=us-west-2");
  expect(api.status()).toBe(200);
  expectBaseHeaders(api.headers());
  expect(api.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
});

test("a BFF address with a malformed escape is the console's 400 message, not forwarded", async ({ page, asRole }) => {
  await asRole("manager");
  for (const path of ["/api/v1/instances/%E0%A4%A/data?region=us-west-2", "/api/v1/instances/%zz/data?region=us-west-2"]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(400);
    expect(await res.json()).toEqual({ message: "The address is not valid: it has a malformed percent-encoding." });
  }
  // In the query, the value that does not decode is refused on its field.
  const query = await page.request.get("/api/v1/instances/i-1/data?deployment=dedicated&ip=198.51.100.7&lms=x&region=%E0%A4%A");
  expect(query.status()).toBe(400);
  expect(Object.keys((await query.json()).fields)).toEqual(["region"]);
  const reached = (await upstreamLog(page)).map((entry) => entry.path);
  expect(reached.filter((path) => path.includes("%") || path === "/instances/i-1/data")).toEqual([]);
  // An escape that decodes passes on to the BFF: "%69nstances" is "instances", the region's list.
  const encoded = await page.request.get("/api/v1/%69nstances?region=us-west-2");
  expect(encoded.status()).toBe(200);
  expect((await encoded.json()).instances.length).toBeGreaterThan(0);
});

test("another site framing the console gets an empty frame", async ({ browser, baseURL }) => {
  // The attacker's page is not the console's, so it is opened in a context of its own.
  const context = await browser.newContext();
  const attacker = await context.newPage();
  await attacker.route("http://attacker.test/", (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><title>x</title><iframe id="console" src="${baseURL}/"></iframe>` }),
  );
  // The attacker's page counts as loaded once its frame has loaded, whatever it shows.
  await attacker.goto("http://attacker.test/", { waitUntil: "load" });
  const frame = attacker.frames().find((f) => f !== attacker.mainFrame());
  expect(frame).toBeDefined();
  // Chromium refuses to show the console there and puts its own empty error page in its place.
  await expect.poll(() => frame!.url()).toMatch(/^chrome-error:/);
  await expect(attacker.frameLocator("#console").getByRole("button", { name: "Login" })).toHaveCount(0);
  await context.close();
});
