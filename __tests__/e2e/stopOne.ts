// Stopping an instance as a user does, through its actions modal with a motive and the
// pre-flight confirmation: the activity and replica suites' first step.
import { expect, type Page } from "@playwright/test";
import { instanceRow, instancesInView } from "./lists";

/** Stops the first running dedicated instance through its actions modal; returns its id. */
export async function stopOne(page: Page, motive: string): Promise<string> {
  const id = (await instancesInView(page)).find((r) => r.state === "running" && r.actionsPath.endsWith("/dedicated"))?.id;
  if (!id) throw new Error("no running dedicated instance in view");
  await instanceRow(page, id).getByRole("link", { name: /^Actions for / }).click();
  const dialog = page.getByRole("dialog", { name: /^Actions · / });
  await dialog.getByLabel("Motive").fill(motive);
  await dialog.getByRole("button", { name: "Stop", exact: true }).click();
  const confirmation = page.getByRole("dialog", { name: "Stop instance" });
  // The pre-flight facts: who is on the site now, and whether a backup ran in the last 24 hours.
  await expect(confirmation.getByText(/^Active users/)).toBeVisible();
  await expect(confirmation.getByText(/^Backup in the last 24 hours: /)).toBeVisible();
  await confirmation.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByText(/may take a few minutes to show/)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  return id;
}
