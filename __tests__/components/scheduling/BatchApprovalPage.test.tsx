/** @jest-environment jsdom */
// The batch approval page against contract-checked answers (spec 3 §2.7, §4, §5, §8): the
// batch's date and requester, its LMSs validated (only valid ones enabled and checked, Totara
// listed in the alert, a failed validation disables all), Approve Batch for a superadmin only,
// 'Please select at least one LMS to approve', the confirmation and the body sent, the success;
// the Spanish message when the batch cannot be read.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BatchApprovalPage from "@/components/scheduling/approve/BatchApprovalPage";
import ConsoleProviders from "../ConsoleProviders";
import { callsOf, serveApi, type ApiReplies } from "../serveApi";
import { axeViolations } from "../axeViolations";

jest.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(""),
  usePathname: () => "/scheduled-upgrade/approve/b-1",
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

const A = { instanceId: "i-shared01", deploymentType: "shared" as const, domain: "a.example.com", volumeId: "vol-a", client: "Acme" };
const B = { instanceId: "i-shared01", deploymentType: "shared" as const, domain: "b.example.com", volumeId: "vol-b", client: "Beta" };
const T = { instanceId: "i-shared01", deploymentType: "shared" as const, domain: "t.example.com", volumeId: "vol-t", client: "Tot" };

/** A day far enough ahead to never be in the past. */
const FUTURE = "2099-01-15";

const BATCH: ApiReplies = {
  scheduledBatch: { success: true, scheduledTime: FUTURE, requestedBy: "admin@example.com", lmsList: [A, B, T] },
  validateDomains: { success: true, validDomains: ["a.example.com", "b.example.com"], invalidDomains: [{ domain: "t.example.com", error: "Totara LMS cannot be updated automatically" }] },
};

function renderPage(role: "superadmin" | "admin" = "superadmin") {
  const user = userEvent.setup();
  const view = render(
    <ConsoleProviders role={role}>
      <BatchApprovalPage batchId="b-1" />
    </ConsoleProviders>,
  );
  return { user, ...view };
}

const box = (domain: string) => screen.getByRole("checkbox", { name: `Approve ${domain}` });

it("shows the batch: date, requester, Totara alert, the warning, valid LMSs enabled and checked; axe-clean", async () => {
  serveApi(BATCH);
  const { container } = renderPage();
  expect(screen.getByRole("heading", { level: 1, name: "Scheduled Upgrade Batch" })).toBeInTheDocument();
  await waitFor(() => expect(box("a.example.com")).toBeEnabled());
  expect(box("a.example.com")).toBeChecked();
  expect(box("b.example.com")).toBeChecked();
  expect(box("t.example.com")).toBeDisabled();
  expect(box("t.example.com")).not.toBeChecked();
  expect(screen.getByText(/These Totara LMSs cannot be updated automatically/)).toHaveTextContent("t.example.com");
  // The note is a warning (spec 3 §2.7), as MUI marks a warning alert.
  expect(screen.getByText("A disabled checkbox means the LMS could not be validated or is missing parameters.").closest(".MuiAlert-root")).toHaveClass("MuiAlert-colorWarning");
  expect(screen.getByRole("textbox", { name: "Requested By" })).toHaveValue("admin@example.com");
  expect(screen.getByRole("textbox", { name: "Requested By" })).toHaveAttribute("readonly");
  expect(callsOf("validateDomains")[0].body).toEqual({ lmsList: [A, B, T].map((e) => ({ instanceId: e.instanceId, deploymentType: e.deploymentType, domain: e.domain, volumeId: e.volumeId })) });
  expect(await axeViolations(container)).toEqual([]);
});

it("select-all touches only the enabled LMSs; none checked says 'Please select at least one LMS to approve'", async () => {
  serveApi(BATCH);
  const { user } = renderPage();
  await waitFor(() => expect(box("a.example.com")).toBeEnabled());
  await user.click(screen.getByRole("checkbox", { name: "Select all LMSs" }));
  expect(box("a.example.com")).not.toBeChecked();
  expect(box("b.example.com")).not.toBeChecked();
  await user.click(screen.getByRole("button", { name: "Approve Batch" }));
  expect(await screen.findByText("Please select at least one LMS to approve")).toBeInTheDocument();
  expect(callsOf("approveBatch")).toEqual([]);
});

