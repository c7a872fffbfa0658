// The instance list's views in Chromium: a filtered, sorted view's address opened in
// a new browser context shows the same rows, and its CSV holds them with the chosen columns;
// Back and Forward move between views; the chosen columns are remembered; in a window 900 and
// 768 px wide every name is whole and every row's links in view; a reboot with a motive is
// done from the keyboard alone; and a row's actions open even when the search's address is
// written while the router loads them.
import { readFile } from "node:fs/promises";
import type { Browser } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { storedRoleContext } from "./helpers";
import { instanceRows, listedInstances } from "./lists";

/** The names of the first rows. The table renders a screenful and a margin, whose size depends
 * on whether the server painted it or the page has measured its window: the first rows are what
 * every paint shows. */
const names = async (page: Page) => (await instanceRows(page).locator("td.name").allTextContents()).slice(0, 12);

/** A second browser, signed in as the admin from the stored state, at `url`. */
async function openElsewhere(browser: Browser, url: string): Promise<Page> {
  const page = await (await storedRoleContext(browser, "admin")).newPage();
  await page.goto(url);
  return page;
}

async function applyView(page: Page, boxes: string[]) {
  await page.getByRole("button", { name: /^Filters and columns/ }).click();
  const dialog = page.getByRole("dialog", { name: "Filters and columns" });
  for (const box of boxes) await dialog.getByRole("checkbox", { name: box, exact: true }).check();
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog).toHaveCount(0);
}

