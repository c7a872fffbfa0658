// One LMS (a client site on a volume of a server) and what may be done to it from its volume
// row (spec 1 §2 "Information modal", spec 2 §2.4, §2.11, §5, §6, §8): start and stop it, and
// how a row link to it is read — a link names the volume's client and domain, which must be
// the listed volume's, and a link without them cannot act on anything.
import { INVALID_PARAMETERS_MESSAGE } from "./lifecycle";

/** The LMS actions modal's actions (spec 2 §2.11). */
export const LMS_ACTIONS = ["start", "stop"] as const;
export type LmsAction = (typeof LMS_ACTIONS)[number];

export const LMS_ACTION_LABELS: Readonly<Record<LmsAction, string>> = { start: "Start", stop: "Stop" };

export const LMS_OPERATION_MESSAGES = {
  success: "The operation was executed successfully.",
  failed: "An error occurred while executing the operation.",
  /** Spec 2 §6: the LMS Start/Stop modal and the Delete LMS form for others than admin and superadmin. */
  noPermission: "You do not have permission to perform this action.",
  invalidParameters: INVALID_PARAMETERS_MESSAGE,
} as const;

/** The same messages for a link to a volume row's modal that cannot be believed. */
export const VOLUME_LINK_MESSAGES = {
  mismatch: (listedClient: string) => `This link does not match the LMS listed as ${listedClient}. Open it again from the volumes table.`,
  unlisted: (volumeId: string) => `The volume ${volumeId} is not in the volumes of this instance.`,
  notAnLms: (volumeId: string) => `The volume ${volumeId} holds no LMS.`,
  /** Spec 1 §8's fallback when the volume list cannot be read. */
  volumesFailed: "An error has occurred. Failed to load volumes.",
} as const;

/** What a row link shows: the domain without its scheme (spec 1 §2) nor a trailing slash. */
export function siteHost(domain: string): string {
  return domain.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/+$/, "");
}

/** Whether a volume row carries an LMS: only those have a domain (the root device and data volumes have none). */
export function holdsLms(volume: { domain: string }): boolean {
  return volume.domain.trim() !== "";
}

/** What a row names an LMS by in labels: its client, else its volume id. */
export function lmsLabel(volume: { client: string; volumeId: string }): string {
  return volume.client.trim() || volume.volumeId;
}

export interface LmsConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
  danger: boolean;
}

/** The question asked before starting or stopping one LMS. */
export function lmsActionConfirmation(action: LmsAction, client: string, domain: string, instanceName: string): LmsConfirmation {
  const site = `${client || "this LMS"} (${siteHost(domain)})`;
  return action === "stop"
    ? { title: "Stop LMS", message: `Stop ${site} on ${instanceName}? The site is unreachable until it is started again.`, confirmLabel: "Stop", danger: true }
    : { title: "Start LMS", message: `Start ${site} on ${instanceName}?`, confirmLabel: "Start", danger: false };
}

/** A failed start or stop: the server's message, else the spec's sentence. */
export function lmsActionFailure(serverMessage: string | null | undefined): string {
  const message = serverMessage?.trim();
  return message ? message : LMS_OPERATION_MESSAGES.failed;
}

/** The parameters the LMS modals need (spec 2 §2.11, §5); any of them blank → 'Invalid parameters.'. */
export function lmsParametersError(parameters: Record<string, string | null | undefined>): string | null {
  return Object.values(parameters).some((value) => value === undefined || value === null || value.trim() === "")
    ? LMS_OPERATION_MESSAGES.invalidParameters
    : null;
}
