/** @jest-environment jsdom */
// The service commands of the commands modal as a user meets them: who sees what (a manager
// has no System section and no Restart or Clean Logs), the spec's messages, the output
// region, a log saved under the instance's name, the confirmation before disruptive
// commands, progress while a command runs, and the server's message when one fails.
import { screen, waitFor, within } from "@testing-library/react";
import { COMMAND_MESSAGES, type Command } from "@/lib/domain/commands";
import { downloadText } from "@/components/common/downloadText";
import type { Role } from "@/lib/contract/types";
import { callsOf, serveApi, type StatusReply } from "../../serveApi";
import { ADDRESS, deferred, INSTANCE_ID, NAME, renderModal } from "./harness";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), back: jest.fn() }) }));
jest.mock("@/components/common/downloadText", () => ({ downloadText: jest.fn() }));

const download = downloadText as jest.MockedFunction<typeof downloadText>;

const PHP_LOG = "[01-Mar-2026 10:00:01] WARNING: [pool www] server reached pm.max_children setting (15)\n";
const STATUS = "● php8.1-fpm.service - The PHP 8.1 FastCGI Process Manager\n     Active: active (running)\n";

/** Commands answer from `commands` (by command value, in order); the reads answer empty. */
function serve(commands: Partial<Record<Command, (StatusReply | Promise<StatusReply>)[]>> = {}) {
  serveApi({
    serverMetrics: { status: 200, body: { memoryInfo: null, metrics: [] } },
    cronJobs: { status: 200, body: { success: true, jobs: [] } },
    runCommand: (call) => {
      const { command } = call.body as { command: Command };
      const next = commands[command]?.shift();
      if (!next) throw new Error(`unexpected command ${command}`);
      return next;
    },
  });
}

const ok = (output: string): StatusReply => ({ status: 200, body: { success: true, code: 0, output } });

function commandCalls() {
  return callsOf("runCommand")
    .filter((c) => c.params.instanceId === INSTANCE_ID)
    .map((c) => c.body);
}

const section = (name: string) => screen.getByRole("region", { name });
const button = (name: string) => screen.getByRole("button", { name });

/** A notice (snackbar) reads exactly `message`. Here the whole tree sits in one container, which
 * the open Dialog marks aria-hidden; in the app the snackbar mounts beside the dialog in <body>
 * and is announced (the e2e suite checks it), hence `hidden: true` only here. */
async function expectNotice(role: "status" | "alert", message: string) {
  await waitFor(() => expect(screen.getAllByRole(role, { hidden: true }).map((el) => el.textContent)).toContain(message));
}

beforeEach(() => {
  jest.resetAllMocks();
});

describe("role gates", () => {
  it("gives a manager Check Status and Get Logs for both services, and no Restart, Clean Logs or System", async () => {
    serve();
    renderModal({ role: "manager" });

    for (const service of ["Php Service", "Web Service"]) {
      const buttons = within(section(service)).getAllByRole("button").map((b) => b.textContent);
      expect(buttons).toEqual(["Check Status", "Get Logs"]);
    }
    expect(screen.queryByRole("heading", { name: "System" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Restart|Clean Logs|Update)/ })).toBeNull();
    await screen.findByText("No cron jobs found");
  });

  it.each<Role>(["admin", "superadmin"])("gives %s Restart and Clean Logs for both services, and the System section", async (role) => {
    serve();
    renderModal({ role });

    for (const service of ["Php Service", "Web Service"]) {
      const buttons = within(section(service)).getAllByRole("button").map((b) => b.textContent);
      expect(buttons).toEqual(["Check Status", "Get Logs", "Restart", "Clean Logs"]);
    }
    expect(within(section("System")).getByRole("button", { name: "Update (System)" })).toBeEnabled();
    await screen.findByText("No cron jobs found");
  });

  it("lays the sections out in the spec's order, each a heading", async () => {
    serve({ "status-php": [ok(STATUS)] });
    const user = renderModal();
    await user.click(button("Check Status (Php Service)"));
    await screen.findByRole("region", { name: "Command Output" });
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Php Service", "Web Service", "System", "Command Output", "Memory Usage", "CPU Usage - Last Hour", "Cron Jobs",
    ]);
  });
});

