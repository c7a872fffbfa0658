// Dark mode: the console follows the system's colour scheme until the user picks
// Light or Dark in the user menu's Theme control; the choice is kept in this browser and
// applied before first paint, under the page's Content-Security-Policy.
import { test, expect, type Page } from "./fixtures";

/** Relative luminance (0 black … 1 white) of <body>'s background as the browser paints it now. */
function bodyLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  });
}

async function expectDark(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-dark", "");
  // Polled: the background eases into its new colour.
  await expect.poll(() => bodyLuminance(page)).toBeLessThan(0.05);
}

async function expectLight(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-light", "");
  await expect.poll(() => bodyLuminance(page)).toBeGreaterThan(0.8);
}

async function chooseTheme(page: Page, label: "System" | "Light" | "Dark") {
  await page.getByRole("button", { name: "Theme" }).click();
  const menu = page.getByRole("menu", { name: "Theme" });
  await menu.getByRole("menuitemradio", { name: label }).click();
  await expect(menu).toBeHidden();
}

test("choosing Dark in the user menu turns the console dark and survives a reload", async ({ page, asRole }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await asRole("admin");
  await expectLight(page);

  await chooseTheme(page, "Dark");
  await expectDark(page);

  await page.reload();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expectDark(page);
  // The choice is the checked item, and it holds against the system's light preference.
  await page.getByRole("button", { name: "Theme" }).click();
  await expect(page.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("menuitemradio", { name: "System" })).toHaveAttribute("aria-checked", "false");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu", { name: "Theme" })).toBeHidden();
});

test("the dark scheme is applied before the page's scripts, by a script the CSP allows", async ({ page, asRole }) => {
  await asRole("admin");
  const res = await page.request.get("/home/instances");
  const csp = res.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, "the page's CSP names a nonce").toBeTruthy();
  const html = await res.text();
  // The first script in <body>, before any styled element: it marks <html> before anything
  // below it is painted.
  const body = html.slice(html.indexOf("<body"));
  const first = /<script([^>]*)>([\s\S]*?)<\/script>/.exec(body);
  expect(first?.[1]).toContain(`nonce="${nonce}"`);
  expect(first?.[2]).toContain("prefers-color-scheme: dark");
  expect(first?.index).toBeLessThan(body.indexOf(' class="'));
});

test("System follows the system's scheme, also after Light or Dark was chosen", async ({ page, asRole }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await asRole("admin");
  await expectDark(page);

  // An explicit Light holds against the system's dark…
  await chooseTheme(page, "Light");
  await expectLight(page);

  // …and System, chosen from the keyboard, goes back to following it, live.
  const themeButton = page.getByRole("button", { name: "Theme" });
  await themeButton.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: "Theme" });
  await expect(menu.getByRole("menuitemradio", { name: "Light" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(menu.getByRole("menuitemradio", { name: "System" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
  await expect(themeButton).toBeFocused();
  await expectDark(page);

  await page.emulateMedia({ colorScheme: "light" });
  await expectLight(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectDark(page);
});
