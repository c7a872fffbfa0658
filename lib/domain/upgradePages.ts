// The upgrade and rollback pages (spec 2 §2.7, §2.8, §4 "Upgrade and rollback", §6, §8), opened
// from a mailed link: what the request shows (RDS up to the first dot, the volume only for
// 'upgrade-lms', no MoodleData on a rollback), the deployment the upgrade is sent with, and each
// page's wording — one table per process so both pages and their tests read the same strings.
import { UPGRADE_LMS_ACTION, type UpgradeProcessKind } from "./lifecycle";
import { OUTPUT_INTERVAL_MS } from "./processOutput";

/** What a token's request holds (the contract's UpgradeRequest, restated zod-free). */
export interface UpgradeRequestView {
  instanceId: string;
  instanceName: string;
  instanceIp: string;
  volumeId: string | null;
  volumeName: string | null;
  domain: string;
  lms: string;
  appDirectory: string;
  moodledataDirectory: string | null;
  dbInstanceId: string;
  dbName: string;
}

export const LOAD_UPGRADE_DETAILS_FAILED = "An error has occurred. Failed to load upgrade request details.";

export interface UpgradePageText {
  title: string;
  actionLabel: string;
  outputTitle: string;
  /** The process ended with processStatus 'error'. */
  processError: string;
  /** The process ended with processStatus 'success'. */
  done: string;
  canceled: string;
  actionFailed: string;
  cancelFailed: string;
  outputFailed: string;
  confirmAction(name: string): string;
  confirmCancel(name: string): string;
  cancelConfirmLabel: string;
  superadminOnly: string;
  intervalMs: number;
}

export const UPGRADE_PAGE_TEXT: Readonly<Record<UpgradeProcessKind, UpgradePageText>> = {
  upgrade: {
    title: "Upgrade LMS",
    actionLabel: "Upgrade",
    outputTitle: "Upgrade Output",
    processError: "The process completed with errors. You will receive an email with the details of the process and the rollback process.",
    done: "The upgrade request has been completed successfully.",
    canceled: "The upgrade request has been successfully canceled.",
    actionFailed: "An error has occurred. Failed to upgrade the LMS.",
    cancelFailed: "An error has occurred. Failed to cancel the upgrade request.",
    outputFailed: "An error has occurred. Cannot display the output of the upgrade process.",
    confirmAction: (name) => `Are you sure you want to upgrade the LMS ${name}?`,
    confirmCancel: (name) => `Are you sure you want to cancel the upgrade request for ${name}?`,
    cancelConfirmLabel: "Cancel upgrade",
    superadminOnly: "Only a superadmin can start or cancel this upgrade.",
    intervalMs: OUTPUT_INTERVAL_MS.upgrade,
  },
  rollback: {
    title: "Rollback Process",
    actionLabel: "Rollback Process",
    outputTitle: "Rollback Output",
    processError: "The rollback process was completed with errors.",
    // Spec 2 §8 names no rollback success; this mirrors its error wording.
    done: "The rollback process was completed successfully.",
    canceled: "The rollback request has been successfully canceled.",
    actionFailed: "An error has occurred. Failed to rollback the upgrade process.",
    cancelFailed: "An error has occurred. Failed to cancel the rollback request.",
    outputFailed: "An error has occurred. Cannot display the output of the rollback process.",
    confirmAction: (name) => `Are you sure you want to roll back the upgrade of the LMS ${name}?`,
    confirmCancel: (name) => `Are you sure you want to cancel the rollback request for ${name}?`,
    cancelConfirmLabel: "Cancel rollback",
    superadminOnly: "Only a superadmin can start or cancel this rollback.",
    intervalMs: OUTPUT_INTERVAL_MS.rollback,
  },
};

/** The RDS shown: the database instance id up to its first dot (an endpoint's host name gives
 * its instance identifier). */
export function rdsIdentifier(dbInstanceId: string): string {
  const dot = dbInstanceId.indexOf(".");
  return dot === -1 ? dbInstanceId : dbInstanceId.slice(0, dot);
}

/** 'upgrade-lms' is a shared deployment's link; any other action a dedicated one's (spec 2 §2.7). */
export function upgradeDeployment(action: string): "shared" | "dedicated" {
  return action === UPGRADE_LMS_ACTION ? "shared" : "dedicated";
}

/** Whom a page's confirmations name: a dedicated server's upgrade its instance; a shared site's
 * ('upgrade-lms') the LMS itself — its domain (else its volume's name) on the server — since the
 * server holds other sites that are not touched. */
export function upgradeSubject(request: UpgradeRequestView, action: string): string {
  if (action !== UPGRADE_LMS_ACTION) return request.instanceName;
  const site = request.domain.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/+$/, "") || request.volumeName?.trim() || request.volumeId?.trim();
  return site ? `${site} on ${request.instanceName}` : request.instanceName;
}

const EMPTY = "—";
const shown = (value: string | null | undefined) => (value && value.trim() ? value : EMPTY);

/** The read-only rows of a page, in the spec's order: the volume only for 'upgrade-lms',
 * MoodleData only on the upgrade page. */
export function upgradeDetailRows(request: UpgradeRequestView, process: UpgradeProcessKind, action: string): [label: string, value: string][] {
  const rows: [string, string][] = [
    ["Instance ID", shown(request.instanceId)],
    ["Instance Name", shown(request.instanceName)],
    ["Public IP", shown(request.instanceIp)],
  ];
  if (action === UPGRADE_LMS_ACTION) rows.push(["Volume ID", shown(request.volumeId)], ["Volume Name", shown(request.volumeName)]);
  rows.push(["Domain", shown(request.domain)], ["LMS", shown(request.lms)], ["Site Root Directory", shown(request.appDirectory)]);
  if (process === "upgrade") rows.push(["MoodleData Directory", shown(request.moodledataDirectory)]);
  rows.push(["RDS", shown(rdsIdentifier(request.dbInstanceId))], ["Database Name", shown(request.dbName)]);
  return rows;
}
