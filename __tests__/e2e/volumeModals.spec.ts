// The information modal's volume row modals in Chromium (spec 1 §2, spec 2 §2.4, §2.11, §5, §6,
// §8): Delete LMS with a wrong name and then the right one (its approval mail names the LMS),
// Stop and Start of one site with File Access for it, a backup of one site on a shared server,
// and a manager's refusal. Each nested modal opens over the information modal, which stays, and Close goes back.
import { expect, test, type Locator, type Page } from "./fixtures";
import { instanceAddress } from "@/lib/domain/instanceAddress";
import { volumeDeleteRoute, volumeOperationsRoute, type InformationParams } from "@/lib/routing/informationRoutes";
import { confirm, instanceRows, listedInstances, listedVolumes, searchOne } from "./lists";
import type { Instance } from "@/lib/contract/schemas/instance";

interface Site {
  volumeId: string;
  client: string;
  domain: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A running server of us-west-2 (shared unless told) and one client site on it, as the console lists them. */
async function siteOn(page: Page, deploymentType = "shared"): Promise<{ server: Instance; site: Site }> {
  const servers = (await listedInstances(page)).filter((i) => i.deploymentType === deploymentType && i.state === "running" && i.publicIpAddress);
  for (const server of servers) {
    const site = (await listedVolumes(page, server)).find((v) => v.domain && v.client);
    if (site) return { server, site };
  }
  throw new Error(`no running ${deploymentType} server with a client site in us-west-2`);
}

function informationParams(server: Instance): InformationParams {
  return { instanceId: server.instanceId, address: instanceAddress(server), name: server.name, deploymentType: server.deploymentType, ...(server.version ? { version: server.version } : {}) };
}

/** Narrows the list to the server, opens its information modal and returns the site's row. */
async function openSiteRow(page: Page, server: Instance, site: Site): Promise<{ information: Locator; row: Locator }> {
  await expect(instanceRows(page).first()).toBeVisible();
  await searchOne(page, server.instanceId);
  await instanceRows(page).getByRole("link", { name: `Info for ${server.name}` }).click();
  const information = page.getByRole("dialog", { name: `Information · ${server.name}`, includeHidden: true });
  const row = information.getByRole("row").filter({ hasText: site.volumeId });
  await expect(row).toBeVisible();
  return { information, row };
}

test("Delete LMS: a wrong name shows the spec's message; the listed name, confirmed, requests it and Close goes back", async ({ page, asRole }) => {
  await asRole("admin");
  const { server, site } = await siteOn(page);
  const { information, row } = await openSiteRow(page, server, site);
  const informationUrl = page.url();

  await row.getByRole("link", { name: `Delete LMS ${site.client}` }).click();
  const modal = page.getByRole("dialog", { name: `Delete LMS · ${site.client}` });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/delete/${escape(site.volumeId)}/.*\\?region=us-west-2$`));
  await expect(information).toBeAttached();

  const field = modal.getByLabel("LMS Name");
  await field.fill(`${site.client}-typo`);
  await modal.getByRole("button", { name: "Delete" }).click();
  await expect(modal.getByText(`Please enter the correct LMS name (${site.client}) to confirm deletion.`)).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("dialog", { name: "Delete LMS", exact: true })).toHaveCount(0);

  await field.fill(site.client);
  await modal.getByLabel("Do not delete domain").check();
  await modal.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog", { name: "Delete LMS", exact: true })).toContainText("its domain is kept");
  await confirm(page, "Delete LMS", "Delete");
  await expect(page.getByText("The deletion request has been completed successfully.")).toBeVisible();

  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(informationUrl);
  await expect(page.getByRole("dialog", { name: `Information · ${server.name}` })).toBeVisible();

  await page.goto("/home/outbox");
  const mail = page.getByRole("article", { name: new RegExp(`delete the LMS ${escape(site.client)} on ${escape(server.name)}$`) });
  await expect(mail).toBeVisible();
  await expect(mail).toContainText("The domain will not be deleted");
});

// A client site on a shared server: its own file tree, and Stop/Start of that site alone.
test("LMS actions: Stop and Start of one site, each confirmed; File Access for that site; Close goes back", async ({ page, asRole }) => {
  await asRole("admin");
  const { server, site } = await siteOn(page);
  const { row } = await openSiteRow(page, server, site);
  const informationUrl = page.url();

  await row.getByRole("link", { name: `Operations for ${site.client}` }).click();
  const modal = page.getByRole("dialog", { name: `LMS actions · ${site.client}` });
  await expect(modal.getByRole("heading", { name: "Actions", exact: true })).toBeVisible();
  await expect(modal.getByRole("list", { name: "Files and folders" }).getByRole("listitem").first()).toBeVisible();

  for (const [label, title] of [["Stop", "Stop LMS"], ["Start", "Start LMS"]] as const) {
    const sent = page.waitForResponse((res) => res.request().method() === "POST" && res.url().endsWith(`/volumes/${site.volumeId}/action`));
    await modal.getByRole("button", { name: label, exact: true }).click();
    await confirm(page, title, label);
    const answer = await sent;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({ action: label.toLowerCase(), domain: site.domain, instanceIp: server.publicIpAddress, region: "us-west-2" });
    await expect(page.getByText("The operation was executed successfully.")).toBeVisible();
  }

  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(informationUrl);
});

test("a backup of one site from its row is confirmed, gathers that site's information and begins", async ({ page, asRole }) => {
  await asRole("admin");
  const { server, site } = await siteOn(page);
  const { row } = await openSiteRow(page, server, site);
  const lmsInfo = page.waitForRequest((req) => new URL(req.url()).pathname === `/api/v1/lms-info/${server.instanceId}`);
  await row.getByRole("button", { name: `Backup ${site.client}` }).click();
  await confirm(page, "Back up LMS", "Back up");
  expect(new URL((await lmsInfo).url()).searchParams.get("volumeDomain")).toBe(site.domain);
  await expect(page.getByText("All the necessary data for the backup process have been obtained. The backup process will begin.")).toBeVisible();
});

test("a manager opening a Delete LMS or LMS actions link is told they have no permission", async ({ page, asRole }) => {
  await asRole("manager");
  const { server, site } = await siteOn(page);
  const parent = informationParams(server);
  for (const url of [
    volumeDeleteRoute.build({ parent, volumeId: site.volumeId, volumeName: site.client }, { region: "us-west-2" }),
    volumeOperationsRoute.build({ parent, volumeId: site.volumeId, volumeName: site.client, volumeDomain: site.domain }, { region: "us-west-2" }),
  ]) {
    await page.goto(url);
    const modal = page.getByRole("dialog").filter({ hasText: "You do not have permission to perform this action." });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("button", { name: /^(Delete|Stop|Start)$/ })).toHaveCount(0);
    await expect(modal.getByRole("textbox")).toHaveCount(0);
  }
});
