/** @jest-environment jsdom */
// The cloud-database report as each role meets it (spec 3 §2.4, §6, §8): a manager reads Name,
// Instance ID and IP with no Actions column; a superadmin gets Domains for shared entries and a
// delete icon only where the upstream says canDelete, confirmed, then the spec's sentence and
// the table read again; a failed load says the spec's sentence. In the domains modal an admin
// reads 'Cannot delete domain'; a superadmin deletes a domain by its bare host. A long table asks
// canDelete only for the rows that come near the view, not one request per row.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Role } from "@/lib/contract/types";
import CloudDbReport from "@/components/reports/clouddb/CloudDbReport";
import DomainsModal from "@/components/reports/clouddb/DomainsModal";
import ConsoleProviders from "../ConsoleProviders";
import { callsOf, serveApi } from "../serveApi";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/reports/dymano-instances" }));

const TABLE = {
  success: true,
  instances: [
    { id: "i-live", name: "MDL_MOODLE01", ip: "198.51.100.10", shared: true },
    { id: "i-gone", name: "MDL_UNIPACIFICO", ip: "203.0.113.27", shared: false },
  ],
};

function renderAs(role: Role, ui = <CloudDbReport />) {
  const user = userEvent.setup();
  render(<ConsoleProviders role={role}>{ui}</ConsoleProviders>);
  return user;
}

it("a manager reads the table without Actions", async () => {
  serveApi({ dynamoInstances: TABLE });
  renderAs("manager");
  const table = await screen.findByRole("table", { name: "Instances from AWS" });
  expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Name", "Instance ID", "IP"]);
  expect(within(table).queryByRole("button")).toBeNull();
  expect(callsOf("dynamoInstanceData")).toEqual([]);
});

it("a superadmin deletes a deletable entry: asked first, the spec's sentence, the table read again", async () => {
  serveApi({
    dynamoInstances: [TABLE, { success: true, instances: [TABLE.instances[0]] }],
    dynamoInstanceData: ({ params }) => ({ canDelete: params.id === "i-gone" }),
    deleteDynamoInstance: { success: true },
  });
  const user = renderAs("superadmin");
  const table = await screen.findByRole("table", { name: "Instances from AWS" });
  expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Name", "Instance ID", "IP", "Actions"]);
  expect(within(table).getByRole("link", { name: "Domains of MDL_MOODLE01" })).toHaveAttribute("href", "/reports/dymano-instances/information/i-live/MDL_MOODLE01");
  const remove = await within(table).findByRole("button", { name: "Delete MDL_UNIPACIFICO" });
  await waitFor(() => expect(within(table).queryByLabelText(/^Checking/)).toBeNull());
  expect(within(table).queryByRole("button", { name: "Delete MDL_MOODLE01" })).toBeNull();

  await user.click(remove);
  await user.click(within(await screen.findByRole("dialog", { name: "Delete entry" })).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText("The operation was executed successfully. The table will be updated from DynamoDB.")).toBeVisible();
  expect(callsOf("deleteDynamoInstance")[0].params).toEqual({ id: "i-gone" });
  await waitFor(() => expect(screen.queryByText("MDL_UNIPACIFICO")).toBeNull());
});

it("a long table asks canDelete only for the rows that come near the view", async () => {
  // A stand-in IntersectionObserver: the test says which rows scroll near.
  const watched = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
  class FakeObserver {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe(el: Element) {
      watched.set(el, this.callback);
    }
    disconnect() {
      for (const [el, cb] of watched) if (cb === this.callback) watched.delete(el);
    }
  }
  const real = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  try {
    const instances = Array.from({ length: 40 }, (_, i) => ({ id: `i-${i}`, name: `MDL_SITE${String(i).padStart(2, "0")}`, ip: "198.51.100.1", shared: false }));
    serveApi({ dynamoInstances: { success: true, instances }, dynamoInstanceData: () => ({ canDelete: true }) });
    renderAs("superadmin");
    await screen.findByRole("table", { name: "Instances from AWS" });
    await waitFor(() => expect(watched.size).toBe(40));
    expect(callsOf("dynamoInstanceData")).toEqual([]);
    // Two rows come into view: two questions, and their delete icons.
    const near = [...watched].slice(0, 2);
    act(() => near.forEach(([, cb]) => cb([{ isIntersecting: true }])));
    expect(await screen.findByRole("button", { name: "Delete MDL_SITE00" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Delete MDL_SITE01" })).toBeInTheDocument();
    expect(callsOf("dynamoInstanceData").map((c) => c.params)).toEqual([{ id: "i-0" }, { id: "i-1" }]);
  } finally {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = real;
  }
});

it("a failed load says the spec's sentence", async () => {
  serveApi({ dynamoInstances: { status: 500, body: { message: "boom" } } });
  renderAs("superadmin");
  expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred while trying to get the instances dynamoDB report.");
});

it("in the domains modal an admin reads 'Cannot delete domain'", async () => {
  serveApi({ dynamoDomains: { success: true, domains: ["https://aula.example", "https://antiguo-moodle01.example"] } });
  renderAs("admin", <DomainsModal id="i-live" name="MDL_MOODLE01" closeTo="/reports/dymano-instances" />);
  const table = await screen.findByRole("table", { name: "Domains of MDL_MOODLE01" });
  expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["URL", "ACTIONS"]);
  expect(within(table).getAllByText("Cannot delete domain")).toHaveLength(2);
});

it("a superadmin deletes a leftover domain by its bare host", async () => {
  serveApi({
    dynamoDomains: [{ success: true, domains: ["https://aula.example", "https://antiguo-moodle01.example"] }, { success: true, domains: ["https://aula.example"] }],
    dynamoDomainData: ({ params }) => ({ canDeleteDomain: params.domain === "antiguo-moodle01.example" }),
    deleteDynamoDomain: { success: true },
  });
  const user = renderAs("superadmin", <DomainsModal id="i-live" name="MDL_MOODLE01" closeTo="/reports/dymano-instances" />);
  const remove = await screen.findByRole("button", { name: "Delete antiguo-moodle01.example" });
  await waitFor(() => expect(screen.queryByLabelText(/^Checking/)).toBeNull());
  expect(screen.queryByRole("button", { name: "Delete aula.example" })).toBeNull();
  await user.click(remove);
  await user.click(within(await screen.findByRole("dialog", { name: "Delete domain" })).getByRole("button", { name: "Delete" }));
  expect(callsOf("deleteDynamoDomain")[0].params).toEqual({ id: "i-live", domain: "antiguo-moodle01.example" });
  await waitFor(() => expect(screen.queryByText("https://antiguo-moodle01.example")).toBeNull());
});
