// The information modal in Chromium (spec 1 §2–§5, §8): contract data saved and read back after a
// reload, the locked description that only grows, the branch rule, the CDN round trip, a volume
// resized by +10 GB, no resize on a file-system volume, a Totara site on a shared Totara server
// read as Totara with its upgrade key, what a manager may not do, and a link from the other
// region opening the right instance.
import { expect, test, type Page } from "./fixtures";
import { confirm, instanceRows, listedInstances, listedVolumes, searchOne } from "./lists";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";

/** A running dedicated Moodle server with a domain, as listed in us-west-2. */
async function dedicatedServer(page: Page): Promise<Instance> {
  const found = (await listedInstances(page)).find((i) => i.deploymentType === "dedicated" && i.state === "running" && i.lms === "Moodle" && i.domain && i.publicIpAddress);
  expect(found, "the seeded fleet has a running dedicated Moodle server").toBeDefined();
  return found!;
}

/** Narrows the list to the instance and opens its information modal from its row. */
async function openInformation(page: Page, instance: Instance) {
  await expect(instanceRows(page).first()).toBeVisible();
  await searchOne(page, instance.instanceId);
  await instanceRows(page).getByRole("link", { name: `Info for ${instance.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Information · ${instance.name}` });
  await expect(dialog.getByLabel("Client", { exact: true })).toBeVisible();
  return dialog;
}

test("contract data saved on a dedicated server is there after a reload; the saved description only grows", async ({ page, asRole }) => {
  await asRole("admin");
  const server = await dedicatedServer(page);
  let dialog = await openInformation(page, server);

  const description = dialog.getByLabel("Description");
  const saved = await description.inputValue();
  expect(saved.length, "the seeded server has a saved description").toBeGreaterThan(0);
  // Deleting from, or typing into, the saved part changes nothing.
  await description.click();
  await description.press("ControlOrMeta+a");
  await description.press("Backspace");
  await expect(description).toHaveValue(saved);
  await description.press("ControlOrMeta+Home");
  await description.pressSequentially("X");
  await expect(description).toHaveValue(saved);
  // Text typed after it is taken.
  await description.press("ControlOrMeta+End");
  await description.pressSequentially(" Renewed for 2027.");
  await expect(description).toHaveValue(`${saved} Renewed for 2027.`);

  await dialog.getByLabel("Allowed users").fill("1234");
  await dialog.getByLabel("Client", { exact: true }).fill("Acme Renewed University");
  await dialog.getByRole("button", { name: "Save" }).click();
  await confirm(page, "Save contract data", "Save");
  await expect(page.getByText("The data has been saved successfully.")).toBeVisible();

  await page.reload();
  dialog = page.getByRole("dialog", { name: `Information · ${server.name}` });
  await expect(dialog.getByLabel("Allowed users")).toHaveValue("1234");
  await expect(dialog.getByLabel("Client", { exact: true })).toHaveValue("Acme Renewed University");
  await expect(dialog.getByLabel("Description")).toHaveValue(`${saved} Renewed for 2027.`);
  // The newly saved text is locked too.
  await dialog.getByLabel("Description").click();
  await dialog.getByLabel("Description").press("ControlOrMeta+End");
  await dialog.getByLabel("Description").press("Backspace");
  await expect(dialog.getByLabel("Description")).toHaveValue(`${saved} Renewed for 2027.`);
});

test("a branch other than CR or MX is refused with the spec's message and nothing is sent", async ({ page, asRole }) => {
  await asRole("admin");
  const server = await dedicatedServer(page);
  const dialog = await openInformation(page, server);
  const saves: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().includes("/tags")) saves.push(req.url());
  });
  await dialog.getByLabel("Branch").fill("US");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The selected branch is not valid. Please select a valid branch")).toBeVisible();
  await expect(dialog.getByLabel("Branch")).toHaveAttribute("aria-invalid", "true");
  expect(saves).toEqual([]);
});

