// Scheduled upgrade batches (spec 3 §2.5–§2.8, §3, §4, §5, §7, §8): domain validation, the batch
// request (mailed to the superadmins with `{console}/scheduled-upgrade/approve/{batchId}?region=`),
// the batch as the approve page reads it, approval, and the report's list and results. The
// scheduler that runs approved batches is machine/batchScheduler.ts.
//
// Validation says why each invalid domain is invalid: a Totara site (the text names Totara, which
// the console keys on), a missing or wrong domain/volume, a version the upgrade rules refuse, a
// stopped site or server. A batch request refuses a date before today in Costa Rica (the spec's
// message) and any LMS validation would call invalid; approval refuses past dates too and LMSs
// that are not in the batch, and may narrow the list and move the date.
import { randomBytes } from "node:crypto";
import type { Batch, BatchLms, LmsTarget } from "@/lib/contract/schemas/scheduling";
import { scheduleDateError } from "@/lib/domain/scheduling";
import { mailBatchRequest } from "../mail/upgradeMail";
import { bareHost, sameDomain } from "../machine/sites";
import { batchSiteProblem, lmsName, SITE_CHECK_MESSAGES, targetOn } from "../machine/upgradeSite";
import { batchesOf } from "../records";
import { invalid, json } from "../reply";
import { fullName, type SimBatch, type SimBatchLms } from "../state/types";
import type { SimWorld } from "../world";
import { findInAnyRegion, instanceNotFound } from "./lookup";
import { signedInUser, type HandlerMap } from "./types";

export const SCHEDULING_HANDLER_MESSAGES = {
  // The spec's successes (spec 3 §8).
  created: "Batch upgrade request created successfully!",
  approved: "The scheduled upgrade request has been approved successfully!",
  wrongDeployment: (name: string, deployment: string) => `${name} is a ${deployment} deployment.`,
  refused: (problems: string[]) => `The batch cannot be scheduled: ${problems.join(" ")}`,
  noBatch: (batchId: string) => `Scheduled upgrade batch ${batchId} was not found.`,
  notPending: (status: string) => `This batch is ${status}; it can no longer be approved.`,
  notInBatch: (domain: string) => `${domain} is not part of this batch.`,
} as const;

const M = SCHEDULING_HANDLER_MESSAGES;

/** Why one LMS of a validation or a batch request is invalid; null when it may be upgraded. */
function lmsProblem(world: SimWorld, item: { instanceId: string; deploymentType?: string; domain: string; volumeId: string }): string | null {
  if (item.domain.trim() === "" || item.volumeId.trim() === "") return SITE_CHECK_MESSAGES.missing;
  const instance = findInAnyRegion(world, item.instanceId);
  if (!instance) return SITE_CHECK_MESSAGES.noInstance(item.instanceId);
  if (item.deploymentType && item.deploymentType !== instance.deploymentType) return M.wrongDeployment(instance.name, instance.deploymentType);
  if (!instance.volumes.some((v) => v.volumeId === item.volumeId)) return SITE_CHECK_MESSAGES.noSite(bareHost(item.domain), instance.name);
  const target = targetOn(instance, instance.deploymentType === "shared" ? item.volumeId : null);
  return batchSiteProblem(target, item.domain, world.now(), instance, item.instanceId);
}

function lmsView(l: SimBatchLms): BatchLms {
  return {
    instanceId: l.instanceId,
    deploymentType: l.deploymentType,
    domain: l.domain,
    volumeId: l.volumeId,
    client: l.client,
    name: l.name,
    status: l.status ?? null,
    error: l.error ?? null,
    startTime: l.startTime ?? null,
    endTime: l.endTime ?? null,
    duration: l.duration ?? null,
  };
}

function batchView(b: SimBatch): Batch {
  const successful = b.lmsList.filter((l) => l.status === "completed").length;
  const failed = b.lmsList.filter((l) => l.status === "failed").length;
  const duration = b.startTime && b.endTime ? Math.round((Date.parse(b.endTime) - Date.parse(b.startTime)) / 1000) : null;
  return {
    batchId: b.batchId,
    scheduledTime: b.scheduledTime,
    requestedBy: b.requestedBy,
    approvedBy: b.approvedBy,
    status: b.status,
    totalProcessed: successful + failed,
    successful,
    failed,
    startTime: b.startTime,
    endTime: b.endTime,
    duration,
    lmsList: b.lmsList.map(lmsView),
  };
}

function findBatch(world: SimWorld, batchId: string): SimBatch | null {
  return batchesOf(world.state).find((b) => b.batchId === batchId) ?? null;
}

const sameLms = (a: SimBatchLms, b: LmsTarget) => a.instanceId === b.instanceId && (a.volumeId === b.volumeId || sameDomain(a.domain, b.domain));

