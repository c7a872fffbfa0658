// The deletion request (spec 2 §2.4–2.5, §4 "Deletion"): POST /instances/delete-request
// deletes nothing. It records a pending request under a random token and mails the
// superadmins a link to home/delete/{token}/{action}, where one of them approves or cancels.
// The action is `delete-lms` when the LMS goes too, `delete-instance` otherwise.
import { randomUUID } from "node:crypto";
import { DELETE_LMS_ACTION } from "@/lib/domain/lifecycle";
import { sendMail } from "../mail/outbox";
import { bareHost, findSite } from "../machine/sites";
import { deletionRequestsOf } from "../records";
import { json } from "../reply";
import type { SimDeletionRequest } from "../state/types";
import { fullName } from "../state/types";
import { lookUp } from "./lookup";
import { signedInUser, type HandlerMap } from "./types";

export const DELETION_MESSAGES = {
  noVolume: (name: string, volumeId: string) => `${name} has no volume ${volumeId}.`,
  rootVolume: "The root volume cannot be deleted on its own; delete the instance instead.",
  notAnLms: (volumeId: string) => `${volumeId} holds no LMS; only LMS volumes can be deleted here.`,
  sent: "The deletion request has been sent to the superadmins for approval.",
} as const;

export const deletionHandlers: HandlerMap = {
  deleteRequest(ctx) {
    const { world } = ctx;
    const { resources, deleteLMS, deleteDomain, region } = ctx.body;
    const instance = lookUp(world, region, resources.instanceId);
    if (instance instanceof Response) return instance;
    const volume = resources.volumeId ? instance.volumes.find((v) => v.volumeId === resources.volumeId) : undefined;
    if (resources.volumeId) {
      if (!volume) return json({ message: DELETION_MESSAGES.noVolume(instance.name, resources.volumeId) }, 404);
      if (volume.isRoot) return json({ message: DELETION_MESSAGES.rootVolume }, 400);
      if (!volume.isMoodleData) return json({ message: DELETION_MESSAGES.notAnLms(volume.volumeId) }, 400);
    }

    const user = signedInUser(ctx);
    const now = world.now();
    const request: SimDeletionRequest = {
      token: randomUUID(),
      action: deleteLMS ? DELETE_LMS_ACTION : "delete-instance",
      region,
      instanceId: instance.instanceId,
      volumeId: volume?.volumeId ?? null,
      deleteLMS,
      deleteDomain,
      requestedBy: user.username,
      requestedAt: new Date(now).toISOString(),
      status: "pending",
    };
    deletionRequestsOf(world.state).push(request);

    const domain = volume?.domain ?? instance.domain;
    const site = domain ? findSite(instance, domain) : null;
    const target = volume ? `the LMS ${volume.client ?? bareHost(domain ?? "")} on ${instance.name}` : instance.name;
    // The link names its region, so the console opens it in that region (LinkRegion) whichever one it shows.
    const link = `${world.options.consoleUrl}/home/delete/${request.token}/${request.action}?region=${instance.region}`;
    const superadmins = world.state.users.filter((u) => u.role === "superadmin").map((u) => u.username);
    sendMail(world.state, {
      at: now,
      to: superadmins,
      subject: `Approval needed: delete ${target}`,
      text: [
        "Hello,",
        "",
        `${fullName(user)} (${user.username}) asked to delete ${target} in ${region}:`,
        "",
        `  Instance:   ${instance.name} (${instance.instanceId})`,
        `  Public IP:  ${instance.publicIpAddress}`,
        ...(volume ? [`  Volume:     ${volume.volumeId} (${volume.partition})`] : []),
        `  Domain:     ${domain ? (deleteDomain ? bareHost(domain) : "The domain will not be deleted") : "none"}`,
        `  Database:   ${site ? `${site.dbName} on ${instance.dbInstanceId ?? "its RDS server"}${deleteLMS ? "" : " (kept)"}` : "none"}`,
        `  LMS:        ${deleteLMS ? "deleted as well" : "kept"}`,
        "",
        "A superadmin must approve it. Review the request, then delete or cancel:",
        "",
        `  ${link}`,
        "",
        "Nothing is deleted until then.",
      ].join("\n"),
    });
    world.changed();
    return { body: { success: true, message: DELETION_MESSAGES.sent } };
  },
};