test("the CDN is enabled, then disabled again, each after a confirmation", async ({ page, asRole }) => {
  await asRole("admin");
  const candidates = (await listedInstances(page)).filter((i) => i.deploymentType === "dedicated" && i.state === "running" && i.domain);
  let server: Instance | undefined;
  for (const candidate of candidates) {
    const status = (await (await page.request.get(`/api/v1/cdn/status?domain=${candidate.domain}`)).json()) as { cdnEnabled: unknown };
    if (status.cdnEnabled === "disabled") {
      server = candidate;
      break;
    }
  }
  expect(server, "a dedicated server whose domain is not on the CDN").toBeDefined();
  const dialog = await openInformation(page, server!);

  // The box changes only once the change is confirmed and done, so it is clicked, not checked.
  await dialog.getByRole("checkbox", { name: "Enable CDN" }).click();
  await confirm(page, "Enable CDN", "Enable");
  await expect(page.getByText("CDN enabled successfully for domain")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Disable CDN" })).toBeChecked();

  await dialog.getByRole("checkbox", { name: "Disable CDN" }).click();
  await confirm(page, "Disable CDN", "Disable");
  await expect(page.getByText("CDN disabled successfully for domain")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Enable CDN" })).not.toBeChecked();
});

test("a vol- volume grows by +10 GB and shows its new size; a file-system volume offers no resize", async ({ page, asRole }) => {
  await asRole("admin");
  const server = await dedicatedServer(page);
  const volume = (await listedVolumes(page, server)).find((v) => v.volumeId.startsWith("vol-") && v.partition !== "/dev/xvda" && v.size !== null);
  expect(volume, "the dedicated server has a data volume").toBeDefined();
  const dialog = await openInformation(page, server);
  const row = dialog.getByRole("row").filter({ hasText: volume!.volumeId });
  await expect(row).toContainText(`${volume!.size} GB`);

  await row.getByRole("button", { name: `Resize ${volume!.volumeId}` }).click();
  await page.getByRole("menuitem", { name: "+10 GB" }).click();
  await confirm(page, "Resize volume", "Add 10 GB");
  await expect(page.getByText("The volume size has been modified successfully...")).toBeVisible();
  await expect(row).toContainText(`${volume!.size! + 10} GB`);

  // A shared server with a site on a network file system: that row has no resize, a vol- row has.
  let shared: { server: Instance; nfs: Volume; block: Volume } | undefined;
  for (const candidate of (await listedInstances(page)).filter((i) => i.deploymentType === "shared" && i.publicIpAddress)) {
    const volumes = await listedVolumes(page, candidate);
    const nfs = volumes.find((v) => !v.volumeId.startsWith("vol-"));
    const block = volumes.find((v) => v.volumeId.startsWith("vol-"));
    if (nfs && block) {
      shared = { server: candidate, nfs, block };
      break;
    }
  }
  expect(shared, "a shared server with both an nfs4 and a vol- volume").toBeDefined();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const sharedDialog = await openInformation(page, shared!.server);
  await expect(sharedDialog.getByRole("row").filter({ hasText: shared!.block.volumeId }).getByRole("button", { name: /^Resize / })).toBeVisible();
  await expect(sharedDialog.getByRole("row").filter({ hasText: shared!.nfs.volumeId }).getByRole("button", { name: /^Resize / })).toHaveCount(0);
});

test("a Totara site on the shared Totara server whose tags are silent reads LMS Totara and has its upgrade key", async ({ page, asRole }) => {
  await asRole("admin");
  let found: { server: Instance; site: Volume } | undefined;
  for (const server of (await listedInstances(page)).filter((i) => i.deploymentType === "shared" && i.lms === "Totara" && i.state === "running" && i.publicIpAddress)) {
    for (const site of (await listedVolumes(page, server)).filter((v) => v.domain && v.lms === "Totara")) {
      const res = await page.request.get(`/api/v1/instances/${server.instanceId}/volumes/${site.volumeId}/tags?region=us-west-2`);
      const { tags } = (await res.json()) as { tags: { Key: string }[] };
      if (!tags.some((t) => t.Key === "LMS")) found ??= { server, site };
    }
  }
  expect(found, "a Totara site without an LMS tag on a shared Totara server").toBeDefined();
  const dialog = await openInformation(page, found!.server);
  await dialog.getByRole("button", { name: `Details of ${found!.site.client || found!.site.domain || found!.site.volumeId}` }).click();
  await expect(dialog.getByLabel("LMS", { exact: true })).toHaveValue("Totara");
  await expect(dialog.getByLabel("Totara upgrade key")).not.toHaveValue(/^(—|Loading…|Not available)$/);
});

test("a manager reads the contract data but cannot change it, and gets no volume actions", async ({ page, asRole }) => {
  await asRole("manager");
  const server = await dedicatedServer(page);
  const dialog = await openInformation(page, server);
  for (const label of ["Allowed users", "Purchased storage (GB)", "Contracted support hours", "Branch", "Description"]) {
    await expect(dialog.getByLabel(label)).toHaveAttribute("readonly", "");
  }
  await expect(dialog.getByLabel("Client", { exact: true })).toHaveAttribute("readonly", "");
  await expect(dialog.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(dialog.getByRole("checkbox", { name: /CDN$/ })).toBeDisabled();
  // Details for everyone; no resize or LMS actions.
  await expect(dialog.getByRole("button", { name: /^Details of / }).first()).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Resize / })).toHaveCount(0);
  await expect(dialog.getByRole("link", { name: /^(Delete LMS|Operations for|Upgrade) / })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /^Backup / })).toHaveCount(0);
});

test("a link copied in eu-central-1, opened by a console on us-west-2, shows that instance and switches the region", async ({ page, asRole }) => {
  await asRole("admin");
  await expect(instanceRows(page).first()).toBeVisible();
  const other = (await listedInstances(page, "eu-central-1")).find((i) => i.deploymentType === "dedicated" && i.domain);
  expect(other, "eu-central-1 has a dedicated server").toBeDefined();
  expect((await listedInstances(page)).some((i) => i.instanceId === other!.instanceId)).toBe(false);

  // Copied from the eu-central-1 list...
  await page.getByLabel("Region").selectOption("eu-central-1");
  await expect(page.getByText(/instances in eu-central-1/)).toBeVisible();
  await searchOne(page, other!.instanceId);
  const href = await instanceRows(page).getByRole("link", { name: `Info for ${other!.name}` }).getAttribute("href");
  expect(href).toContain("region=eu-central-1");
  // ...and opened by a console that shows us-west-2.
  await page.getByLabel("Search").fill("");
  await page.getByLabel("Region").selectOption("us-west-2");
  await expect(page.getByText(/instances in us-west-2/)).toBeVisible();

  await page.goto(href!);
  const dialog = page.getByRole("dialog", { name: `Information · ${other!.name}` });
  const url = /^https?:\/\//.test(other!.domain!) ? other!.domain! : `https://${other!.domain}`;
  await expect(dialog.getByLabel("Instance URL")).toHaveValue(url);
  await expect(page.getByText("This link is for eu-central-1: the console now shows that region.")).toBeVisible();
  await expect(page.getByLabel("Region")).toHaveValue("eu-central-1");
});
