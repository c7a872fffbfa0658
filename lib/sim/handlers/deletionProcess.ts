// Approving a deletion request (spec 2 §2.5, §4 "Deletion", §7, §8): the details its link shows,
// POST /instances/{id}/delete, which starts the deletion process, its output, and the status
// the console writes back (`deleted` after a clean run, `canceled` instead of deleting).
//
// POST /instances/{id}/delete carries the resources, not the token, so the request it carries
// out is the one for that server (and region, LMS and domain choice) whose database is the one
// named; a canceled or completed request cannot be carried out (410). Once the process has ended
// cleanly the server (delete-instance, or delete-lms of a dedicated server) or the site's volume
// (delete-lms on a shared server) is gone from the list; a kept domain is said so in the output.
//
// Magic: deleting a server whose name contains KEEPME (DELETION_FAILS_MARKER) ends with
// `[Errors]` and deletes nothing; so does SIM_FAULTS process_error_rate.
import { randomBytes } from "node:crypto";
import { deletionTarget } from "../machine/deletionTarget";
import { deletionFailsByName } from "../machine/processMarkers";
import { isRunning, outputAt, processDuration, startProcess } from "../machine/processes";
import { deletionRequestsOf, processesOf } from "../records";
import { invalid, json } from "../reply";
import type { SimDeletionProcess, SimDeletionRequest, SimState } from "../state/types";
import { signedInUser, type HandlerMap } from "./types";

export const DELETION_PROCESS_MESSAGES = {
  noRequest: "No deletion request was found for this link.",
  wrongRegion: (region: string) => `This deletion request is for ${region}.`,
  wrongAction: (action: string) => `This deletion request is for ${action}.`,
  canceled: "This deletion request was canceled; its resources can no longer be deleted.",
  deleted: "The resources of this deletion request were already deleted.",
  noPending: (name: string) => `There is no pending deletion request for ${name}.`,
  running: (name: string) => `The deletion of ${name} is already running.`,
  notDeletedYet: "The resources have not been deleted: the deletion has not finished cleanly.",
  cannotCancel: "The deletion is running or done; the request can no longer be canceled.",
  noOutput: (id: string) => `No deletion output ${id}.`,
  mismatch: "The resources do not belong to this instance.",
  // The spec's success messages (spec 2 §8).
  markedDeleted: "Resources were successfully deleted.",
  markedCanceled: "The deletion request has been successfully canceled.",
} as const;

const M = DELETION_PROCESS_MESSAGES;

function processesFor(state: SimState, token: string): SimDeletionProcess[] {
  return processesOf(state).filter((p): p is SimDeletionProcess => p.kind === "deletion" && p.token === token);
}

/** Where the request stands, reading its processes against the clock. */
function progress(state: SimState, request: SimDeletionRequest, now: number): "pending" | "running" | "done" | "canceled" | "deleted" {
  if (request.status !== "pending") return request.status;
  const runs = processesFor(state, request.token);
  if (runs.some((p) => isRunning(p, now))) return "running";
  return runs.some((p) => !p.fails) ? "done" : "pending";
}

/** A request that can no longer be carried out answers 410 with why. */
function gone(state: "canceled" | "deleted" | "done"): Response {
  return json({ message: state === "canceled" ? M.canceled : M.deleted }, 410);
}