describe("running commands", () => {
  it("checks status with the region and the row's address, says the spec's success message and shows the output", async () => {
    serve({ "status-php": [ok(STATUS)] });
    const user = renderModal({ role: "manager", region: "eu-central-1" });
    expect(screen.queryByRole("region", { name: "Command Output" })).toBeNull();

    await user.click(button("Check Status (Php Service)"));

    await expectNotice("status", COMMAND_MESSAGES.success);
    expect(commandCalls()).toEqual([{ region: "eu-central-1", instanceIp: ADDRESS, command: "status-php" }]);
    const output = await screen.findByRole("region", { name: "Output of Check Status (Php Service)" });
    expect(output.tagName).toBe("PRE");
    expect(output.textContent).toBe(STATUS);
    expect(output).toHaveAttribute("tabindex", "0");
    expect(screen.queryByRole("dialog", { name: /Restart|Clean|Update/ })).toBeNull();
    expect(download).not.toHaveBeenCalled();
  });

  it("saves a PHP log as <instance>-php-log.txt and shows it in Command Output", async () => {
    serve({ "php-logs": [ok(PHP_LOG)] });
    const user = renderModal({ role: "manager", name: "beta-campus" });
    await user.click(button("Get Logs (Php Service)"));

    await expectNotice("status", COMMAND_MESSAGES.success);
    expect(download).toHaveBeenCalledTimes(1);
    expect(download).toHaveBeenCalledWith("beta-campus-php-log.txt", PHP_LOG);
    expect((await screen.findByRole("region", { name: "Output of Get Logs (Php Service)" })).textContent).toBe(PHP_LOG);
  });

  it("saves the web server's log as <instance>-nginx-log.txt", async () => {
    serve({ "web-service-logs": [ok("2026/03/01 10:00:00 [error] 812#812: *1 open() failed\n")] });
    const user = renderModal({ role: "manager" });
    await user.click(button("Get Logs (Web Service)"));
    await waitFor(() => expect(download).toHaveBeenCalledWith(`${NAME}-nginx-log.txt`, expect.stringContaining("[error]")));
  });

  it("says there are no logs to show for an empty log, and downloads nothing", async () => {
    serve({ "php-logs": [ok("")] });
    const user = renderModal({ role: "manager" });
    await user.click(button("Get Logs (Php Service)"));

    await expectNotice("status", COMMAND_MESSAGES.noLogs);
    expect(download).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Command Output" })).toBeNull();
  });

  it("warns with the exit code when a command fails on the server, and still shows its output", async () => {
    serve({ "status-web-service": [{ status: 200, body: { success: false, code: 3, output: "● nginx.service\n     Active: failed\n" } }] });
    const user = renderModal({ role: "manager" });
    await user.click(button("Check Status (Web Service)"));

    await expectNotice("status", COMMAND_MESSAGES.failed(3));
    expect(screen.getByRole("region", { name: "Output of Check Status (Web Service)" })).toHaveTextContent("Active: failed");
  });

  it("shows the server's message when the call is refused, and lets the user try again", async () => {
    serve({ "status-php": [{ status: 409, body: { message: "acme-lms is stopped. Start it to check php8.1-fpm." } }, ok(STATUS)] });
    const user = renderModal({ role: "manager" });
    await user.click(button("Check Status (Php Service)"));

    await expectNotice("alert", "acme-lms is stopped. Start it to check php8.1-fpm.");
    expect(screen.queryByRole("region", { name: "Command Output" })).toBeNull();
    await waitFor(() => expect(button("Check Status (Php Service)")).toBeEnabled());
    await user.click(button("Check Status (Php Service)"));
    await screen.findByRole("region", { name: "Output of Check Status (Php Service)" });
  });

  it("shows progress on the running command and holds every other command until it answers", async () => {
    const answer = deferred<StatusReply>();
    serve({ "php-logs": [answer.promise] });
    const user = renderModal();
    await user.click(button("Get Logs (Php Service)"));

    const running = button("Get Logs (Php Service)");
    await waitFor(() => expect(running).toBeDisabled());
    expect(running).toHaveAttribute("aria-busy", "true");
    expect(within(running).getByRole("progressbar", { hidden: true })).toBeInTheDocument();
    for (const other of ["Check Status (Php Service)", "Restart (Web Service)", "Update (System)"]) expect(button(other)).toBeDisabled();

    answer.resolve(ok(PHP_LOG));
    await waitFor(() => expect(button("Get Logs (Php Service)")).toBeEnabled());
    expect(button("Get Logs (Php Service)")).not.toHaveAttribute("aria-busy");
    expect(button("Update (System)")).toBeEnabled();
  });
});

describe("confirmation before disruptive commands", () => {
  it.each<[string, Command, string]>([
    ["Restart (Php Service)", "restart-php", "Restart Php Service"],
    ["Restart (Web Service)", "restart-web-service", "Restart Web Service"],
    ["Clean Logs (Php Service)", "clean-php-logs", "Clean Php logs"],
    ["Clean Logs (Web Service)", "clean-web-service-logs", "Clean Web Service logs"],
    ["Update (System)", "update-system", "Update system"],
  ])("%s asks first, naming the instance, and runs only when confirmed", async (label, command, title) => {
    serve({ [command]: [ok("done\n")] });
    const user = renderModal();

    await user.click(button(label));
    let dialog = await screen.findByRole("dialog", { name: title });
    expect(dialog).toHaveTextContent(NAME);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: title })).toBeNull());
    expect(commandCalls()).toEqual([]);

    await user.click(await screen.findByRole("button", { name: label }));
    dialog = await screen.findByRole("dialog", { name: title });
    await user.click(within(dialog).getByRole("button", { name: /^(Restart|Clean Logs|Update)$/ }));
    await expectNotice("status", COMMAND_MESSAGES.success);
    expect(commandCalls()).toEqual([{ region: "eu-central-1", instanceIp: ADDRESS, command }]);
  });
});
