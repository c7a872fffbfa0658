/** @jest-environment jsdom */
// The Upload modal as a user meets it (spec 1 §2, §5, §6, §8): FILE or PLUGIN by LMS, the
// plugin directory before the path, the server's paths, the listing, type checks before
// anything is sent, the upload with its progress, the confirmed delete, and what a manager
// may not do. The BFF is a stand-in: fetch for the JSON calls, XMLHttpRequest for uploads.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import UploadModal from "@/components/instances/uploads/UploadModal";
import ConsoleProviders from "../../ConsoleProviders";
import type { Role } from "@/lib/contract/types";
import { PLUGIN_DIRECTORY_REQUIRED_MESSAGE, PLUGIN_TYPE_MESSAGE, UPLOAD_MESSAGES, UPLOAD_TYPE_MESSAGE } from "@/lib/domain/uploads";
import { FakeXhr } from "../../fakeXhr";
import { callsOf, serveApi as serve, type ApiCall } from "../../serveApi";
import { HEADS, PHP, sample } from "../../../domain/fileSamples";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const ID = "i-0abc123def4567890";
const IP = "54.12.34.56";
const SITE = "/var/www/learn.acme.example";
const OTHER_SITE = "/var/www/campus.acme.example";
const FILES_PATH = `/api/v1/file/${ID}`;
const PLUGINS_PATH = `/api/v1/plugin/${ID}`;
const LOGO = { name: "logo.png", size: 48_213, modifyTime: Date.UTC(2026, 2, 14, 9, 5) };

// --- fetch (JSON calls) ---

/** The calls of one endpoint for this instance (and, for a delete, this file name). */
function calls(id: ApiCall["id"], name?: string) {
  return callsOf(id).filter((c) => c.params.id === ID && (name === undefined || c.params.name === name));
}

// --- rendering ---

function renderModal({ lms = "Moodle", role = "admin" as Role, address = IP } = {}) {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <ConsoleProviders role={role}>
      <UploadModal instanceId={ID} address={address} lms={lms} />
    </ConsoleProviders>,
  );
  return user;
}

const pathSelect = () => screen.getByLabelText("Path");

async function choosePath(user: ReturnType<typeof userEvent.setup>, path = SITE) {
  await waitFor(() => expect(within(pathSelect()).getByRole("option", { name: path })).toBeInTheDocument());
  await user.selectOptions(pathSelect(), path);
}

const fileInput = () => screen.getByLabelText(/^(File|Plugin zip) to upload$/) as HTMLInputElement;

