// Manual upgrades (spec 2 §2.7–§2.9, §3 "Upgrade request", §4 "Upgrade and rollback", §7, §8):
// POST /instances/{id}/upgrade-request upgrades nothing. It records a pending request under a
// random token and mails the superadmins the upgrade link
// `{console}/home/upgrade/{token}/{action}?region={region}`, where the action is `upgrade-lms`
// for a site on a shared server and `upgrade-instance` for a dedicated server. From that page
// a superadmin upgrades (POST …/upgrade-lms) or cancels (DELETE …/upgrade-request).
//
// Rollback. When the upgrade ends (machine/upgradeRuns.ts) the superadmins are mailed the
// rollback link `{console}/home/rollback/{token}/{action}?region={region}`: the same token and
// action, so GET /instances/upgrade-details with process=rollback shows the same request (without
// the MoodleData directory). It works after a clean upgrade and after one with errors; a rollback
// puts back the version from before the upgrade. The rollback page's Cancel closes that link.
//
// Details answer 404 for an unknown token (or another region), 400 for another action, 409 for a
// rollback before any upgrade, 410 once the link is spent (canceled, upgraded, rolled back).
//
// Magic: a site whose server name, client or domain contains UPGERR (UPGRADE_FAILS_MARKER) ends
// its upgrade (and its rollback) in `error`, version unchanged; so does SIM_FAULTS process_error_rate.
import { randomBytes, randomUUID } from "node:crypto";
import { UPGRADE_LMS_ACTION, type UpgradeProcessKind } from "@/lib/domain/lifecycle";
import type { UpgradeRequest } from "@/lib/contract/schemas/lifecycle";
import { compareVersions } from "@/lib/domain/versions";
import { mailUpgradeRequest } from "../mail/upgradeMail";
import { lmsServing } from "../machine/lmsState";
import { upgradeFailsByName } from "../machine/processMarkers";
import { sharedRdsOf } from "../machine/provisioned";
import { runningUpgrade, startUpgradeRun, upgradeDuration, upgradeOutputAt } from "../machine/upgradeRuns";
import { findTarget, LATEST_MOODLE, lmsName, manualUpgradeRefusal, rdsEndpoint, targetOn, type UpgradeTarget } from "../machine/upgradeSite";
import { upgradeProcessesOf, upgradeRequestsOf } from "../records";
import { invalid, json } from "../reply";
import { fullName, type SimState, type SimUpgradeRequest } from "../state/types";
import type { SimWorld } from "../world";
import { findInAnyRegion, instanceNotFound } from "./lookup";
import { signedInUser, type HandlerMap } from "./types";

export const UPGRADE_ACTIONS = { shared: UPGRADE_LMS_ACTION, dedicated: "upgrade-instance" } as const;

export const UPGRADE_HANDLER_MESSAGES = {
  sent: "The upgrade request has been sent to the superadmins for approval.",
  noVolume: (name: string, volumeId: string) => `${name} has no LMS on volume ${volumeId}.`,
  noSite: (name: string) => `${name} has no LMS to upgrade.`,
  wrongDeployment: (name: string, deployment: string) => `${name} is a ${deployment} deployment.`,
  noRequest: "No upgrade request was found for this link.",
  wrongRegion: (region: string) => `This upgrade request is for ${region}.`,
  wrongAction: (action: string) => `This upgrade request is for ${action}.`,
  canceled: "This upgrade request was canceled.",
  alreadyUpgraded: "This upgrade request was already carried out.",
  notUpgradedYet: "This LMS has not been upgraded through this request yet: there is nothing to roll back.",
  rolledBack: "This upgrade was already rolled back.",
  rollbackClosed: "The rollback of this upgrade was canceled.",
  siteGone: "The LMS of this request no longer exists.",
  running: (name: string) => `A process for ${name} is already running.`,
  notServing: (name: string) => `${name} is not serving; start it before upgrading.`,
  mismatch: "The parameters do not belong to this upgrade request.",
  started: (name: string) => `The upgrade of ${name} has started.`,
  rollbackStarted: (name: string) => `The rollback of ${name} has started.`,
  noOutput: (id: string) => `No upgrade output ${id}.`,
  // The spec's success messages (spec 2 §8).
  upgradeCanceled: "The upgrade request has been successfully canceled.",
  rollbackCanceled: "The rollback request has been successfully canceled.",
} as const;

const M = UPGRADE_HANDLER_MESSAGES;

function requestByToken(state: SimState, token: string): SimUpgradeRequest | null {
  return upgradeRequestsOf(state).find((r) => r.token === token) ?? null;
}

