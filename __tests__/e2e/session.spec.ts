// Sessions end only when they have ended (spec 1 §2, §8): a current-user call
// that fails with 503 keeps the session and offers Retry, which recovers; a 401 ends it. The
// route that ends a session answers a relative Location, so the browser stays on its host.
import { expect, test, type Page } from "./fixtures";

const UNAVAILABLE = "The upstream service is unavailable. Try again in a moment.";

/** Answers the browser's next current-user call with `status` (once), the rest go through. */
async function failNextCurrentUserCall(page: Page, status: number, message: string): Promise<void> {
  await page.route("**/api/v1/user", (route) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ message }) }), { times: 1 });
}

test("a current-user 503 keeps the session and shows Retry; Retry recovers", async ({ page, asRole }) => {
  await failNextCurrentUserCall(page, 503, UNAVAILABLE);
  await asRole("admin");
  await expect(page).toHaveURL(/\/home\/instances$/);

  const problem = page.getByRole("alert").filter({ hasText: "Your user details could not be loaded" });
  await expect(problem).toContainText(UNAVAILABLE);
  await expect(problem).toContainText("You are still signed in.");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();

  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/v1/user");
  await problem.getByRole("button", { name: "Retry" }).click();
  expect((await answered).status()).toBe(200);
  await expect(problem).toHaveCount(0);

  // Still signed in: a fresh load of the console stays on it.
  await page.reload();
  await expect(page).toHaveURL(/\/home\/instances$/);
  await expect(page.getByText("Adrian Admin")).toBeVisible();
});

test("a current-user 401 ends the session and returns to sign-in", async ({ page, asRole }) => {
  await asRole("admin");
  await expect(page).toHaveURL(/\/home\/instances$/);
  // From now on the current-user call is refused, as when the upstream has ended the session.
  // The page's other calls are dropped meanwhile: they would reach the upstream, whose session
  // this test has not really ended, and an answer after the sign-out would bring the cookie back
  // with a refreshed session (an upstream that has ended the session refuses them too).
  // The calls of the first load are let finish first, for the same reason.
  await page.waitForLoadState("networkidle");
  await page.route("**/api/v1/**", (route) => route.abort());
  await page.route("**/api/v1/user", (route) => route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ message: "Please sign in." }) }));
  await page.reload();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await page.unrouteAll();
  await page.goto("/home");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});

test("/signed-out answers a relative Location and clears the session", async ({ page, asRole }) => {
  await asRole("admin");
  await expect(page).toHaveURL(/\/home\/instances$/);
  // The console is left first: its next call, refused once the cookie is cleared, would send the
  // open page to sign-in on its own and abort the load below.
  await page.goto("about:blank");

  const res = await page.request.get("/signed-out", { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers()["location"]).toBe("/");
  expect(res.headers()["set-cookie"]).toMatch(/Max-Age=0/i);

  await page.goto("/home");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});
