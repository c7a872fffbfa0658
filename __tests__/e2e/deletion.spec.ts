// Deleting resources and downloading a backup from their mailed links, in Chromium against the
// embedded upstream (spec 2 §2.5, §2.6, §4 "Deletion", §8): a superadmin approves a deletion from
// the outbox and the instance leaves the list; a deletion whose output has '[Errors]' fails and
// leaves it; a backup link opened while signed out downloads the file after sign-in. Requesting
// and starting a deletion with an old two-factor code asks for a fresh one first; the upstream's
// log shows the call was not forwarded before it, and what was typed is what is sent after it.
import { expect, test, type Page } from "./fixtures";
import { currentCode, forwarded, signIn, stepUpCode } from "./helpers";
import { instanceRows, listedInstances, searchOne } from "./lists";
import type { Instance } from "@/lib/contract/schemas/instance";

async function runningDedicated(page: Page, nameHas = ""): Promise<Instance> {
  const found = (await listedInstances(page)).find((i) => i.deploymentType === "dedicated" && i.state === "running" && i.name.includes(nameHas));
  expect(found, `a running dedicated server${nameHas ? ` named …${nameHas}…` : ""}`).toBeDefined();
  return found!;
}

/** Requests the deletion of a dedicated server from its actions modal (admin and up). */
async function requestDeletion(page: Page, server: Instance) {
  await expect(instanceRows(page).first()).toBeVisible();
  await searchOne(page, server.instanceId);
  await instanceRows(page).getByRole("link", { name: `Actions for ${server.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Actions · ${server.name}` });
  await dialog.getByLabel("Instance name").fill(server.name);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete instance" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/sent to the superadmins for approval/)).toBeVisible();
}