test("a filtered, sorted view's address opens the same rows in a new browser context, and its CSV holds them with the chosen columns", async ({ page, browser, asRole }) => {
  await asRole("admin");
  await expect(instanceRows(page).first()).toBeVisible();
  const expected = (await listedInstances(page)).filter((i) => i.deploymentType === "dedicated" && i.state === "running");
  expect(expected.length, "running dedicated instances in us-west-2").toBeGreaterThan(2);

  await applyView(page, ["dedicated", "running", "SSL days left"]);
  await expect(page.getByText(`${expected.length} of `)).toBeVisible();
  await page.getByRole("button", { name: "Name", exact: true }).click();
  await page.getByRole("button", { name: "Name", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "descending");
  const shown = await names(page);
  // Descending by name: the first row is the last name of the expected set.
  expect(shown[0]).toBe(expected.map((i) => i.name).sort((a, b) => b.localeCompare(a, "en", { numeric: true, sensitivity: "base" }))[0]);
  expect(new Set(await instanceRows(page).locator(".state").allTextContents())).toEqual(new Set(["running"]));
  // The address follows once the browser is idle after the rows' paint.
  await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("-name");
  const url = page.url();

  const other = await openElsewhere(browser, url);
  await expect(other.getByText(`${expected.length} of `)).toBeVisible();
  await expect.poll(() => names(other)).toEqual(shown);
  await expect(other.getByRole("columnheader", { name: "SSL days left" })).toBeVisible();
  await expect(other.getByRole("button", { name: "Deployment: dedicated" })).toBeVisible();
  await other.context().close();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export the instances shown as CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("InstancesReport.csv");
  const text = (await readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, "");
  const [header, ...lines] = text.trim().split(/\r?\n/);
  expect(header.split(",")).toContain('"SSL days left"');
  expect(lines).toHaveLength(expected.length);
  expect(lines[0]).toContain(shown[0]);
});

test("Back and Forward move between views, and the chosen columns are remembered", async ({ page, asRole }) => {
  await asRole("admin");
  await expect(instanceRows(page).first()).toBeVisible();
  const plain = await names(page);
  await page.getByRole("button", { name: "Name", exact: true }).click();
  await page.getByRole("button", { name: "Name", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "descending");
  const descending = await names(page);
  expect(descending).not.toEqual(plain);

  await page.getByLabel("Search").fill("mdl_c");
  await expect(page.getByText(/ of \d+ instances match “mdl_c”/)).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("mdl_c");

  await page.goBack();
  await expect(page.getByLabel("Search")).toHaveValue("");
  await expect.poll(() => names(page)).toEqual(descending);
  await page.goBack();
  await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
  await page.goBack();
  await expect.poll(() => names(page)).toEqual(plain);
  await page.goForward();
  await page.goForward();
  await expect.poll(() => names(page)).toEqual(descending);

  await applyView(page, ["PHP"]);
  await expect(page.getByRole("columnheader", { name: "PHP" })).toBeVisible();
  await page.goto("/home/instances");
  await expect(page.getByRole("columnheader", { name: "PHP" })).toBeVisible();
  await expect(instanceRows(page).first().locator("td").nth(8)).toHaveText(/^\d+\.\d+$/);
});

for (const width of [900, 768]) {
  test(`at ${width} px every name is whole and every row's links are in view`, async ({ page, asRole }) => {
    await page.setViewportSize({ width, height: 800 });
    await asRole("admin");
    await expect(instanceRows(page).first()).toBeVisible();
    // Instance ID and IP give way; Type, the size change, stays.
    await expect(page.getByRole("columnheader", { name: "Instance ID" })).toBeHidden();
    await expect(page.getByRole("columnheader", { name: "IP" })).toBeHidden();
    await expect(page.getByRole("columnheader", { name: "Type" })).toBeVisible();
    const cut = await instanceRows(page).evaluateAll((trs) =>
      trs.flatMap((tr) => {
        const name = tr.querySelector<HTMLElement>("td.name")!;
        const last = [...tr.querySelectorAll<HTMLElement>(".links a")].at(-1)!;
        const problems: string[] = [];
        if (name.scrollWidth > name.clientWidth) problems.push(`${name.textContent} is cut`);
        if (last.getBoundingClientRect().right > window.innerWidth) problems.push(`${name.textContent}'s ${last.textContent} is off screen`);
        return problems;
      }),
    );
    expect(cut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

/** Presses Tab until `label`'s element has the focus (at most 30 times), as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>) {
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the target never took the focus");
}

test("from the keyboard alone: find an instance, open its actions, reboot it with a motive", async ({ page, asRole }) => {
  await asRole("admin");
  await expect(instanceRows(page).first()).toBeVisible();
  const all = await listedInstances(page);
  // One the search finds alone: its name is in no other's.
  const target = all.find((i) => i.state === "running" && i.deploymentType === "dedicated" && all.filter((j) => j.name.toLowerCase().includes(i.name.toLowerCase())).length === 1);
  expect(target, "a running dedicated instance").toBeDefined();

  // The list is painted by the server before its scripts run, and a key pressed before then is
  // not heard: ? is pressed again until the shortcuts open (while they are open it does nothing).
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(async () => {
    await page.keyboard.press("?");
    await expect(help.getByRole("cell", { name: "Go to the search box" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.keyboard.press("Escape");
  await expect(help).toHaveCount(0);

  await page.keyboard.press("/");
  await expect(page.getByLabel("Search")).toBeFocused();
  await page.keyboard.type(target!.name);
  await expect(page.getByText(`1 of `)).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(instanceRows(page).first()).toBeFocused();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: `Actions · ${target!.name}` });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel("Motive"));
  await page.keyboard.type("reboot after the kernel security update");
  await tabTo(page, dialog.getByRole("button", { name: "Reboot", exact: true }));
  await page.keyboard.press("Enter");
  const confirmation = page.getByRole("dialog", { name: "Reboot instance" });
  await expect(confirmation.getByRole("button", { name: "Reboot" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/may take a few minutes to show/)).toBeVisible();
  // The Reboot button that opened the confirmation is disabled while the reboot runs: the focus
  // comes back to the actions modal all the same (a control of it, or the modal itself), and Esc
  // closes it.
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="presentation"]')?.querySelector('[role="dialog"]')))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(instanceRows(page).first().locator(".state")).toHaveText(/rebooting|running/);
});

for (const how of ["a click", "the keyboard"] as const) {
  test(`a row's actions opened by ${how} while the search is still being written into the address open all the same`, async ({ page, asRole }) => {
    // The search's address is written once the browser is idle. Here the idle callbacks wait until
    // the actions modal's page has been asked for, so that write always comes while the router
    // loads the modal: the case a busy machine meets by chance.
    await page.addInitScript(() => {
      const held: IdleRequestCallback[] = [];
      Object.assign(window, { heldIdleCallbacks: held });
      window.requestIdleCallback = (callback) => held.push(callback);
    });
    await asRole("admin");
    await expect(instanceRows(page).first()).toBeVisible();
    const all = await listedInstances(page);
    const target = all.find((i) => all.filter((j) => j.name.toLowerCase().includes(i.name.toLowerCase())).length === 1);
    expect(target, "an instance the search finds alone").toBeDefined();

    let asked = false;
    await page.route(/\/home\/instances\/actions\//, async (route) => {
      asked = true;
      await page.evaluate(async () => {
        const held = (window as unknown as { heldIdleCallbacks: IdleRequestCallback[] }).heldIdleCallbacks;
        for (const callback of held.splice(0)) callback({ didTimeout: true, timeRemaining: () => 0 });
        // The writes the callbacks release run in the tasks that follow.
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      await route.continue();
    });

    await page.getByLabel("Search").fill(target!.name);
    await expect(page.getByText("1 of ")).toBeVisible();
    if (how === "a click") {
      await instanceRows(page).first().getByRole("link", { name: `Actions for ${target!.name}` }).click();
    } else {
      await page.getByLabel("Search").press("Enter");
      await expect(instanceRows(page).first()).toBeFocused();
      await page.keyboard.press("Enter");
    }
    await expect(page.getByRole("dialog", { name: `Actions · ${target!.name}` })).toBeVisible();
    expect(asked, "the modal's page was asked for while the idle callbacks were held").toBe(true);
    // The list left keeps its search for Back.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(target!.name)}(&|$)`));
    await expect(page.getByText("1 of ")).toBeVisible();
  });
}
