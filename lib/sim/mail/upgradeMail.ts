// The e-mails of upgrades (dev outbox): the approval link of a manual upgrade request, the
// result of an upgrade with its rollback link, and the approval link of a scheduled batch.
// Every link names its region, so the console opens it in that region (LinkRegion).
import type { Region } from "../fleet/types";
import type { SimWorld } from "../world";
import { sendMail } from "./outbox";

function superadmins(world: SimWorld): string[] {
  return world.state.users.filter((u) => u.role === "superadmin").map((u) => u.username);
}

export const upgradeLink = (world: SimWorld, token: string, action: string, region: Region) =>
  `${world.options.consoleUrl}/home/upgrade/${token}/${action}?region=${region}`;
export const rollbackLink = (world: SimWorld, token: string, action: string, region: Region) =>
  `${world.options.consoleUrl}/home/rollback/${token}/${action}?region=${region}`;
export const batchApprovalLink = (world: SimWorld, batchId: string, region: Region) =>
  `${world.options.consoleUrl}/scheduled-upgrade/approve/${batchId}?region=${region}`;

export interface UpgradeMailFacts {
  token: string;
  action: string;
  region: Region;
  lmsName: string;
  instanceName: string;
  instanceId: string;
  host: string;
  version: string | null;
}

export function mailUpgradeRequest(world: SimWorld, f: UpgradeMailFacts, requester: string, at: number): void {
  sendMail(world.state, {
    at,
    to: superadmins(world),
    subject: `Approval needed: upgrade ${f.lmsName}`,
    text: [
      "Hello,",
      "",
      `${requester} asked to upgrade the LMS ${f.lmsName} in ${f.region}:`,
      "",
      `  Instance:   ${f.instanceName} (${f.instanceId})`,
      `  Domain:     ${f.host}`,
      `  Version:    ${f.version ?? "unknown"}`,
      "",
      "A superadmin must approve it. Review the request, then upgrade or cancel:",
      "",
      `  ${upgradeLink(world, f.token, f.action, f.region)}`,
    ].join("\n"),
  });
}

/** After an upgrade ends: what happened, and the rollback link (also after an upgrade with errors,
 * whose automatic rollback may need running again). */
export function mailUpgradeResult(world: SimWorld, f: UpgradeMailFacts, ok: boolean, toVersion: string, at: number): void {
  sendMail(world.state, {
    at,
    to: superadmins(world),
    subject: ok ? `Upgrade completed: ${f.lmsName} is on Moodle ${toVersion}` : `Upgrade failed: ${f.lmsName} (rolled back to ${f.version ?? "its previous version"})`,
    text: [
      "Hello,",
      "",
      ok
        ? `The upgrade of ${f.lmsName} (${f.host}) from ${f.version ?? "an unknown version"} to ${toVersion} completed successfully.`
        : `The upgrade of ${f.lmsName} (${f.host}) to ${toVersion} completed with errors. The rollback process restored the code and the database of ${f.version ?? "the previous version"}; the details are in the process output.`,
      "",
      ok ? "If the site misbehaves, a superadmin can roll the upgrade back:" : "A superadmin can run the rollback process again:",
      "",
      `  ${rollbackLink(world, f.token, f.action, f.region)}`,
    ].join("\n"),
  });
}

export function mailBatchRequest(world: SimWorld, batch: { batchId: string; region: Region; scheduledTime: string; count: number; serverName: string; hosts: string[] }, requester: string, at: number): void {
  sendMail(world.state, {
    at,
    to: superadmins(world),
    subject: `Approval needed: scheduled upgrade of ${batch.count} LMS(s) on ${batch.scheduledTime}`,
    text: [
      "Hello,",
      "",
      `${requester} scheduled the upgrade of ${batch.count} LMS(s) on ${batch.serverName} (${batch.region}) for ${batch.scheduledTime} (Costa Rica):`,
      "",
      ...batch.hosts.map((h) => `  - ${h}`),
      "",
      "A superadmin must approve the batch before it runs:",
      "",
      `  ${batchApprovalLink(world, batch.batchId, batch.region)}`,
    ].join("\n"),
  });
}