export const schedulingHandlers: HandlerMap = {
  validateDomains(ctx) {
    const validDomains: string[] = [];
    const invalidDomains: { domain: string; error: string }[] = [];
    for (const item of ctx.body.lmsList) {
      const problem = lmsProblem(ctx.world, item);
      if (problem) invalidDomains.push({ domain: item.domain, error: problem });
      else validDomains.push(item.domain);
    }
    return { body: { success: true, validDomains, invalidDomains } };
  },

  upgradeBatchRequest(ctx) {
    const { world, body } = ctx;
    const now = world.now();
    const dateProblem = scheduleDateError(body.scheduledTime, new Date(now));
    if (dateProblem) return invalid({ scheduledTime: dateProblem }, dateProblem);
    const instance = findInAnyRegion(world, ctx.params.instanceId);
    if (!instance) return instanceNotFound();
    if (instance.deploymentType !== body.deploymentType) return invalid({ deploymentType: M.wrongDeployment(instance.name, instance.deploymentType) }, M.wrongDeployment(instance.name, instance.deploymentType));
    const problems = body.lmsList
      .map((l) => lmsProblem(world, { instanceId: instance.instanceId, domain: l.domain, volumeId: l.volumeId }))
      .filter((p): p is string => p !== null);
    if (problems.length > 0) return json({ message: M.refused(problems) }, 400);

    const user = signedInUser(ctx);
    const lmsList: SimBatchLms[] = body.lmsList.map((l) => {
      const target = targetOn(instance, instance.deploymentType === "shared" ? l.volumeId : null);
      return {
        instanceId: instance.instanceId,
        deploymentType: instance.deploymentType,
        domain: target?.site.domain ?? l.domain,
        volumeId: l.volumeId,
        client: target?.site.client ?? null,
        name: target ? lmsName(target) : bareHost(l.domain),
      };
    });
    const batch: SimBatch = {
      batchId: `batch-${body.scheduledTime.replace(/-/g, "")}-${randomBytes(3).toString("hex")}`,
      region: instance.region,
      instanceId: instance.instanceId,
      scheduledTime: body.scheduledTime,
      requestedBy: user.username,
      requestedAt: new Date(now).toISOString(),
      approvedBy: null,
      approvedAt: null,
      status: "pending",
      startTime: null,
      endTime: null,
      lmsList,
    };
    batchesOf(world.state).push(batch);
    mailBatchRequest(
      world,
      { batchId: batch.batchId, region: batch.region, scheduledTime: batch.scheduledTime, count: lmsList.length, serverName: instance.name, hosts: lmsList.map((l) => bareHost(l.domain)) },
      `${fullName(user)} (${user.username})`,
      now,
    );
    world.changed();
    return { body: { success: true, message: M.created } };
  },

  scheduledBatch(ctx) {
    const batch = findBatch(ctx.world, ctx.params.batchId);
    if (!batch) return json({ success: false, message: M.noBatch(ctx.params.batchId) }, 404);
    return { body: { success: true, scheduledTime: batch.scheduledTime, requestedBy: batch.requestedBy, lmsList: batch.lmsList.map(lmsView) } };
  },

  approveBatch(ctx) {
    const { world } = ctx;
    const { scheduledTime, lmsList } = ctx.body.attributes;
    const batch = findBatch(world, ctx.params.batchId);
    if (!batch) return json({ success: false, message: M.noBatch(ctx.params.batchId) }, 404);
    if (batch.status !== "pending") return json({ message: M.notPending(batch.status) }, 409);
    const dateProblem = scheduleDateError(scheduledTime, new Date(world.now()));
    if (dateProblem) return invalid({ "attributes.scheduledTime": dateProblem }, dateProblem);
    const kept: SimBatchLms[] = [];
    for (const wanted of lmsList) {
      const found = batch.lmsList.find((l) => sameLms(l, wanted));
      if (!found) return invalid({ "attributes.lmsList": M.notInBatch(wanted.domain) }, M.notInBatch(wanted.domain));
      if (!kept.includes(found)) kept.push(found);
    }
    batch.scheduledTime = scheduledTime;
    batch.lmsList = kept;
    batch.approvedBy = signedInUser(ctx).username;
    batch.approvedAt = new Date(world.now()).toISOString();
    world.changed();
    return { body: { success: true, message: M.approved } };
  },

  scheduledUpgrades(ctx) {
    const { startDate, endDate } = ctx.query;
    const data = batchesOf(ctx.world.state)
      .filter((b) => (!startDate || b.scheduledTime >= startDate) && (!endDate || b.scheduledTime <= endDate))
      .sort((a, b) => b.scheduledTime.localeCompare(a.scheduledTime) || b.requestedAt.localeCompare(a.requestedAt))
      .map(batchView);
    return { body: { success: true, data } };
  },

  scheduledUpgradeResults(ctx) {
    const batch = findBatch(ctx.world, ctx.params.batchId);
    if (!batch) return json({ success: false, message: M.noBatch(ctx.params.batchId) }, 404);
    return { body: { success: true, data: batchView(batch) } };
  },
};
