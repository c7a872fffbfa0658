// The usage and performance reports in Chromium (spec 3 §2.2, §2.3, §8, §9): the usage report
// draws both charts (bars in the SVG) in each timeframe; a shared instance's EVENTS and RUNNING
// TASKS downloads save EventsReport.csv and RunningTasksReport.csv with a byte-order mark and
// the spec's columns; an LMS's events modal lists Moodle events with Spanish descriptions and
// closes back to the report of the same instance.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";

const bars = (page: Page, chart: string) => page.locator(`[data-chart="${chart}"] svg .MuiBarChart-element`);

test("the usage report draws storage and logins in each timeframe", async ({ page, asRole }) => {
  await asRole("manager");
  await page.getByRole("button", { name: "Reports" }).click();
  await page.getByRole("menuitem", { name: "Usability" }).click();
  await expect(page).toHaveURL(/\/usability-report$/);
  const instance = page.getByRole("combobox", { name: "Instance" });
  await expect(instance.locator("option").nth(1)).toBeAttached();
  await instance.selectOption({ index: 1 });

  const timeframe = page.getByRole("combobox", { name: "Timeframe" });
  await expect(timeframe).toHaveValue("global");
  for (const label of ["GLOBAL", "6 MONTHS", "MONTHLY"]) {
    await timeframe.selectOption({ label });
    await expect(page.getByLabel("Loading the report")).toHaveCount(0);
    await expect(bars(page, "Storage's Use").first()).toBeVisible();
    await expect(bars(page, "Record of Logins").first()).toBeVisible();
  }
  // Clearing the timeframe empties the charts.
  await timeframe.selectOption({ label: "TIMEFRAME" });
  await expect(page.locator("[data-chart]")).toHaveCount(0);
});

async function sharedReport(page: Page) {
  await page.goto("/performance-report");
  const instance = page.getByRole("combobox", { name: "Instance" });
  const shared = instance.locator("option", { hasText: "(shared)" }).first();
  await expect(shared).toBeAttached();
  await instance.selectOption({ label: (await shared.textContent()) ?? "" });
  await expect(page).toHaveURL(/\/performance-report\?instance=/);
  const table = page.getByRole("table", { name: /^LMSs of / });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  return table;
}

async function download(page: Page, button: ReturnType<Page["getByRole"]>) {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, "utf8") };
}

test("a shared instance's EVENTS and RUNNING TASKS download their CSVs", async ({ page, asRole }) => {
  await asRole("manager");
  const table = await sharedReport(page);
  const domains = (await table.locator("tbody tr td:first-child .MuiTypography-caption").allTextContents()).map((d) => d.replace(/^https?:\/\//, ""));

  const events = await download(page, table.getByRole("button", { name: /^Download the events of every LMS/ }));
  expect(events.name).toBe("EventsReport.csv");
  expect(events.text.startsWith("\uFEFF")).toBe(true);
  const eventLines = events.text.slice(1).split("\r\n");
  // Every field is quoted.
  const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(",");
  expect(eventLines[0]).toBe(quoted(["Event Name", "Description", ...domains]));
  expect(eventLines.some((l) => l.startsWith(`${quoted(["\\core\\event\\course_viewed", "Curso visto"])},`))).toBe(true);

  const tasks = await download(page, table.getByRole("button", { name: /^Download the running tasks of every LMS/ }));
  expect(tasks.name).toBe("RunningTasksReport.csv");
  expect(tasks.text.startsWith("\uFEFF")).toBe(true);
  const taskLines = tasks.text.slice(1).split("\r\n");
  expect(taskLines[0]).toBe(quoted(["Domain", domains[0]]));
  expect(taskLines[1]).toBe(quoted(["Name", "Type", "Time", "Started", "Host Name", "PID"]));
  expect(taskLines.filter((l) => l.startsWith('"Domain",'))).toHaveLength(domains.length);
});

test("an LMS's events open in a modal with Spanish descriptions and close back to the report", async ({ page, asRole }) => {
  await asRole("manager");
  const table = await sharedReport(page);
  const reportUrl = page.url();
  const link = table.getByRole("link", { name: /^View events of / }).first();
  const name = ((await link.getAttribute("aria-label")) ?? "").replace(/^View events of /, "");
  await link.click();

  const dialog = page.getByRole("dialog", { name: `Events · ${name}` });
  const events = dialog.getByRole("table", { name: `Events of ${name}` });
  await expect(events.getByRole("columnheader")).toHaveText(["Event", "Description", "Count"]);
  await expect(events.getByRole("row", { name: /\\core\\event\\user_loggedin El usuario ha iniciado sesión/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(reportUrl);
  await expect(dialog).toHaveCount(0);
});

test("a superadmin deletes a leftover cloud-database entry and the table reloads without it", async ({ page, asRole }) => {
  await asRole("superadmin");
  await page.getByRole("link", { name: "Cloud DB" }).click();
  await expect(page).toHaveURL(/\/reports\/dymano-instances$/);
  const table = page.getByRole("table", { name: "Instances from AWS" });
  await expect(table.getByRole("columnheader")).toHaveText(["Name", "Instance ID", "IP", "Actions"]);
  // The first row the upstream lets a superadmin delete (its icon shows once canDelete is known).
  const row = table.locator("tbody tr").filter({ has: page.getByRole("button", { name: /^Delete / }) }).first();
  await expect(row).toBeVisible();
  const id = await row.getAttribute("data-entry-id");
  expect(id).toBeTruthy();
  await row.getByRole("button", { name: /^Delete / }).click();
  await page.getByRole("dialog", { name: "Delete entry" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The operation was executed successfully. The table will be updated from DynamoDB.")).toBeVisible();
  await expect(table.locator(`tr[data-entry-id="${id}"]`)).toHaveCount(0);
});

test("a manager reads the cloud-database report without Actions or delete cells", async ({ page, asRole }) => {
  await asRole("manager");
  // The shell shows managers no button to it (spec 1 §2); the report itself is not gated.
  await expect(page.getByRole("link", { name: "Cloud DB" })).toHaveCount(0);
  await page.goto("/reports");
  await expect(page).toHaveURL(/\/reports\/dymano-instances$/);
  const table = page.getByRole("table", { name: "Instances from AWS" });
  await expect(table.getByRole("columnheader")).toHaveText(["Name", "Instance ID", "IP"]);
  await expect(table.locator("tbody tr").first()).toBeVisible();
  await expect(table.getByRole("button")).toHaveCount(0);
  await expect(table.getByRole("link")).toHaveCount(0);
});
