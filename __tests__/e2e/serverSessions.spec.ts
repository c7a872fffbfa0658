// Sessions the server ends: a copy of the session cookie taken before the user signed out opens
// nothing afterwards — the console's own API and the BFF answer 401 (nothing reaches the
// upstream), and a page goes to sign-in. The idle end and the other revocations are shown by
// __tests__/contract/liveSessions.test.ts.
import { expect, test } from "./fixtures";
import { forwarded, signIn, signOut } from "./helpers";

test("a session cookie copied before sign-out is refused after it: 401 on the API, sign-in for a page", async ({ page, browser, baseURL }) => {
  await signIn(page, "manager");
  await expect(page).toHaveURL(/\/home\/instances$/);
  const copied = (await page.context().cookies()).filter((cookie) => cookie.name.includes("next-auth.session-token"));
  expect(copied).toHaveLength(1);
  const cookie = `${copied[0].name}=${copied[0].value}`;
  // The copy works while the session lives.
  expect((await page.request.get("/api/views", { headers: { cookie } })).status()).toBe(200);

  await signOut(page);

  const views = await page.request.get("/api/views", { headers: { cookie } });
  expect(views.status()).toBe(401);
  const before = (await forwarded(page, "listInstances")).length;
  const list = await page.request.get("/api/v1/instances?region=us-west-2", { headers: { cookie } });
  expect(list.status()).toBe(401);
  expect(await forwarded(page, "listInstances")).toHaveLength(before);

  // A browser holding the copy is sent to sign-in, and the copy is cleared.
  const replay = await browser.newContext({ baseURL });
  await replay.addCookies(copied);
  const other = await replay.newPage();
  await other.goto("/home/instances");
  await expect(other.getByRole("button", { name: "Login" })).toBeVisible();
  await expect(other).toHaveURL(/\/$/);
  expect((await replay.cookies()).filter((c) => c.name.includes("next-auth.session-token"))).toEqual([]);
  await replay.close();
});