/** Opens the approval link of the deletion mail about `name` from the dev outbox. */
async function openApprovalLink(page: Page, name: string) {
  await page.goto("/home/outbox");
  const mail = page.getByRole("article", { name: new RegExp(`delete ${name}$`) });
  await mail.getByRole("link", { name: /^\/home\/delete\// }).click();
  await expect(page.getByRole("heading", { name: "Delete resources" })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

async function deleteFromPage(page: Page) {
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog", { name: "Delete resources" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("region", { name: "Delete Output" })).toBeVisible();
  // Both buttons go once the deletion starts.
  await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
}

test("a superadmin approves a deletion from the outbox link; the output reaches Done and the instance leaves the list", async ({ page, asRole }) => {
  await asRole("superadmin");
  const server = await runningDedicated(page);
  await requestDeletion(page, server);
  await openApprovalLink(page, server.name);

  await deleteFromPage(page);
  const output = page.getByRole("region", { name: "Delete Output" });
  await expect(output.getByText("Done", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Resources were successfully deleted.")).toBeVisible();

  await page.getByRole("link", { name: "Instances List" }).click();
  await expect(instanceRows(page).first()).toBeVisible();
  expect((await listedInstances(page)).some((i) => i.instanceId === server.instanceId)).toBe(false);
  await page.getByLabel("Search").fill(server.instanceId);
  await expect(instanceRows(page)).toHaveCount(0);
});

test("a deletion asks for a fresh two-factor code once the last one is old; the BFF never forwards it without one", async ({ page, asRole }) => {
  await asRole("superadmin");
  const server = await runningDedicated(page);
  await requestDeletion(page, server);
  await openApprovalLink(page, server.name);
  // The sign-in's code is now older than STEP_UP_MINUTES.
  expect((await page.request.post("/api/dev/stale-step-up")).status()).toBe(200);

  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog", { name: "Delete resources" }).getByRole("button", { name: "Delete" }).click();
  const prompt = page.getByRole("dialog", { name: "Confirm with a fresh code" });
  await expect(prompt).toBeVisible();
  await prompt.getByLabel("Code").fill("000000");
  await prompt.getByRole("button", { name: "Confirm" }).click();
  await expect(prompt.getByText(/not valid/)).toBeVisible();
  // Nothing was started: the upstream never heard of the deletion, and the page beneath still
  // names the server with no output panel (read by text: the prompt hides the page from the
  // accessibility tree, so a role query would find no panel either way).
  expect(await forwarded(page, "deleteInstance")).toEqual([]);
  await expect(page.getByText(server.name, { exact: true })).toBeVisible();
  await expect(page.getByText("Delete Output", { exact: true })).toHaveCount(0);

  await prompt.getByLabel("Code").fill(currentCode("superadmin@example.com"));
  await prompt.getByRole("button", { name: "Confirm" }).click();
  await expect(prompt).toHaveCount(0);
  // The same call went again, with the code: forwarded once, and the deletion runs.
  const output = page.getByRole("region", { name: "Delete Output" });
  await expect(output).toBeVisible();
  expect(await forwarded(page, "deleteInstance")).toEqual([200]);
  await expect(output.getByText("Done", { exact: true })).toBeVisible({ timeout: 30_000 });
});

test("requesting a deletion with an old code asks for a fresh one; the typed name and the domain choice survive the prompt and are what is sent", async ({ page, asRole }) => {
  await asRole("admin");
  const server = await runningDedicated(page);
  await expect(instanceRows(page).first()).toBeVisible();
  // The sign-in's code is now older than STEP_UP_MINUTES.
  expect((await page.request.post("/api/dev/stale-step-up")).status()).toBe(200);
  const sent: unknown[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/v1/instances/delete-request") sent.push(req.postDataJSON());
  });

  await searchOne(page, server.instanceId);
  await instanceRows(page).getByRole("link", { name: `Actions for ${server.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Actions · ${server.name}` });
  await dialog.getByLabel("Instance name").fill(server.name);
  await dialog.getByLabel("Do not delete domain").check();
  const prompt = page.getByRole("dialog", { name: "Confirm with a fresh code" });

  // Declining the prompt: refused, not forwarded, and nothing typed is lost.
  await dialog.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete instance" }).getByRole("button", { name: "Delete" }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Enter a fresh two-factor code to confirm this action. The deletion request could not be completed.")).toBeVisible();
  expect(await forwarded(page, "deleteRequest")).toEqual([]);
  await expect(dialog.getByLabel("Instance name")).toHaveValue(server.name);
  await expect(dialog.getByLabel("Do not delete domain")).toBeChecked();

  // With a fresh code, the same call goes again and the request is sent.
  await dialog.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete instance" }).getByRole("button", { name: "Delete" }).click();
  await prompt.getByLabel("Code").fill(stepUpCode("admin@example.com"));
  await prompt.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(/sent to the superadmins for approval/)).toBeVisible();
  expect(await forwarded(page, "deleteRequest")).toEqual([200]);
  // The keyboard is back on the Delete that started it all, not lost in the dialog.
  await expect(dialog.getByRole("button", { name: "Delete" })).toBeFocused();
  // Refused twice (declined, then before the code), sent a third time: all three the same body,
  // with the name's instance and the domain kept (spec 2 §4: deleteDomain is false when ticked).
  expect(sent).toHaveLength(3);
  expect(sent[2]).toEqual(sent[0]);
  expect(sent[2]).toMatchObject({ resources: { instanceId: server.instanceId }, deleteDomain: false });
});

test("a deletion whose output has '[Errors]' shows the failure, marks nothing and leaves the instance", async ({ page, asRole }) => {
  await asRole("superadmin");
  // The embedded upstream fails the deletion of a server whose name contains KEEPME: create one.
  const origin = new URL(page.url()).origin;
  const installers = (await (await page.request.get("/api/v1/instances/installers?region=us-west-2")).json()) as { installers: { name: string }[] };
  const moodle = installers.installers.find((p) => /moodle/i.test(p.name));
  expect(moodle, "a Moodle installer").toBeDefined();
  const created = await page.request.post("/api/v1/instance", {
    headers: { Origin: origin },
    multipart: {
      installationType: "standalone", installationPackage: moodle!.name, installThemeEdumy: "false", client: "Keep Me College",
      contractedUsers: "400", branch: "CR", domain: "keepmecollege", instanceName: "MDL_KEEPME1", instanceType: "t4g.small",
      dbOnSharedRDS: "false", volumeSize: "50", moodleInstallationType: "basic", sendEmailToClient: "false",
      requestedBy: "superadmin@example.com", requestToken: "keepme-e2e",
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  // The creation takes a few seconds; then the server is listed and running.
  await expect.poll(async () => (await listedInstances(page)).find((i) => i.name === "MDL_KEEPME1")?.state, { timeout: 30_000 }).toBe("running");
  await page.reload();
  const server = await runningDedicated(page, "KEEPME");

  await requestDeletion(page, server);
  await openApprovalLink(page, server.name);
  await deleteFromPage(page);
  const output = page.getByRole("region", { name: "Delete Output" });
  await expect(output.getByText("Failed", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(output).toHaveAttribute("data-phase", "failed");
  await expect(output.getByRole("alert")).toHaveText("The deletion request could not be completed.");
  await expect(output).toContainText("[Errors]");
  await expect(page.getByText("Resources were successfully deleted.")).toHaveCount(0);
  expect((await listedInstances(page)).some((i) => i.instanceId === server.instanceId)).toBe(true);
});

test("a backup link opened while signed out downloads the backup after sign-in", async ({ page, asRole }) => {
  await asRole("admin");
  const server = await runningDedicated(page);
  await searchOne(page, server.instanceId);
  await instanceRows(page).getByRole("link", { name: `Actions for ${server.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Actions · ${server.name}` });
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("All the necessary data for the backup process have been obtained. The backup process will begin.")).toBeVisible();

  // The backup is mailed when it is ready.
  const mail = page.getByRole("article", { name: /^Backup of .* is ready$/ });
  await expect(async () => {
    await page.goto("/home/outbox");
    await expect(mail).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 120_000 });
  const link = (await mail.getByRole("link", { name: /^\/backups\// }).getAttribute("href"))!;
  expect(link).toMatch(/^\/backups\/[^/?]+\?region=us-west-2$/);

  // Signed out (the cookies gone), the link asks for sign-in first, then downloads. The console
  // is left first: a page still open would hear its next call refused and leave for sign-in
  // itself, aborting the link's load.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  const download = page.waitForEvent("download");
  await signIn(page, "admin");
  await expect(page).toHaveURL(new RegExp(`${link.replace(/[.?]/g, "\\$&")}$`));
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.(tar\.gz|tgz|zip)$/);
  expect((await file.createReadStream()).readable).toBe(true);
  await expect(page.getByRole("link", { name: "Download the backup" })).toBeVisible();
});