it("a confirmed approval sends the date, 'approved' and the checked LMSs, then says so", async () => {
  serveApi({ ...BATCH, approveBatch: { success: true } });
  const { user } = renderPage();
  await waitFor(() => expect(box("a.example.com")).toBeEnabled());
  await user.click(box("b.example.com"));
  await user.click(screen.getByRole("button", { name: "Approve Batch" }));
  const dialog = await screen.findByRole("dialog");
  expect(dialog).toHaveTextContent(`Are you sure you want to approve the scheduled update of 1 LMS(s) on ${FUTURE}?`);
  await user.click(within(dialog).getByRole("button", { name: "Approve" }));
  expect(await screen.findByText("The scheduled upgrade request has been approved successfully!")).toBeInTheDocument();
  expect(callsOf("approveBatch")[0]).toMatchObject({
    params: { batchId: "b-1" },
    body: { attributes: { scheduledTime: FUTURE, approvalStatus: "approved", lmsList: [{ instanceId: "i-shared01", deploymentType: "shared", domain: "a.example.com", volumeId: "vol-a" }] } },
  });
  expect(screen.queryByRole("button", { name: "Approve Batch" })).not.toBeInTheDocument();
});

it("a date in the past (Costa Rica) is refused", async () => {
  serveApi({ ...BATCH, scheduledBatch: { success: true, scheduledTime: "2020-01-01", requestedBy: "admin@example.com", lmsList: [A] } });
  const { user } = renderPage();
  await waitFor(() => expect(box("a.example.com")).toBeEnabled());
  await user.click(screen.getByRole("button", { name: "Approve Batch" }));
  expect(await screen.findByText(/The selected date is in the past for Costa Rica\. Today \(CR\) is \d{4}-\d{2}-\d{2}\./)).toBeInTheDocument();
  expect(callsOf("approveBatch")).toEqual([]);
});

it("a failed validation disables every LMS", async () => {
  serveApi({ ...BATCH, validateDomains: { status: 500, body: { message: "x" } } });
  renderPage();
  expect(await screen.findByText("The domains could not be validated, so no LMS can be selected.")).toBeInTheDocument();
  for (const d of ["a.example.com", "b.example.com", "t.example.com"]) expect(box(d)).toBeDisabled();
});

it("an admin sees the batch but no Approve Batch, and nothing is validated", async () => {
  serveApi({ scheduledBatch: BATCH.scheduledBatch });
  renderPage("admin");
  expect(await screen.findByText("Only a superadmin can approve this batch.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Approve Batch" })).not.toBeInTheDocument();
  expect(box("a.example.com")).toBeDisabled();
});

it("a batch that cannot be read, or comes without its parts, says so in Spanish", async () => {
  const message = "No se ha podido obtener la información de la solicitud de actualización programada";
  serveApi({ scheduledBatch: { success: true, requestedBy: "admin@example.com" } });
  const first = renderPage();
  expect(await screen.findByText(message)).toBeInTheDocument();
  first.unmount();
  serveApi({ scheduledBatch: { status: 404, body: { message: "No such batch." } } });
  renderPage();
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it("the date typed in the picker is the one sent", async () => {
  serveApi({ ...BATCH, approveBatch: { success: true } });
  const { user } = renderPage();
  await waitFor(() => expect(box("a.example.com")).toBeEnabled());
  const group = screen.getByRole("group", { name: "Scheduled Date" });
  await user.click(within(group).getByRole("spinbutton", { name: "Year" }));
  await user.keyboard("2098");
  await user.click(screen.getByRole("button", { name: "Approve Batch" }));
  await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Approve" }));
  expect(await screen.findByText("The scheduled upgrade request has been approved successfully!")).toBeInTheDocument();
  expect((callsOf("approveBatch")[0].body as { attributes: { scheduledTime: string } }).attributes.scheduledTime).toBe("2098-01-15");
});