beforeEach(() => {
  jest.resetAllMocks();
  FakeXhr.sent = [];
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

describe("UploadModal, kinds and location", () => {
  it("offers only FILE for a Moodle instance", async () => {
    serve({ appDirectory: { status: 200, body: { paths: [SITE] } } });
    renderModal({ lms: "Moodle" });

    const group = screen.getByRole("radiogroup", { name: "Upload kind" });
    expect(within(group).getByRole("radio", { name: "FILE" })).toBeChecked();
    expect(within(group).queryByRole("radio", { name: "PLUGIN" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Plugin directory")).not.toBeInTheDocument();
    await waitFor(() => expect(calls("appDirectory")).toHaveLength(1));
  });

  it("offers PLUGIN for a Totara instance", async () => {
    serve({ appDirectory: { status: 200, body: { paths: [SITE] } } });
    renderModal({ lms: "Totara" });

    const group = screen.getByRole("radiogroup", { name: "Upload kind" });
    expect(within(group).getByRole("radio", { name: "FILE" })).toBeInTheDocument();
    expect(within(group).getByRole("radio", { name: "PLUGIN" })).toBeInTheDocument();
    await waitFor(() => expect(calls("appDirectory")).toHaveLength(1));
  });

  it("asks the server for its paths with the instance's address and region, and lists them", async () => {
    serve({
      appDirectory: { status: 200, body: { paths: [SITE, OTHER_SITE] } },
      listFiles: { status: 200, body: { files: [] } },
    });
    const user = renderModal();
    await choosePath(user, OTHER_SITE);

    expect(calls("appDirectory")[0].query).toEqual({ ip: IP, region: "us-west-2" });
    expect(within(pathSelect()).getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose a path", SITE, OTHER_SITE]);
    await screen.findByText(UPLOAD_MESSAGES.noFiles);
    expect(calls("listFiles")[0].query).toEqual({ ip: IP, path: OTHER_SITE, region: "us-west-2" });
  });

  it("shows the spec's message when the paths cannot be loaded", async () => {
    serve({ appDirectory: { status: 409, body: { message: "acme-lms is stopped. Start it to list its directories." } } });
    renderModal();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(UPLOAD_MESSAGES.appDirectoriesFailed);
    expect(alert).toHaveTextContent("acme-lms is stopped.");
    expect(screen.queryByLabelText("Path")).not.toBeInTheDocument();
  });

  it("needs a plugin directory before a path, then lists the plugins in path + directory", async () => {
    serve({
      appDirectory: { status: 200, body: { paths: [SITE] } },
      listPlugins: { status: 200, body: { plugins: [{ name: "mod_attendance.zip", size: 1_022_310, modifyTime: LOGO.modifyTime }] } },
    });
    const user = renderModal({ lms: "Totara" });
    await user.click(screen.getByRole("radio", { name: "PLUGIN" }));
    await waitFor(() => expect(within(pathSelect()).getByRole("option", { name: SITE })).toBeInTheDocument());

    expect(pathSelect()).toBeDisabled();
    expect(screen.getByText(PLUGIN_DIRECTORY_REQUIRED_MESSAGE)).toBeVisible();
    expect(calls("listPlugins")).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText("Plugin directory"), "mod/");
    expect(pathSelect()).toBeEnabled();
    await user.selectOptions(pathSelect(), SITE);

    expect(await screen.findByText("mod_attendance.zip")).toBeVisible();
    expect(screen.getByText("998.3 KB")).toBeVisible();
    expect(calls("listPlugins")[0].query).toEqual({ ip: IP, path: `${SITE}/mod`, region: "us-west-2" });
    expect(screen.getByRole("heading", { name: `Plugins in ${SITE}/mod` })).toBeVisible();
  });

  it("forgets a file path on switching to PLUGIN, since the directory comes first", async () => {
    serve({
      appDirectory: { status: 200, body: { paths: [SITE] } },
      listFiles: { status: 200, body: { files: [] } },
    });
    const user = renderModal({ lms: "Totara" });
    await choosePath(user);
    expect(await screen.findByText(UPLOAD_MESSAGES.noFiles)).toBeVisible();

    await user.click(screen.getByRole("radio", { name: "PLUGIN" }));
    expect(pathSelect()).toHaveValue("");
    expect(pathSelect()).toBeDisabled();
    expect(screen.queryByText(UPLOAD_MESSAGES.noFiles)).not.toBeInTheDocument();
  });
});

describe("UploadModal, listing and delete", () => {
  it("lists files with size and modified time, and says so when there are none", async () => {
    serve({
      appDirectory: { status: 200, body: { paths: [SITE, OTHER_SITE] } },
      listFiles: [{ status: 200, body: { files: [LOGO] } }, { status: 200, body: { files: [] } }],
    });
    const user = renderModal();
    await choosePath(user);

    const row = (await screen.findByText("logo.png")).closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("47.1 KB");
    expect(within(row).getByText(/^2026-03-1[34] \d\d:\d\d$/)).toHaveAttribute("datetime", "2026-03-14T09:05:00.000Z");

    await user.selectOptions(pathSelect(), OTHER_SITE);
    expect(await screen.findByText(UPLOAD_MESSAGES.noFiles)).toBeVisible();
  });

  it("asks before deleting, sends nothing on Cancel, and deletes on confirmation", async () => {
    serve({
      appDirectory: { status: 200, body: { paths: [SITE] } },
      listFiles: [{ status: 200, body: { files: [LOGO] } }, { status: 200, body: { files: [] } }],
      deleteFile: [{ status: 200, body: { success: true } }],
    });
    const user = renderModal();
    await choosePath(user);

    await user.click(await screen.findByRole("button", { name: "Delete logo.png" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete file" });
    expect(dialog).toHaveTextContent(UPLOAD_MESSAGES.confirmDelete("logo.png", SITE));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete file" })).not.toBeInTheDocument());
    expect(calls("deleteFile", "logo.png")).toHaveLength(0);

    // The confirmation closes with a transition; the modal beneath is back once it has.
    await user.click(await screen.findByRole("button", { name: "Delete logo.png" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete file" })).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText(UPLOAD_MESSAGES.deleted("logo.png"))).toBeVisible();
    expect(calls("deleteFile", "logo.png")[0].query).toEqual({ ip: IP, path: SITE, region: "us-west-2" });
    expect(await screen.findByText(UPLOAD_MESSAGES.noFiles)).toBeVisible();
  });

  it("shows a manager the list but no upload area and no delete buttons", async () => {
    serve({
      appDirectory: { status: 200, body: { paths: [SITE] } },
      listFiles: { status: 200, body: { files: [LOGO] } },
    });
    const user = renderModal({ role: "manager", lms: "Totara" });
    await choosePath(user);

    expect(await screen.findByText("logo.png")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Drop a (file|plugin zip) here/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/to upload$/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText(/uploading and deleting need the admin role/)).toBeVisible();
  });
});

/** The modal at a site directory with no uploads yet, ready to take a file. */
async function openEmptySite() {
  serve({
    appDirectory: { status: 200, body: { paths: [SITE] } },
    listFiles: { status: 200, body: { files: [] } },
  });
  const user = renderModal();
  await choosePath(user);
  await screen.findByText(UPLOAD_MESSAGES.noFiles);
  return user;
}

describe("UploadModal, uploading", () => {
  it("refuses a file of the wrong type before sending anything", async () => {
    const user = await openEmptySite();

    await user.upload(fileInput(), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(UPLOAD_TYPE_MESSAGE);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("decides by content and name, not by the browser's type: shows why and sends nothing", async () => {
    await openEmptySite();

    const zone = screen.getByRole("button", { name: /^Drop a / });
    fireEvent.drop(zone, { dataTransfer: { files: [new File([PHP], "logo.png", { type: "image/png" })] } });
    expect(await screen.findByRole("alert")).toHaveTextContent("logo.png is not really a PNG file: its content does not match its extension.");
    fireEvent.drop(zone, { dataTransfer: { files: [sample("evil\u202Egnp.php", HEADS.png, 64, "image/png")] } });
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("The file name contains an invisible text-direction character"));
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("refuses a dropped non-zip plugin before sending anything", async () => {
    serve({
      appDirectory: { status: 200, body: { paths: [SITE] } },
      listPlugins: { status: 200, body: { plugins: [] } },
    });
    const user = renderModal({ lms: "Totara" });
    await user.click(screen.getByRole("radio", { name: "PLUGIN" }));
    await user.selectOptions(screen.getByLabelText("Plugin directory"), "blocks/");
    await choosePath(user);

    const zone = await screen.findByRole("button", { name: "Drop a plugin zip here, or choose one" });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(["png"], "logo.png", { type: "image/png" })] } });
    expect(await screen.findByRole("alert")).toHaveTextContent(PLUGIN_TYPE_MESSAGE);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("uploads a plugin with progress, says so and lists it", async () => {
    const stored = { name: "block_xp.zip", size: 4, modifyTime: LOGO.modifyTime };
    serve({
      appDirectory: { status: 200, body: { paths: [SITE] } },
      listPlugins: [{ status: 200, body: { plugins: [] } }, { status: 200, body: { plugins: [stored] } }],
    });
    const user = renderModal({ lms: "Totara" });
    await user.click(screen.getByRole("radio", { name: "PLUGIN" }));
    await user.selectOptions(screen.getByLabelText("Plugin directory"), "blocks/");
    await choosePath(user);
    await screen.findByText(UPLOAD_MESSAGES.noFiles);

    await user.upload(fileInput(), sample("block_xp.zip", HEADS.zip, 64, "application/zip"));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0];
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe(PLUGINS_PATH);
    expect(xhr.body?.get("ip")).toBe(IP);
    expect(xhr.body?.get("path")).toBe(`${SITE}/blocks`);
    expect(xhr.body?.get("region")).toBe("us-west-2");
    expect((xhr.body?.get("file") as File).name).toBe("block_xp.zip");
    expect(xhr.body?.has("action")).toBe(false);

    xhr.progress(2, 4);
    const bar = screen.getByRole("progressbar", { name: "Uploading block_xp.zip" });
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByRole("button", { name: "Drop a plugin zip here, or choose one" })).toBeDisabled();
    expect(screen.getByLabelText("Plugin directory")).toBeDisabled();

    xhr.respond(200, { success: true, message: "block_xp.zip uploaded." });
    expect(await screen.findByText(UPLOAD_MESSAGES.pluginUploaded)).toBeVisible();
    expect(await screen.findByText("block_xp.zip")).toBeVisible();
    expect(screen.queryByRole("progressbar", { name: /^Uploading/ })).not.toBeInTheDocument();
  });

  it("sends a file with action 'upload' and shows a size-limit refusal clearly", async () => {
    const user = await openEmptySite();

    await user.upload(fileInput(), sample("intro.mp4", HEADS.mp4, 64, "video/mp4"));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].url).toBe(FILES_PATH);
    expect(FakeXhr.sent[0].body?.get("action")).toBe("upload");

    FakeXhr.sent[0].respond(413, { message: "intro.mp4 is 61.0 MB; the upload limit is 50 MB." });
    expect(await screen.findByRole("alert")).toHaveTextContent(`${UPLOAD_MESSAGES.tooLarge} intro.mp4 is 61.0 MB; the upload limit is 50 MB.`);
    expect(screen.queryByText(UPLOAD_MESSAGES.fileUploaded)).not.toBeInTheDocument();
  });
});