export const deletionProcessHandlers: HandlerMap = {
  deleteDetails(ctx) {
    const { world } = ctx;
    const { token, action, region } = ctx.query;
    const request = deletionRequestsOf(world.state).find((r) => r.token === token);
    if (!request) return json({ message: M.noRequest }, 404);
    if (request.region !== region) return json({ message: M.wrongRegion(request.region) }, 404);
    if (request.action !== action) return json({ message: M.wrongAction(request.action) }, 400);
    const state = progress(world.state, request, world.now());
    if (state === "canceled" || state === "deleted" || state === "done") return gone(state);
    const target = deletionTarget(world.state, request);
    if (!target) return gone("deleted");
    return { body: { resources: target.resources, deleteDomain: request.deleteDomain } };
  },

  deleteInstance(ctx) {
    const { world, body } = ctx;
    const id = ctx.params.id;
    if (body.resources.instanceId !== id) return invalid({ "resources.instanceId": M.mismatch }, M.mismatch);
    const now = world.now();
    const candidates = deletionRequestsOf(world.state).filter(
      (r) => r.instanceId === id && r.region === body.region && r.deleteLMS === body.deleteLMS && r.deleteDomain === body.deleteDomain,
    );
    const instance = world.findInstance(body.region, id);
    if (candidates.length === 0) return json({ message: M.noPending(instance?.name ?? id) }, instance ? 409 : 404);
    // Several requests for one shared server: the database names the site.
    const named = candidates.filter((r) => deletionTarget(world.state, r)?.resources.dbName === body.resources.dbName);
    const pool = named.length > 0 ? named : candidates;
    const request = pool.find((r) => progress(world.state, r, now) === "pending") ?? pool.find((r) => progress(world.state, r, now) === "running");
    if (!request) {
      const states = pool.map((r) => progress(world.state, r, now));
      return gone(states.includes("canceled") && !states.some((s) => s === "deleted" || s === "done") ? "canceled" : "deleted");
    }
    if (progress(world.state, request, now) === "running") return json({ message: M.running(instance?.name ?? id) }, 409);
    const target = deletionTarget(world.state, request);
    if (!target) return gone("deleted");

    const user = signedInUser(ctx);
    const outputFileId = `delete-${now.toString(36)}-${randomBytes(4).toString("hex")}`;
    const { resources } = target;
    startProcess(world, {
      kind: "deletion",
      id: outputFileId,
      region: request.region,
      requestedBy: user.username,
      startedAt: new Date(now).toISOString(),
      durationMs: processDuration("deletion", outputFileId, world.options.processMs),
      fails: deletionFailsByName(target.instance.name) || world.faults.processFails(),
      token: request.token,
      instanceId: target.instance.instanceId,
      instanceName: target.instance.name,
      volumeId: target.volume?.volumeId ?? null,
      deleteLMS: request.deleteLMS,
      deleteDomain: request.deleteDomain,
      domain: target.volume?.domain ?? target.instance.domain,
      dbInstanceIdentifier: resources.dbInstanceIdentifier,
      dbName: resources.dbName,
      deleteRDS: resources.deleteRDS,
    });
    return { body: { success: true, outputFileId, message: `The deletion of ${target.instance.name} has started.` } };
  },

  deleteProcessInfo(ctx) {
    const id = ctx.query.outputFileId;
    const p = processesOf(ctx.world.state).find((x) => x.kind === "deletion" && x.id === id && x.instanceId === ctx.params.id);
    if (!p) return json({ message: M.noOutput(id) }, 404);
    const { text, done } = outputAt(p, ctx.world.now());
    return new Response(text, { status: done ? 200 : 206, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  },

  updateResourcesStatus(ctx) {
    const { world } = ctx;
    const { token, status } = ctx.body;
    const request = deletionRequestsOf(world.state).find((r) => r.token === token && r.instanceId === ctx.params.id);
    if (!request) return json({ message: M.noRequest }, 404);
    const message = status === "deleted" ? M.markedDeleted : M.markedCanceled;
    if (request.status === status) return { body: { success: true, message } };
    const state = progress(world.state, request, world.now());
    if (status === "canceled" && state !== "pending") return json({ message: state === "deleted" || state === "done" ? M.deleted : M.cannotCancel }, 409);
    if (status === "deleted" && state !== "done") return json({ message: state === "canceled" ? M.canceled : M.notDeletedYet }, 409);
    request.status = status;
    world.changed();
    return { body: { success: true, message } };
  },
};
