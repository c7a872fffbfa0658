// The commands modal's rules: who may run what, what is confirmed, what a result says, and
// the file a log is saved as.
import {
  COMMANDS, COMMAND_MESSAGES, commandConfirmation, commandOutcome, commandRole, logFileName, logService,
  READ_ONLY_COMMANDS, SERVICES, type Command,
} from "@/lib/domain/commands";
import * as schema from "@/lib/contract/schemas/commands";

describe("command list and roles", () => {
  it("has exactly the spec's nine command values", () => {
    expect([...COMMANDS].sort()).toEqual([
      "clean-php-logs", "clean-web-service-logs", "php-logs", "restart-php", "restart-web-service",
      "status-php", "status-web-service", "update-system", "web-service-logs",
    ]);
  });

  it.each<[Command, string]>([
    ["status-php", "manager"],
    ["status-web-service", "manager"],
    ["php-logs", "manager"],
    ["web-service-logs", "manager"],
    ["restart-php", "admin"],
    ["restart-web-service", "admin"],
    ["clean-php-logs", "admin"],
    ["clean-web-service-logs", "admin"],
    ["update-system", "admin"],
  ])("%s needs %s", (command, role) => {
    expect(commandRole(command)).toBe(role);
  });

  it("is the list the contract validates with (re-exported, not copied)", () => {
    expect(schema.COMMANDS).toBe(COMMANDS);
    expect(schema.READ_ONLY_COMMANDS).toBe(READ_ONLY_COMMANDS);
    expect(schema.commandRole).toBe(commandRole);
    expect(schema.commandSchema.options).toEqual([...COMMANDS]);
  });

  it("gives each service its own four commands, together all but update-system", () => {
    const used = SERVICES.flatMap((s) => Object.values(s.commands));
    expect(new Set(used).size).toBe(8);
    expect([...used, "update-system"].sort()).toEqual([...COMMANDS].sort());
    expect(SERVICES.map((s) => s.title)).toEqual(["Php Service", "Web Service"]);
  });
});

describe("commandConfirmation", () => {
  it.each<Command>(["restart-php", "restart-web-service", "clean-php-logs", "clean-web-service-logs", "update-system"])(
    "asks before %s, naming the instance",
    (command) => {
      const ask = commandConfirmation(command, "acme-lms");
      expect(ask).not.toBeNull();
      expect(ask?.message).toContain("acme-lms");
      expect(ask?.danger).toBe(true);
    },
  );

  it.each<Command>(["status-php", "status-web-service", "php-logs", "web-service-logs"])("does not ask before %s", (command) => {
    expect(commandConfirmation(command, "acme-lms")).toBeNull();
  });
});

describe("commandOutcome", () => {
  it("says the spec's success message with the output for code 0", () => {
    expect(commandOutcome("status-php", { success: true, code: 0, output: "active (running)\n" })).toEqual({
      severity: "success",
      message: "The operation was executed successfully.",
      output: "active (running)\n",
      download: null,
    });
  });

  it("downloads a non-empty log, from the right service", () => {
    expect(commandOutcome("php-logs", { success: true, code: 0, output: "[01-Jan] NOTICE\n" })).toMatchObject({ severity: "success", download: "php" });
    expect(commandOutcome("web-service-logs", { success: true, code: 0, output: "x" })).toMatchObject({ download: "web" });
  });

  it.each(["", "   \n", null, undefined])("says there are no logs for an empty log (%p) and downloads nothing", (output) => {
    expect(commandOutcome("php-logs", { success: true, code: 0, output })).toEqual({
      severity: "info",
      message: "The operation was executed successfully but there are no logs to show.",
      output: "",
      download: null,
    });
  });

  it("does not call an empty status a missing log", () => {
    expect(commandOutcome("restart-php", { success: true, code: 0, output: "" })).toMatchObject({ message: COMMAND_MESSAGES.success, output: "" });
  });

  it("warns with the exit code, keeps the output and downloads nothing when the code is not 0", () => {
    expect(commandOutcome("php-logs", { success: false, code: 3, output: "inactive (dead)" })).toEqual({
      severity: "warning",
      message: "The operation finished with exit code 3. See the command output for details.",
      output: "inactive (dead)",
      download: null,
    });
  });
});

describe("logFileName", () => {
  it("names the php and nginx logs after the instance", () => {
    expect(logFileName("acme-lms", "php")).toBe("acme-lms-php-log.txt");
    expect(logFileName("acme-lms", "web")).toBe("acme-lms-nginx-log.txt");
  });

  it("replaces characters a file system refuses, and falls back for no name", () => {
    expect(logFileName(" acme lms/prod: 2 ", "php")).toBe("acme-lms-prod-2-php-log.txt");
    expect(logFileName("..", "web")).toBe("instance-nginx-log.txt");
    expect(logFileName("", "php")).toBe("instance-php-log.txt");
  });

  it("maps only the log commands to a service", () => {
    expect(logService("php-logs")).toBe("php");
    expect(logService("web-service-logs")).toBe("web");
    expect(logService("clean-php-logs")).toBeNull();
  });
});