function requestView(world: SimWorld, t: UpgradeTarget, process: UpgradeProcessKind): UpgradeRequest {
  const { instance, volume, site } = t;
  const shared = instance.deploymentType === "shared";
  const db = instance.dbInstanceId ?? sharedRdsOf(world.state, instance.region) ?? "mdl-shared-rds-01";
  return {
    instanceId: instance.instanceId,
    instanceName: instance.name,
    instanceIp: instance.publicIpAddress,
    volumeId: shared ? (volume?.volumeId ?? null) : null,
    volumeName: shared ? (volume?.client ?? site.host) : null,
    domain: site.domain,
    lms: site.lms,
    appDirectory: site.appDirectory,
    moodledataDirectory: process === "rollback" ? null : site.moodledataDirectory,
    dbInstanceId: rdsEndpoint(db, instance.region),
    dbName: site.dbName,
  };
}

/** Why this link cannot show or run `process` now (a Response), or null. */
function linkRefusal(request: SimUpgradeRequest, process: UpgradeProcessKind): Response | null {
  const s = request.status;
  if (process === "upgrade") {
    if (s === "pending") return null;
    return json({ message: s === "canceled" ? M.canceled : s === "rolled-back" ? M.rolledBack : M.alreadyUpgraded }, 410);
  }
  if (s === "upgraded" || s === "failed") return null;
  if (s === "pending") return json({ message: M.notUpgradedYet }, 409);
  return json({ message: s === "canceled" ? M.canceled : s === "rolled-back" ? M.rolledBack : M.rollbackClosed }, 410);
}

function failsFor(world: SimWorld, t: UpgradeTarget): boolean {
  return upgradeFailsByName(t.instance.name, t.volume?.client, t.site.domain) || world.faults.processFails();
}

/** The request behind a start call, checked against the path and the parameters sent. */
function startable(world: SimWorld, instanceId: string, token: string, parametersInstanceId: string, process: UpgradeProcessKind): { request: SimUpgradeRequest; target: UpgradeTarget } | Response {
  const request = requestByToken(world.state, token);
  if (!request) return json({ message: M.noRequest }, 404);
  if (request.instanceId !== instanceId || parametersInstanceId !== instanceId) return invalid({ "parameters.instanceId": M.mismatch }, M.mismatch);
  const target = findTarget(world, request.region, request.instanceId, request.volumeId);
  if (!target) return json({ message: M.siteGone }, 410);
  const running = runningUpgrade(world, token);
  if (running) return json({ message: M.running(lmsName(target)) }, 409);
  const refused = linkRefusal(request, process);
  if (refused) return refused;
  if (!lmsServing(target.instance, target.volume, world.now())) return json({ message: M.notServing(lmsName(target)) }, 409);
  return { request, target };
}

const newRunId = (kind: string, now: number) => `${kind}-${now.toString(36)}-${randomBytes(4).toString("hex")}`;

