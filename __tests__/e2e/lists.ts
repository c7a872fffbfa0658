// The lists the e2e suites read: the instance and DB instance tables' rows on the page, what the
// BFF lists to the page's own session (instances, DB instances, a server's volumes), the rows in
// view with their state and links, and a confirmation dialog answered. Shared by the specs and
// the scale suite.
import { expect, type Locator, type Page } from "@playwright/test";
import type { DbInstance } from "@/lib/contract/schemas/database";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import type { Region } from "@/lib/domain/regions";

// The rows by CSS, not by role: under an open modal the list is hidden from the accessibility tree.

/** The instance list's rows. */
export const instanceRows = (page: Page): Locator => page.locator('table[aria-label="Instances"] tbody tr[data-instance-id]');

/** The DB instance list's rows. */
export const dbInstanceRows = (page: Page): Locator => page.locator('table[aria-label="DB instances"] tbody tr[data-db-instance-id]');

/** The region's instances as the BFF lists them to the page's own session. */
export async function listedInstances(page: Page, region: Region = "us-west-2"): Promise<Instance[]> {
  const res = await page.request.get(`/api/v1/instances?region=${region}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { instances: Instance[] }).instances;
}

/** The region's DB instances as the BFF lists them to the page's own session. */
export async function listedDbInstances(page: Page, region: Region = "us-west-2"): Promise<DbInstance[]> {
  const res = await page.request.get(`/api/v1/dbinstances?region=${region}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { dbinstances: DbInstance[] }).dbinstances;
}

/** A server's volumes (its sites, on a shared server) as the BFF lists them. */
export async function listedVolumes(page: Page, server: Pick<Instance, "instanceId" | "publicIpAddress">, region: Region = "us-west-2"): Promise<Volume[]> {
  const res = await page.request.get(`/api/v1/instances/${server.instanceId}/volumes?region=${region}&instanceIp=${server.publicIpAddress}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { volumes: Volume[] }).volumes;
}

export interface RowInView {
  id: string;
  /** The state column's text. */
  state: string;
  /** The name cell's text, trimmed. */
  name: string;
  /** The path of the row's Actions link (its modal's route ends in the deployment type). */
  actionsPath: string;
  /** The row's Commands link as written in the page ("" without one). */
  commandsHref: string;
}

/** The instance rows the table has rendered (a screenful and a margin), in order, once the first shows. */
export async function instancesInView(page: Page): Promise<RowInView[]> {
  await expect(instanceRows(page).first()).toBeVisible();
  return instanceRows(page).evaluateAll((trs) =>
    trs.map((tr) => ({
      id: tr.getAttribute("data-instance-id") ?? "",
      state: tr.querySelector(".state")?.textContent?.trim() ?? "",
      name: tr.querySelector("td.name")?.textContent?.trim() ?? "",
      actionsPath: new URL(tr.querySelector<HTMLAnchorElement>('a[aria-label^="Actions for"]')?.href ?? "about:blank").pathname,
      commandsHref: tr.querySelector('a[aria-label^="Commands for"]')?.getAttribute("href") ?? "",
    })),
  );
}

/** The row of the instance `id` on the page. */
export const instanceRow = (page: Page, id: string): Locator => page.locator(`tr[data-instance-id="${id}"]`);

/** Narrows the instance list to one instance with the search box; its row. */
export async function searchOne(page: Page, instanceId: string): Promise<Locator> {
  await page.getByLabel("Search").fill(instanceId);
  await expect(instanceRows(page)).toHaveCount(1);
  return instanceRows(page).first();
}

/** Answers the confirmation titled `title` with its button `label` (never the modal beneath,
 * which may have a button of the same name). */
export async function confirm(page: Page, title: string, label: string): Promise<void> {
  const confirmation = page.getByRole("dialog", { name: title, exact: true });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole("button", { name: label, exact: true }).click();
}
