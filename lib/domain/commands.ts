// The commands modal's rules (spec 1 §2, §6, §7, §8): the command values, which role may run
// each, which are disruptive enough to confirm first, the messages a result gives, and the
// name a downloaded log is saved under. Pure and zod-free, so the browser can import it;
// lib/contract/schemas/commands.ts re-exports the command list for the BFF's validation.
import type { Role } from "@/lib/contract/types";

export const COMMANDS = [
  "restart-php", "status-php", "restart-web-service", "status-web-service", "update-system",
  "php-logs", "web-service-logs", "clean-php-logs", "clean-web-service-logs",
] as const;
export type Command = (typeof COMMANDS)[number];

/** Check Status and Get Logs: open to every role; the rest needs admin. */
export const READ_ONLY_COMMANDS: readonly Command[] = ["status-php", "status-web-service", "php-logs", "web-service-logs"];

/** The least role that may run a command (spec 1 §2 Commands modal). */
export function commandRole(command: Command): Role {
  return READ_ONLY_COMMANDS.includes(command) ? "manager" : "admin";
}

/** The two services of the modal: PHP (php-fpm) and the web server (nginx). */
export type Service = "php" | "web";

export interface ServiceCommands {
  status: Command;
  logs: Command;
  restart: Command;
  clean: Command;
}

export interface ServiceInfo {
  service: Service;
  /** The section heading (spec 1 §2 wording). */
  title: string;
  commands: ServiceCommands;
}

export const SERVICES: readonly ServiceInfo[] = [
  { service: "php", title: "Php Service", commands: { status: "status-php", logs: "php-logs", restart: "restart-php", clean: "clean-php-logs" } },
  {
    service: "web",
    title: "Web Service",
    commands: { status: "status-web-service", logs: "web-service-logs", restart: "restart-web-service", clean: "clean-web-service-logs" },
  },
];

export const UPDATE_SYSTEM: Command = "update-system";

/** What each command's button reads, so output captions and confirmations name it the same way. */
export const COMMAND_LABELS: Readonly<Record<Command, string>> = {
  "status-php": "Check Status (Php Service)",
  "php-logs": "Get Logs (Php Service)",
  "restart-php": "Restart (Php Service)",
  "clean-php-logs": "Clean Logs (Php Service)",
  "status-web-service": "Check Status (Web Service)",
  "web-service-logs": "Get Logs (Web Service)",
  "restart-web-service": "Restart (Web Service)",
  "clean-web-service-logs": "Clean Logs (Web Service)",
  "update-system": "Update (System)",
};

/** The commands whose output is a log file, and which service wrote it. */
export function logService(command: Command): Service | null {
  if (command === "php-logs") return "php";
  if (command === "web-service-logs") return "web";
  return null;
}

export interface CommandConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
  danger: true;
}

/** Restart, clean logs and update change the server (a restart drops requests in flight, a
 * clean loses the log for good, an update may restart services): they are asked first. The
 * status and log reads are not. */
export function commandConfirmation(command: Command, instanceName: string): CommandConfirmation | null {
  const name = instanceName || "this instance";
  switch (command) {
    case "restart-php":
      return { title: "Restart Php Service", message: `Restart PHP on ${name}? Requests in progress may fail while it restarts.`, confirmLabel: "Restart", danger: true };
    case "restart-web-service":
      return { title: "Restart Web Service", message: `Restart the web server on ${name}? The sites are unreachable for a few seconds.`, confirmLabel: "Restart", danger: true };
    case "clean-php-logs":
      return { title: "Clean Php logs", message: `Empty the PHP log of ${name}? Its current content cannot be recovered.`, confirmLabel: "Clean Logs", danger: true };
    case "clean-web-service-logs":
      return { title: "Clean Web Service logs", message: `Empty the web server log of ${name}? Its current content cannot be recovered.`, confirmLabel: "Clean Logs", danger: true };
    case "update-system":
      return { title: "Update system", message: `Upgrade the system packages of ${name}? Services may restart while packages are upgraded.`, confirmLabel: "Update", danger: true };
    default:
      return null;
  }
}

/** The spec's command messages (spec 1 §8), and ours for what it does not show. */
export const COMMAND_MESSAGES = {
  success: "The operation was executed successfully.",
  noLogs: "The operation was executed successfully but there are no logs to show.",
  /** Not shown by the spec: a command that ran and exited with another code. */
  failed: (code: number) => `The operation finished with exit code ${code}. See the command output for details.`,
  /** Not shown by the spec: a stopped instance has no address to send commands to. */
  noAddress: "This instance has no address (it may be stopped), so commands, metrics and cron jobs cannot reach it.",
} as const;

export interface CommandResultLike {
  success?: boolean;
  code: number;
  output?: string | null;
}

export interface CommandOutcome {
  severity: "success" | "info" | "warning";
  message: string;
  /** The text for the Command Output section; "" when the command printed nothing. */
  output: string;
  /** Set when a log should be saved as a file: the service whose log it is. */
  download: Service | null;
}

/** What the modal says and shows after a command answered. Code 0 is success (spec 1 §8);
 * a log command that returned nothing says so instead, and downloads nothing. */
export function commandOutcome(command: Command, result: CommandResultLike): CommandOutcome {
  const output = result.output ?? "";
  if (result.code !== 0 || result.success === false) {
    return { severity: "warning", message: COMMAND_MESSAGES.failed(result.code), output, download: null };
  }
  const service = logService(command);
  if (service !== null && output.trim() === "") {
    return { severity: "info", message: COMMAND_MESSAGES.noLogs, output: "", download: null };
  }
  return { severity: "success", message: COMMAND_MESSAGES.success, output, download: service };
}

/** Characters that cannot be in a file name on some system, and whitespace. */
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|\s]+/g;

/** The log file of an instance, named after it: `acme-lms-php-log.txt` for the PHP log,
 * `acme-lms-nginx-log.txt` for the web server's (nginx) error log. Characters a file system
 * refuses become "-"; an instance without a name saves as `instance-…`. */
export function logFileName(instanceName: string, service: Service): string {
  const base = instanceName.trim().replace(UNSAFE_IN_FILE_NAME, "-").replace(/^[-.]+|-+$/g, "") || "instance";
  return `${base}-${service === "php" ? "php" : "nginx"}-log.txt`;
}
