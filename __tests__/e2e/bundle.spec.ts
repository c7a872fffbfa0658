// What stays out of the instance list's first load, as the built console serves it (the performance
// target in docs/performance.md: under 200 kB of JavaScript). zod's runtime: a screen importing zod
// or a contract schema module (which pulls zod) makes this fail; the lint rule in eslint.config.mjs
// stops most such imports earlier, this catches any path it cannot see (a re-export, a new alias, a
// dependency). MUI's components: the shell and the list are drawn with plain elements
// (components/common/plain), and menus and dialogs load when first opened, so an MUI component
// imported by the first screen makes this fail. MUI's styling runtime: the theme is a stylesheet
// the server writes and the MUI provider comes with what uses it (components/common/mui), so
// emotion in the first load (an MUI import, a provider back at the root) makes this fail.
import { expect, test } from "./fixtures";
import { instanceRows } from "./lists";

// zod 4 names every schema and error class through `$constructor("$ZodType", …)`: string
// literals that minification keeps. Checked in the built chunks: present when InstanceList
// imports zod, absent otherwise.
const ZOD_RUNTIME = /["'`]\$Zod(?:Type|Error|Object|Check)["'`]/;

// Each MUI component names its classes from a literal prefix that minification keeps.
const MUI_COMPONENTS = /["'`]Mui(?:ButtonBase|TouchRipple|Typography|Toolbar|LinearProgress|CircularProgress|Dialog|Popover|Menu)["'`]/;

// Emotion marks the style elements it writes with this attribute, in its cache and in the
// provider that writes server-rendered styles; MUI cannot style anything without it.
const STYLING_RUNTIME = /["'`]data-emotion["'`]/;

function isScript(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith("/_next/static/") && pathname.endsWith(".js");
}

test("the instance list's first load carries neither zod nor MUI's components nor its styling runtime", async ({ page, asRole }) => {
  await asRole("manager");
  await expect(page).toHaveURL(/\/home\/instances$/);

  // A fresh load of the list: every script it loads, whether or not the browser had it cached.
  const loaded = new Set<string>();
  page.on("response", (response) => {
    if (isScript(response.url())) loaded.add(response.url());
  });
  await page.reload();
  await expect(instanceRows(page).first()).toBeVisible();
  const listed = await page.evaluate(() => [
    ...performance.getEntriesByType("resource").map((entry) => entry.name),
    ...Array.from(document.scripts, (script) => script.src).filter(Boolean),
  ]);
  for (const url of listed) if (isScript(url)) loaded.add(url);

  // The list page loads its framework, shell and list chunks: a handful is the least there is.
  expect(loaded.size, "scripts the list page loaded").toBeGreaterThan(3);

  const withZod: string[] = [];
  const withMui: string[] = [];
  const withStyling: string[] = [];
  for (const url of loaded) {
    const response = await page.request.get(url);
    expect(response.ok(), url).toBe(true);
    const text = await response.text();
    if (ZOD_RUNTIME.test(text)) withZod.push(new URL(url).pathname);
    if (MUI_COMPONENTS.test(text)) withMui.push(`${new URL(url).pathname}: ${text.match(MUI_COMPONENTS)![0]}`);
    if (STYLING_RUNTIME.test(text)) withStyling.push(new URL(url).pathname);
  }
  expect(withZod, "list page scripts that contain zod's runtime").toEqual([]);
  expect(withMui, "list page scripts that contain an MUI component").toEqual([]);
  expect(withStyling, "list page scripts that contain emotion").toEqual([]);
});
