// Upgrades end to end in Chromium against the embedded upstream (spec 1 §5, spec 2 §2.7–§2.9,
// §4, §5, §8; spec 3 §2.5–§2.8, §4, §5): a manual upgrade approved from its mailed link raises the
// version in the list and its rollback restores it; an upgrade that ends in error shows the spec's
// alert; scheduling refuses a past Costa Rica date and never offers a Totara site; a manager gets
// the permission message and no schedule button; two sites scheduled, approved and run by the
// scheduler (fast mode) end `completed` in the report with their versions risen.
import { expect, test, type Page } from "./fixtures";
import type { Instance } from "@/lib/contract/schemas/instance";
import { instanceAddress } from "@/lib/domain/instanceAddress";
import { costaRicaToday } from "@/lib/domain/scheduling";
import { upgradeRoute } from "@/lib/routing/instanceModals";
import { stepUpCode } from "./helpers";
import { instanceRows, listedInstances, listedVolumes, searchOne } from "./lists";
import type { Volume } from "@/lib/contract/schemas/volume";

async function versionOf(page: Page, instanceId: string): Promise<string | null | undefined> {
  return (await listedInstances(page)).find((i) => i.instanceId === instanceId)?.version;
}

/** Opens the row's full update modal. */
async function openUpdateModal(page: Page, server: Instance) {
  await expect(instanceRows(page).first()).toBeVisible();
  await searchOne(page, server.instanceId);
  await instanceRows(page).getByRole("link", { name: `Upgrade ${server.name}` }).click();
  const modal = page.getByRole("dialog", { name: server.name });
  await expect(modal).toBeVisible();
  return modal;
}

/** Requests a manual upgrade of a dedicated server from its update modal. */
async function requestManualUpgrade(page: Page, server: Instance) {
  const modal = await openUpdateModal(page, server);
  await modal.getByLabel("LMS Name").fill(server.name);
  await modal.getByRole("button", { name: "Update Now" }).click();
  const confirmation = page.getByRole("dialog", { name: "Update LMS" });
  await expect(confirmation).toContainText(`Are you sure you want to upgrade the LMS ${server.name}?`);
  await confirmation.getByRole("button", { name: "Update Now" }).click();
  // The spec's success sentence, not the upstream's own wording (spec 2 §8 "Successes").
  await expect(page.getByText("The upgrade request has been completed successfully.")).toBeVisible();
}

/** Follows the newest mail whose subject matches to its console link. */
async function followMail(page: Page, subject: RegExp, link: RegExp) {
  await page.goto("/home/outbox");
  await page.getByRole("article", { name: subject }).first().getByRole("link", { name: link }).click();
}

async function runProcess(page: Page, action: string, output: string) {
  await page.getByRole("button", { name: action, exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: action, exact: true }).click();
  const panel = page.getByRole("region", { name: output });
  await expect(panel).toBeVisible();
  await expect(page.getByRole("button", { name: action, exact: true })).toHaveCount(0);
  return panel;
}

