/** @jest-environment jsdom */
// The backup download page (spec 2 §2.6, §8): the mail's region is asked for the backup's link
// and the download starts once; a backup not ready yet says so and can be asked again.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BackupDownload from "@/components/backups/BackupDownload";
import ConsoleProviders from "../ConsoleProviders";
import { callsOf, serveApi } from "../serveApi";

jest.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams("region=eu-central-1"),
  usePathname: () => "/backups/backup-acme-1",
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

const URL_OF_FILE = "http://localhost/api/dev/backups/backup-acme-1?expires=1&sig=abc";
let clicked: string[] = [];

beforeEach(() => {
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.href);
  });
});

afterEach(() => jest.restoreAllMocks());

function renderPage() {
  const user = userEvent.setup();
  render(
    <ConsoleProviders role="manager">
      <BackupDownload fileUniqueId="backup-acme-1" />
    </ConsoleProviders>,
  );
  return user;
}

it("asks for the link in the mail's region and starts the download once", async () => {
  serveApi({ backupLink: { backupURL: URL_OF_FILE } });
  renderPage();
  expect(await screen.findByRole("link", { name: "Download the backup" })).toHaveAttribute("href", URL_OF_FILE);
  expect(clicked).toEqual([URL_OF_FILE]);
  expect(callsOf("backupLink")[0].query).toEqual({ fileUniqueId: "backup-acme-1", region: "eu-central-1" });
});

it("a backup that is not ready says so, and Try again asks once more", async () => {
  serveApi({ backupLink: [{ status: 409, body: { message: "The backup of campus.acme.example is not ready yet." } }, { backupURL: URL_OF_FILE }] });
  const user = renderPage();
  expect(await screen.findByText("The backup of campus.acme.example is not ready yet.")).toBeInTheDocument();
  expect(clicked).toEqual([]);
  await user.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("link", { name: "Download the backup" })).toBeInTheDocument();
  expect(clicked).toEqual([URL_OF_FILE]);
});

it("a failure without an explanation says 'Something went wrong during the process.'", async () => {
  serveApi({ backupLink: { status: 500, body: { message: "The upstream answered HTTP 500." } } });
  renderPage();
  expect(await screen.findByText("Something went wrong during the process.")).toBeInTheDocument();
});
