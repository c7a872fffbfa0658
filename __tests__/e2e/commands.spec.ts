// The commands modal in Chromium: opened from a row, a PHP log downloaded under the
// instance's name, what a manager does not see and an admin does, a confirmed restart, and
// the memory, CPU and cron panels filled from the server.
import { readFile } from "node:fs/promises";
import { expect, test, type AsRole, type Locator, type Page } from "./fixtures";
import { COMMAND_MESSAGES } from "@/lib/domain/commands";
import { CPU_BANDS } from "@/lib/domain/serverMetrics";
import { instanceRow, instancesInView } from "./lists";

/** The first running row (in the freshly seeded fleet every test starts from) that has an address. */
async function runningRow(page: Page): Promise<{ row: Locator; id: string; name: string; address: string }> {
  const found = (await instancesInView(page)).find((r) => r.state === "running" && r.name !== "" && !r.commandsHref.includes("/-/"));
  if (!found) throw new Error("no running instance with an address in view");
  // …/commands/{instanceId}/{address}/{name}
  const address = decodeURIComponent(found.commandsHref.split("/").at(-2) ?? "");
  return { row: instanceRow(page, found.id), id: found.id, name: found.name, address };
}

async function openCommands(page: Page, asRole: AsRole, who: "manager" | "admin"): Promise<{ dialog: Locator; name: string; id: string; address: string }> {
  await asRole(who);
  const { row, name, id, address } = await runningRow(page);
  await row.getByRole("link", { name: `Commands for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Commands · ${name}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/home\/instances\/commands\//);
  return { dialog, name, id, address };
}

const section = (dialog: Locator, name: string) => dialog.getByRole("region", { name, exact: true });

test("a manager gets the PHP log as <instance>-php-log.txt, and sees no System, Restart or Clean Logs", async ({ page, asRole }) => {
  const { dialog, name } = await openCommands(page, asRole, "manager");

  await expect(dialog.getByRole("heading", { name: "Php Service" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Web Service" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "System" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /^(Restart|Clean Logs|Update)/ })).toHaveCount(0);
  await expect(section(dialog, "Php Service").getByRole("button")).toHaveText(["Check Status", "Get Logs"]);

  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Get Logs (Php Service)" }).click()]);
  expect(download.suggestedFilename()).toBe(`${name}-php-log.txt`);
  const text = await readFile((await download.path())!, "utf8");
  expect(text.length).toBeGreaterThan(0);
  // The notice is announced: it is not hidden from assistive technology behind the modal.
  await expect(page.getByRole("status").filter({ hasText: COMMAND_MESSAGES.success })).toBeVisible();
  const output = dialog.getByRole("region", { name: "Output of Get Logs (Php Service)" });
  await expect(output).toBeVisible();
  expect(await output.textContent()).toBe(text);
});

test("an admin sees Restart, Clean Logs and System; a restart is confirmed first and reports its status", async ({ page, asRole }) => {
  const { dialog, name } = await openCommands(page, asRole, "admin");

  for (const service of ["Php Service", "Web Service"]) {
    await expect(section(dialog, service).getByRole("button")).toHaveText(["Check Status", "Get Logs", "Restart", "Clean Logs"]);
  }
  await expect(section(dialog, "System").getByRole("button", { name: "Update (System)" })).toBeEnabled();

  await dialog.getByRole("button", { name: "Restart (Web Service)" }).click();
  const confirm = page.getByRole("dialog", { name: "Restart Web Service" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Restart" }).click();
  await expect(page.getByRole("status").filter({ hasText: COMMAND_MESSAGES.success })).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Output of Restart (Web Service)" })).toContainText("nginx.service");
});

test("memory, CPU and cron panels show the running server's data", async ({ page, asRole }) => {
  const { dialog, id, address } = await openCommands(page, asRole, "manager");

  const memory = section(dialog, "Memory Usage");
  for (const card of ["Total", "Used", "Free", "Available"]) {
    await expect(memory.getByRole("group", { name: card })).toContainText(/\d(\.\d\d GB| MB)/);
  }
  await expect(memory.getByRole("group", { name: "Used" })).toContainText(/\d+\.\d% of total/);

  const cpu = section(dialog, "CPU Usage - Last Hour");
  await expect(cpu.getByText(/^Latest \d+\.\d%/)).toBeVisible();
  await expect(cpu.locator("svg circle.MuiLineChart-mark").first()).toBeAttached();
  const strokes = await cpu.locator("svg circle.MuiLineChart-mark").evaluateAll((marks) => marks.map((m) => m.getAttribute("stroke")));
  expect(strokes.length).toBeGreaterThan(0);
  for (const stroke of strokes) expect(CPU_BANDS.map((band) => band.color)).toContain(stroke);
  await expect(cpu.getByRole("list", { name: "CPU colour thresholds" }).getByRole("listitem")).toHaveCount(4);
  await expect(cpu.getByText("100%")).toBeVisible();

  const cron = section(dialog, "Cron Jobs");
  // Exactly the upstream's crontab of this server, one row per job.
  const crontab = await page.request.get(`/api/v1/instances/${id}/cron-jobs?instanceIp=${encodeURIComponent(address)}`);
  expect(crontab.status()).toBe(200);
  const { jobs } = (await crontab.json()) as { jobs: { name: string }[] };
  expect(jobs.length).toBeGreaterThan(0);
  const table = cron.getByRole("table", { name: "Cron jobs" });
  await expect(table.locator("tbody th")).toHaveText(jobs.map((j) => j.name));

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/home\/instances$/);
});

test("a deep link's encoded name is shown decoded, and names the saved log", async ({ page, asRole }) => {
  await asRole("manager");
  const { row } = await runningRow(page);
  const href = (await row.getByRole("link", { name: /^Commands for / }).getAttribute("href")) ?? "";
  await page.goto(`${href.slice(0, href.lastIndexOf("/"))}/${encodeURIComponent("Acme Campus/2026")}`);

  const dialog = page.getByRole("dialog", { name: "Commands · Acme Campus/2026" });
  await expect(dialog).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Get Logs (Web Service)" }).click()]);
  expect(download.suggestedFilename()).toBe("Acme-Campus-2026-nginx-log.txt");
});