test("a manual upgrade approved from its mailed link raises the version in the list; its rollback restores it", async ({ page, asRole }) => {
  await asRole("superadmin");
  const server = (await listedInstances(page)).find((i) => i.deploymentType === "dedicated" && i.state === "running" && i.lms === "Moodle" && i.version === "4.3.3");
  expect(server, "a running dedicated Moodle 4.3.3 in us-west-2").toBeDefined();
  await requestManualUpgrade(page, server!);

  await followMail(page, new RegExp(`^Approval needed: upgrade `), /^\/home\/upgrade\//);
  await expect(page.getByRole("heading", { name: "Upgrade LMS" })).toBeVisible();
  await expect(page.getByText(server!.name, { exact: true })).toBeVisible();
  const upgrade = await runProcess(page, "Upgrade", "Upgrade Output");
  await expect(upgrade.getByText("Done", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("The upgrade request has been completed successfully.")).toBeVisible();
  await expect.poll(() => versionOf(page, server!.instanceId)).not.toBe("4.3.3");
  const raised = await versionOf(page, server!.instanceId);

  await page.goto("/home/instances");
  await page.getByLabel("Search").fill(server!.instanceId);
  await expect(instanceRows(page).first().locator("td").nth(4)).toHaveText(raised!);

  await followMail(page, /^Upgrade completed: /, /^\/home\/rollback\//);
  await expect(page.getByRole("heading", { name: "Rollback Process" })).toBeVisible();
  const rollback = await runProcess(page, "Rollback Process", "Rollback Output");
  await expect(rollback.getByText("Done", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => versionOf(page, server!.instanceId)).toBe("4.3.3");
});

test("an upgrade that ends in error shows the spec's alert and leaves the version", async ({ page, asRole }) => {
  await asRole("superadmin");
  // The embedded upstream fails the upgrade of a server whose name contains UPGERR: create one.
  const origin = new URL(page.url()).origin;
  const installers = (await (await page.request.get("/api/v1/instances/installers?region=us-west-2")).json()) as { installers: { name: string }[] };
  const moodle = installers.installers.find((p) => /moodle-4\.4/i.test(p.name)) ?? installers.installers.find((p) => /moodle/i.test(p.name));
  expect(moodle, "a Moodle installer").toBeDefined();
  const created = await page.request.post("/api/v1/instance", {
    headers: { Origin: origin },
    multipart: {
      installationType: "standalone", installationPackage: moodle!.name, installThemeEdumy: "false", client: "Upgrade Error College",
      contractedUsers: "400", branch: "MX", domain: "upgerrcollege", instanceName: "MDL_UPGERR1", instanceType: "t4g.small",
      dbOnSharedRDS: "false", volumeSize: "50", moodleInstallationType: "basic", sendEmailToClient: "false",
      requestedBy: "superadmin@example.com", requestToken: "upgerr-e2e",
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await expect.poll(async () => (await listedInstances(page)).find((i) => i.name === "MDL_UPGERR1")?.state, { timeout: 30_000 }).toBe("running");
  const server = (await listedInstances(page)).find((i) => i.name === "MDL_UPGERR1")!;
  const before = server.version;
  await page.reload();
  await requestManualUpgrade(page, server);

  await followMail(page, /^Approval needed: upgrade /, /^\/home\/upgrade\//);
  const upgrade = await runProcess(page, "Upgrade", "Upgrade Output");
  await expect(upgrade.getByText("Failed", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(upgrade).toHaveAttribute("data-phase", "failed");
  await expect(upgrade.getByRole("alert")).toHaveText("The process completed with errors. You will receive an email with the details of the process and the rollback process.");
  expect(await versionOf(page, server.instanceId)).toBe(before);
});

/** A running shared Moodle server in us-west-2 with at least two schedulable Moodle sites and, when asked, a Totara one. */
async function sharedServer(page: Page): Promise<{ server: Instance; moodle: Volume[] }> {
  for (const server of (await listedInstances(page)).filter((i) => i.deploymentType === "shared" && i.state === "running" && i.lms === "Moodle" && i.publicIpAddress)) {
    const moodle = (await listedVolumes(page, server)).filter((v) => v.domain && v.partition !== "/dev/xvda" && /moodle/i.test(v.lms));
    if (moodle.length >= 2) return { server, moodle };
  }
  throw new Error("no running shared Moodle server with two sites in us-west-2");
}

test("scheduling refuses a date in the past in Costa Rica with the spec's message", async ({ page, asRole }) => {
  await asRole("admin");
  const { server } = await sharedServer(page);
  const modal = await openUpdateModal(page, server);
  await expect(modal.getByRole("checkbox", { name: "Select all LMSs" })).toBeEnabled();
  await modal.getByRole("checkbox", { name: "Select all LMSs" }).check();
  const dateGroup = modal.getByRole("group", { name: "Start Date" });
  await dateGroup.click();
  await page.keyboard.type("20200101");
  await modal.getByRole("button", { name: "Schedule Updates" }).click();
  await expect(modal.getByText(/^The selected date is in the past for Costa Rica\. Today \(CR\) is \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Schedule Updates" })).toHaveCount(0);
});

test("a Totara site on a shared server cannot be selected", async ({ page, asRole }) => {
  await asRole("admin");
  let found: { server: Instance; totara: Volume } | undefined;
  for (const server of (await listedInstances(page)).filter((i) => i.deploymentType === "shared" && i.state === "running" && i.publicIpAddress)) {
    const totara = (await listedVolumes(page, server)).find((v) => v.domain && /totara/i.test(v.lms));
    if (totara) {
      found = { server, totara };
      break;
    }
  }
  expect(found, "a running shared server with a Totara site").toBeDefined();
  const modal = await openUpdateModal(page, found!.server);
  const label = found!.totara.client || found!.totara.volumeId;
  // Only Moodle sites are schedulable (spec 3 §5): the Totara site has no box to tick.
  await expect(modal.getByText(/No valid volumes found for this instance|Select all LMSs/).or(modal.getByRole("table", { name: "Volumes to update" })).first()).toBeVisible();
  await expect(modal.getByRole("checkbox", { name: `Update ${label}` })).toHaveCount(0);
});

test("a manager sees the permission message and no schedule button", async ({ page, asRole }) => {
  await asRole("manager");
  const server = (await listedInstances(page)).find((i) => i.deploymentType === "dedicated" && i.state === "running" && i.lms === "Moodle" && i.version === "4.3.3");
  expect(server).toBeDefined();
  // Managers have no upgrade link in the list (spec 1 §2): the modal is opened from its address.
  const address = instanceAddress(server!);
  await page.goto(upgradeRoute.build({ instanceId: server!.instanceId, address, name: server!.name, deploymentType: server!.deploymentType }));
  const modal = page.getByRole("dialog", { name: server!.name });
  await expect(modal.getByText("You do not have permission to perform this action.")).toBeVisible();
  await expect(modal.getByRole("button", { name: "Schedule Updates" })).toHaveCount(0);
  await expect(modal.getByRole("button", { name: "Update Now" })).toHaveCount(0);
});

/** The day after `day` (YYYY-MM-DD), as YYYY-MM-DD. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Schedules two sites of a shared server for tomorrow (CR) and opens the batch's approval link from the outbox. */
async function scheduleTwo(page: Page) {
  const { server, moodle } = await sharedServer(page);
  const modal = await openUpdateModal(page, server);
  // A box is enabled only once the domain validation has answered: read them after it has.
  await expect(modal.getByRole("table", { name: "Volumes to update" })).toBeVisible();
  await expect(modal.getByRole("progressbar", { name: "Validating domains" })).toHaveCount(0);
  // Two sites the validation enables and whose version can still rise.
  const picked: Volume[] = [];
  for (const site of moodle) {
    const box = modal.getByRole("checkbox", { name: `Update ${site.client || site.volumeId}` });
    if (picked.length < 2 && site.version !== "4.5.1" && (await box.isEnabled().catch(() => false))) {
      await box.check();
      picked.push(site);
    }
  }
  expect(picked, "two schedulable sites").toHaveLength(2);
  const tomorrow = nextDay(costaRicaToday(new Date()));
  await modal.getByRole("group", { name: "Start Date" }).click();
  await page.keyboard.type(tomorrow.replace(/-/g, ""));
  await modal.getByRole("button", { name: "Schedule Updates" }).click();
  const confirmation = page.getByRole("dialog", { name: "Schedule Updates" });
  await expect(confirmation).toContainText("Are you sure you want to schedule updates for 2 LMS(s)?");
  await confirmation.getByRole("button", { name: "Schedule Updates" }).click();
  await expect(page.getByText("Batch upgrade request created successfully!")).toBeVisible();

  await followMail(page, new RegExp(`^Approval needed: scheduled upgrade of 2 LMS\\(s\\) on ${tomorrow}$`), /^\/scheduled-upgrade\/approve\//);
  return { server, picked, tomorrow };
}

test("two sites scheduled for tomorrow (CR), approved by a superadmin and run by the scheduler end completed, with their versions risen", async ({ page, asRole }) => {
  await asRole("superadmin");
  // The approval link from the outbox, approved as requested.
  const { server, picked } = await scheduleTwo(page);
  const batchId = new URL(page.url()).pathname.split("/").at(-1)!;
  await expect(page.getByRole("table", { name: "LMSs of the batch" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve Batch" })).toBeEnabled();
  await page.getByRole("button", { name: "Approve Batch" }).click();
  await page.getByRole("dialog", { name: "Approve Batch" }).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("The scheduled upgrade request has been approved successfully!")).toBeVisible();

  // The scheduler (fast mode) runs it; the report shows it completed.
  const row = page.getByRole("row").filter({ has: page.locator(`a[href*="${batchId}"]`) });
  await expect(async () => {
    await page.goto("/scheduled-upgrade/report");
    // Long enough for the report's rows to arrive on a busy machine; a batch not yet run reads
    // otherwise, and the page is loaded again.
    await expect(row).toContainText("completed", { timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  await expect(row).toContainText("2 LMSs");

  // The information modal shows both sites on the newer version.
  await page.goto("/home/instances");
  await searchOne(page, server.instanceId);
  await instanceRows(page).getByRole("link", { name: `Info for ${server.name}` }).click();
  const information = page.getByRole("dialog", { name: `Information · ${server.name}` });
  for (const site of picked) {
    const siteRow = information.getByRole("row").filter({ hasText: site.volumeId });
    await expect(siteRow).toBeVisible();
    await expect(siteRow).not.toContainText(site.version ?? "—");
    await expect(siteRow).toContainText("4.5.1");
  }
});

test("approving with an old code asks for a fresh one; the LMS choice made before the prompt is what is approved", async ({ page, asRole }) => {
  await asRole("superadmin");
  const { picked } = await scheduleTwo(page);
  // The sign-in's code is now older than STEP_UP_MINUTES.
  expect((await page.request.post("/api/dev/stale-step-up")).status()).toBe(200);
  const table = page.getByRole("table", { name: "LMSs of the batch" });
  const boxes = table.getByRole("checkbox", { name: /^Approve / });
  await expect(boxes).toHaveCount(2);
  await expect(boxes.nth(1)).toBeChecked();
  await boxes.nth(1).uncheck();

  const approvals: unknown[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && /^\/api\/v1\/instances\/scheduled-upgrade\//.test(new URL(req.url()).pathname)) approvals.push(req.postDataJSON());
  });
  await page.getByRole("button", { name: "Approve Batch" }).click();
  await page.getByRole("dialog", { name: "Approve Batch" }).getByRole("button", { name: "Approve" }).click();
  const prompt = page.getByRole("dialog", { name: "Confirm with a fresh code" });
  await expect(prompt).toBeVisible();
  await prompt.getByLabel("Code").fill(stepUpCode("superadmin@example.com"));
  await prompt.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("The scheduled upgrade request has been approved successfully!")).toBeVisible();

  // Refused once for want of a code, then sent again as it was: one LMS, the one still ticked.
  expect(approvals).toHaveLength(2);
  expect(approvals[1]).toEqual(approvals[0]);
  const { attributes } = approvals[1] as { attributes: { lmsList: unknown[] } };
  expect(attributes.lmsList).toHaveLength(1);
  expect(picked).toHaveLength(2);
});
