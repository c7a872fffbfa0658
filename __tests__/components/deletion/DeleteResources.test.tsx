/** @jest-environment jsdom */
// The delete-resources page against contract-checked answers (spec 2 §2.5, §4 "Deletion", §6,
// §8): the request's details; for a superadmin Delete (confirmed) with the link's region, the
// 'Delete Output', and the resources marked deleted with the link's token — unless the output
// has '[Errors]'; Cancel marks them canceled; other roles only read; the spec's messages.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import DeleteResources from "@/components/deletion/DeleteResources";
import ConsoleProviders from "../ConsoleProviders";
import { callsOf, serveApi, type ApiReplies } from "../serveApi";

jest.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams("region=eu-central-1"),
  usePathname: () => "/home/delete/tok-1/delete-lms",
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

const RESOURCES = {
  instanceId: "i-0acme000000000001",
  instanceName: "MDL_ACME",
  domain: "campus.acme.example.com",
  instanceIp: "54.1.2.3",
  deleteRDS: true,
  deleteManual: false,
  dbInstanceIdentifier: "mdl-acme",
  dbName: "acme_moodle",
};

const DETAILS: ApiReplies = { deleteDetails: { resources: RESOURCES, deleteDomain: false } };

function renderPage(role: "superadmin" | "admin" = "superadmin", action = "delete-lms") {
  const user = userEvent.setup();
  render(
    <ConsoleProviders role={role}>
      <DeleteResources token="tok-1" action={action} />
    </ConsoleProviders>,
  );
  return user;
}

async function confirmWith(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: label }));
}

it("shows what the request deletes, with 'The domain will not be deleted' when the domain is kept", async () => {
  serveApi(DETAILS);
  renderPage();
  expect(await screen.findByText("MDL_ACME")).toBeInTheDocument();
  expect(screen.getByText("The domain will not be deleted")).toBeInTheDocument();
  expect(screen.getByText("54.1.2.3")).toBeInTheDocument();
  expect(screen.getByText("mdl-acme")).toBeInTheDocument();
  expect(callsOf("deleteDetails")[0].query).toEqual({ token: "tok-1", action: "delete-lms", region: "eu-central-1" });
});

it("a superadmin's confirmed Delete streams the output, then marks the resources deleted with the token", async () => {
  serveApi({
    ...DETAILS,
    deleteInstance: { outputFileId: "out-1" },
    deleteProcessInfo: { status: 200, body: "Removing the volume…\nRemoving the DNS records: kept.\nDone.\n" },
    updateResourcesStatus: {},
  });
  const user = renderPage();
  await user.click(await screen.findByRole("button", { name: "Delete" }));
  await confirmWith(user, "Delete");
  expect(await screen.findByText("Resources were successfully deleted.")).toBeInTheDocument();
  expect(await screen.findByRole("region", { name: "Delete Output" })).toHaveTextContent("Removing the volume…");
  expect(callsOf("deleteInstance")[0]).toMatchObject({ params: { id: RESOURCES.instanceId }, body: { deleteLMS: true, resources: RESOURCES, region: "eu-central-1", deleteDomain: false } });
  expect(callsOf("deleteProcessInfo")[0]).toMatchObject({ params: { id: RESOURCES.instanceId }, query: { outputFileId: "out-1" } });
  expect(callsOf("updateResourcesStatus")[0]).toMatchObject({ params: { id: RESOURCES.instanceId }, body: { token: "tok-1", status: "deleted" } });
  expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
});

it("an output with '[Errors]' fails the deletion and marks nothing", async () => {
  serveApi({ ...DETAILS, deleteInstance: { outputFileId: "out-2" }, deleteProcessInfo: { status: 200, body: "Removing the volume…\n[Errors] the volume is still attached\n" } });
  const user = renderPage();
  await user.click(await screen.findByRole("button", { name: "Delete" }));
  await confirmWith(user, "Delete");
  expect(await screen.findByText(/Failed/)).toBeInTheDocument();
  expect(await screen.findByRole("alert")).toBeInTheDocument();
  expect(callsOf("updateResourcesStatus")).toEqual([]);
  expect(screen.queryByText("Resources were successfully deleted.")).not.toBeInTheDocument();
});

it("an output that cannot be read says 'An error has occurred. Cannot display the output of the delete process.'", async () => {
  serveApi({ ...DETAILS, deleteInstance: { outputFileId: "out-3" }, deleteProcessInfo: { status: 500, body: { message: "The upstream answered HTTP 500." } } });
  const user = renderPage();
  await user.click(await screen.findByRole("button", { name: "Delete" }));
  await confirmWith(user, "Delete");
  expect((await screen.findAllByText("An error has occurred. Cannot display the output of the delete process.")).length).toBeGreaterThan(0);
  expect(callsOf("updateResourcesStatus")).toEqual([]);
});

it("a confirmed Cancel marks the resources canceled: 'The deletion request has been successfully canceled.'", async () => {
  serveApi({ ...DETAILS, updateResourcesStatus: {} });
  const user = renderPage();
  await user.click(await screen.findByRole("button", { name: "Cancel" }));
  await confirmWith(user, "Cancel deletion");
  expect(await screen.findByText("The deletion request has been successfully canceled.")).toBeInTheDocument();
  expect(callsOf("updateResourcesStatus")[0].body).toEqual({ token: "tok-1", status: "canceled" });
  expect(callsOf("deleteInstance")).toEqual([]);
  expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
});

it("an admin reads the request but may neither delete nor cancel", async () => {
  serveApi(DETAILS);
  renderPage("admin");
  expect(await screen.findByText("Only a superadmin can delete or cancel these resources.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
});

it("a request that cannot be read shows the server's explanation, or 'Something went wrong during the process.'", async () => {
  serveApi({ deleteDetails: { status: 404, body: { message: "No deletion request for this link." } } });
  const { unmount } = render(
    <ConsoleProviders role="superadmin">
      <DeleteResources token="gone" action="delete-lms" />
    </ConsoleProviders>,
  );
  expect(await screen.findByText("No deletion request for this link.")).toBeInTheDocument();
  unmount();
  serveApi({ deleteDetails: { status: 500, body: { message: "The upstream answered HTTP 500." } } });
  renderPage();
  expect(await screen.findByText("Something went wrong during the process.")).toBeInTheDocument();
});