export const upgradeHandlers: HandlerMap = {
  createUpgradeRequest(ctx) {
    const { world, body } = ctx;
    const instance = findInAnyRegion(world, ctx.params.instanceId);
    if (!instance) return instanceNotFound();
    if (instance.deploymentType !== body.deployment) return invalid({ deployment: M.wrongDeployment(instance.name, instance.deploymentType) }, M.wrongDeployment(instance.name, instance.deploymentType));
    const volumeId = body.parameters.volumeId ?? null;
    const target = targetOn(instance, volumeId);
    if (!target) {
      return body.deployment === "shared" && volumeId ? json({ message: M.noVolume(instance.name, volumeId) }, 404) : json({ message: M.noSite(instance.name) }, 400);
    }
    const refusal = manualUpgradeRefusal(target);
    if (refusal) return json({ message: refusal }, 400);

    const user = signedInUser(ctx);
    const now = world.now();
    const request: SimUpgradeRequest = {
      token: randomUUID(),
      action: UPGRADE_ACTIONS[instance.deploymentType],
      region: instance.region,
      instanceId: instance.instanceId,
      volumeId: target.volume?.volumeId ?? null,
      deployment: instance.deploymentType,
      requestedBy: user.username,
      requestedAt: new Date(now).toISOString(),
      status: "pending",
    };
    upgradeRequestsOf(world.state).push(request);
    mailUpgradeRequest(
      world,
      { token: request.token, action: request.action, region: request.region, lmsName: lmsName(target), instanceName: instance.name, instanceId: instance.instanceId, host: target.site.host, version: target.site.version },
      `${fullName(user)} (${user.username})`,
      now,
    );
    world.changed();
    return { body: { success: true, message: M.sent } };
  },

  upgradeDetails(ctx) {
    const { world } = ctx;
    const { token, action, region, process } = ctx.query;
    const request = requestByToken(world.state, token);
    if (!request) return json({ message: M.noRequest }, 404);
    if (request.region !== region) return json({ message: M.wrongRegion(request.region) }, 404);
    if (request.action !== action) return json({ message: M.wrongAction(request.action) }, 400);
    // A page reloaded while its own process runs still shows the request.
    const running = runningUpgrade(world, token);
    if (!(running && running.kind === process)) {
      const refused = linkRefusal(request, process);
      if (refused) return refused;
    }
    const target = findTarget(world, request.region, request.instanceId, request.volumeId);
    if (!target) return json({ message: M.siteGone }, 410);
    return { body: { success: true, request: requestView(world, target, process) } };
  },

  upgradeLms(ctx) {
    const { world, body } = ctx;
    const found = startable(world, ctx.params.instanceId, body.token, body.parameters.instanceId, "upgrade");
    if (found instanceof Response) return found;
    const { request, target } = found;
    if (body.deployment !== request.deployment) return invalid({ deployment: M.mismatch }, M.mismatch);
    const now = world.now();
    const from = target.site.version;
    const to = from && compareVersions(from, LATEST_MOODLE) >= 0 ? from : LATEST_MOODLE;
    const id = newRunId("upgrade", now);
    request.fromVersion = from;
    request.toVersion = to;
    startUpgradeRun(world, {
      kind: "upgrade",
      id,
      token: request.token,
      region: request.region,
      requestedBy: signedInUser(ctx).username,
      startedAt: new Date(now).toISOString(),
      durationMs: upgradeDuration("upgrade", id, world.options.processMs),
      fails: failsFor(world, target),
      instanceId: target.instance.instanceId,
      instanceName: target.instance.name,
      volumeId: request.volumeId,
      domain: target.site.domain,
      dbInstanceId: requestView(world, target, "upgrade").dbInstanceId,
      dbName: target.site.dbName,
      fromVersion: from,
      toVersion: to,
    });
    return { body: { success: true, outputFileId: id, message: M.started(lmsName(target)) } };
  },

  rollbackLms(ctx) {
    const { world, body } = ctx;
    const found = startable(world, ctx.params.instanceId, body.token, body.parameters.instanceId, "rollback");
    if (found instanceof Response) return found;
    const { request, target } = found;
    const now = world.now();
    const id = newRunId("rollback", now);
    const current = target.site.version;
    startUpgradeRun(world, {
      kind: "rollback",
      id,
      token: request.token,
      region: request.region,
      requestedBy: signedInUser(ctx).username,
      startedAt: new Date(now).toISOString(),
      durationMs: upgradeDuration("rollback", id, world.options.processMs),
      fails: failsFor(world, target),
      instanceId: target.instance.instanceId,
      instanceName: target.instance.name,
      volumeId: request.volumeId,
      domain: target.site.domain,
      dbInstanceId: requestView(world, target, "rollback").dbInstanceId,
      dbName: target.site.dbName,
      fromVersion: current,
      toVersion: request.fromVersion ?? current ?? LATEST_MOODLE,
    });
    return { body: { success: true, outputFileId: id, message: M.rollbackStarted(lmsName(target)) } };
  },

  upgradeProcessInfo(ctx) {
    const id = ctx.query.outputFileId;
    const p = upgradeProcessesOf(ctx.world.state).find((x) => x.id === id && x.instanceId === ctx.params.instanceId);
    if (!p) return json({ message: M.noOutput(id) }, 404);
    return { headers: { "cache-control": "no-store" }, body: upgradeOutputAt(p, ctx.world.now()) };
  },

  cancelUpgradeRequest(ctx) {
    const { world } = ctx;
    const request = requestByToken(world.state, ctx.query.token);
    if (!request || request.instanceId !== ctx.params.instanceId) return json({ message: M.noRequest }, 404);
    if (runningUpgrade(world, request.token)) return json({ message: M.running(request.instanceId) }, 409);
    switch (request.status) {
      case "canceled":
        return { body: { success: true, message: M.upgradeCanceled } };
      case "rollback-canceled":
        return { body: { success: true, message: M.rollbackCanceled } };
      case "pending":
        request.status = "canceled";
        world.changed();
        return { body: { success: true, message: M.upgradeCanceled } };
      case "upgraded":
      case "failed":
        request.status = "rollback-canceled";
        world.changed();
        return { body: { success: true, message: M.rollbackCanceled } };
      default:
        return json({ message: M.rolledBack }, 410);
    }
  },
};
