// The Upload modal in Chromium against the embedded upstream (spec 1 §2, §5, §6): an admin
// uploads a plugin zip to a Totara server and finds it listed, a non-zip plugin is refused
// before anything is sent (so is a fake zip or a disguised name), and a manager can look but
// not upload or delete.
import { expect, test, type AsRole, type Page } from "./fixtures";
import { PLUGIN_TYPE_MESSAGE, UPLOAD_MESSAGES } from "@/lib/domain/uploads";
import type { Instance } from "@/lib/contract/schemas/instance";
import { listedInstances } from "./lists";

/** CRC-32 (IEEE), as the zip format wants it. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real zip archive holding one stored (uncompressed) file. */
function zipOf(name: string, content: string): Buffer {
  const fileName = Buffer.from(name);
  const data = Buffer.from(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x21, 12); // 1980-01-01
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x21, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralSize = central.length + fileName.length;
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A running dedicated Totara server of the seeded list (one site, so one path). */
async function runningTotara(page: Page): Promise<Instance> {
  // Signed in once the list shows; before that the session cookie may not be set yet.
  await expect(page).toHaveURL(/\/home\/instances$/);
  const found = (await listedInstances(page)).find((i) => /^totara$/i.test(i.lms) && i.state === "running" && i.deploymentType === "dedicated");
  expect(found, "the seeded fleet has a running dedicated Totara server").toBeDefined();
  return found!;
}

/** Finds the instance with the search box and follows its row's Uploads link, which ends in its LMS. */
async function openUploads(page: Page, instance: Instance): Promise<void> {
  await page.getByLabel("Search").fill(instance.instanceId);
  const link = page.getByRole("link", { name: `Uploads for ${instance.name}`, exact: true });
  await expect(link).toHaveAttribute("href", new RegExp(`/updloads/${instance.instanceId}/[^/]+/${instance.lms}\\?region=us-west-2$`));
  await link.click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

async function choosePluginPlace(page: Page, directory: string): Promise<string> {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: "PLUGIN" }).check();
  await dialog.getByLabel("Plugin directory").selectOption(directory);
  const path = dialog.getByLabel("Path");
  await expect(path).toBeEnabled();
  const site = await path.locator("option:not([disabled])").first().getAttribute("value");
  expect(site).toMatch(/^\//);
  await path.selectOption(site!);
  return `${site}/${directory.replace(/\/$/, "")}`;
}

/** As an admin, the upload modal of a Totara server at its mod/ plugin directory, with every
 * plugin upload the page sends from now on collected. */
async function pluginUploadsWatched(page: Page, asRole: AsRole): Promise<string[]> {
  await asRole("admin");
  const instance = await runningTotara(page);
  await openUploads(page, instance);
  await choosePluginPlace(page, "mod/");
  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().includes("/api/v1/plugin/")) posts.push(req.url());
  });
  return posts;
}

test("an admin uploads a plugin zip to a Totara server and finds it listed", async ({ page, asRole }) => {
  await asRole("admin");
  const instance = await runningTotara(page);
  await openUploads(page, instance);
  const target = await choosePluginPlace(page, "local/");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Plugins in ${target}` })).toBeVisible();

  const name = `local_e2e${Date.now()}.zip`;
  await dialog.getByLabel("Plugin zip to upload").setInputFiles({ name, mimeType: "application/zip", buffer: zipOf("version.php", "<?php\n") });

  await expect(page.getByText(UPLOAD_MESSAGES.pluginUploaded)).toBeVisible();
  const row = dialog.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d+ B/);
  await expect(row.getByRole("button", { name: `Delete ${name}` })).toBeVisible();

  // Stored on the server, not only on the screen: a fresh page lists it too.
  await page.reload();
  await choosePluginPlace(page, "local/");
  await expect(page.getByRole("dialog").getByRole("row").filter({ hasText: name })).toBeVisible();
});

test("a plugin that is not a zip is refused before anything is sent", async ({ page, asRole }) => {
  const posts = await pluginUploadsWatched(page, asRole);

  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Plugin zip to upload").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("\x89PNG\r\n") });
  await expect(dialog.getByRole("alert")).toHaveText(PLUGIN_TYPE_MESSAGE);
  expect(posts).toEqual([]);
});

test("a plugin is decided by its bytes and a safe name, not its label: refused before anything is sent", async ({ page, asRole }) => {
  const posts = await pluginUploadsWatched(page, asRole);

  const dialog = page.getByRole("dialog");
  const input = dialog.getByLabel("Plugin zip to upload");
  // A zip's name and type around a PHP script is not a zip.
  await input.setInputFiles({ name: "mod_fake.zip", mimeType: "application/zip", buffer: Buffer.from("<?php system($_GET['c']);") });
  await expect(dialog.getByRole("alert")).toHaveText("mod_fake.zip is not a valid zip archive.");
  await input.setInputFiles({ name: "mod_evil\u202Epiz.php", mimeType: "application/zip", buffer: zipOf("version.php", "<?php\n") });
  await expect(dialog.getByRole("alert")).toHaveText("The file name contains an invisible text-direction character, which can disguise its real extension.");
  expect(posts).toEqual([]);
});

test("a manager sees the list but cannot upload or delete", async ({ page, asRole }) => {
  await asRole("manager");
  const instance = await runningTotara(page);
  await openUploads(page, instance);
  const dialog = page.getByRole("dialog");
  const path = dialog.getByLabel("Path");
  const site = await path.locator("option:not([disabled])").first().getAttribute("value");
  const listing = page.waitForResponse((res) => res.request().method() === "GET" && new URL(res.url()).pathname === `/api/v1/file/${instance.instanceId}`);
  await path.selectOption(site!);

  await expect(dialog.getByRole("heading", { name: `Files in ${site}` })).toBeVisible();
  // The seeded server has no uploaded files in its site directory yet: the upstream says so and
  // the modal shows the spec's empty message, not an empty table.
  expect(await (await listing).json()).toEqual({ files: [] });
  await expect(dialog.getByText(UPLOAD_MESSAGES.noFiles)).toBeVisible();
  await expect(dialog.getByRole("table")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /^Drop a / })).toHaveCount(0);
  await expect(dialog.locator('input[type="file"]')).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await expect(dialog.getByText(/uploading and deleting need the admin role/)).toBeVisible();
});
