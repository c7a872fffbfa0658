// Creating LMSs and shared servers (spec 2 §2.1–2.3, §4 "Creation", §5, §7): the installers and
// silos the form offers, POST /instance and POST /shared-instance, which start a creation
// process, its output, and the confirmation request of a standalone creation. The installers are
// the package bucket's packages (machine/packages.ts): an uploaded one is offered, a deleted one not.
//
// Region. POST /instance and POST /shared-instance take the console's region as an optional
// `?region=` (spec 2 §3's form has none); a silo installation goes to its silo's region, anything
// else to the region asked for, or the default region, us-west-2 (DEFAULT_REGION), without one.
//
// One creation at a time per region, by anyone: while a creation (standalone, silo or shared
// server) runs there, POST /instance answers 200 {success: false, blockCreation: true, message}
// (the console then hides Create) and POST /shared-instance 409 with the message.
//
// The confirm-add flow. A standalone creation starts at once (spec 2 §4) and also records its
// request under a token: the form's `requestToken` when it sent one, else a new one. The
// superadmins are mailed `{console}/home/instances/confirm-add/{token}?region={region}`.
// GET /instance/confirm-instance/{token} returns the request (spec 2 §3 "Confirmation request"),
// and the confirm page streams the same output as the creation page by polling
// GET /instance/creation-process-output?outputFileId={token}: the token is accepted there as an
// alias of the process's deployId (the confirm answer's schema has no field for the deployId).
//
// Magic: an instance name containing FAIL (CREATION_FAILS_MARKER) makes the creation end with
// `[Errors]` and create nothing; so does SIM_FAULTS process_error_rate (for shared servers too).
import { randomBytes, randomUUID } from "node:crypto";
import { INCORRECT_PARAMETERS_MESSAGE, INVALID_INSTANCE_NAME_MESSAGE, nextSharedServerName } from "@/lib/domain/provisioning";
import { DEFAULT_REGION } from "@/lib/domain/regions";
import type { Region } from "../fleet/types";
import { sendMail } from "../mail/outbox";
import { checkCreation, creationDbName, creationDomain, creationRequest, dedicatedRdsId } from "../machine/creationForm";
import { installersOf } from "../machine/packages";
import { creationFailsByName } from "../machine/processMarkers";
import { findProcess, outputAt, processDuration, runningCreation, startProcess } from "../machine/processes";
import { freePublicIp, newInstanceId, newVolumeId, sharedRdsOf } from "../machine/provisioned";
import { processesOf } from "../records";
import { invalid, json } from "../reply";
import { fullName, type SimCreationProcess, type SimProcess, type SimState } from "../state/types";
import type { SimWorld } from "../world";
import { findInAnyRegion } from "./lookup";
import { signedInUser, type HandlerMap } from "./types";

export const PROVISIONING_MESSAGES = {
  blocked: (name: string, by: string, region: Region) =>
    `Another creation is running in ${region} (${name}, requested by ${by}). Try again when it has finished.`,
  started: (name: string) => `The creation of ${name} has started.`,
  sharedStarted: (name: string) => `The creation of the shared server ${name} has started.`,
  noRequest: "No creation request was found for this link.",
  noOutput: (id: string) => `No process output ${id}.`,
} as const;

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\..*$/, "");
const newDeployId = (now: number) => `deploy-${stamp(now)}-${randomBytes(4).toString("hex")}`;

function processName(p: SimProcess): string {
  return p.kind === "creation" ? p.request.instanceName : p.instanceName;
}

/** A creation process by its deployId, or by the request token of its confirm-add link. */
function creationByOutputId(state: SimState, id: string): SimProcess | null {
  const direct = findProcess(state, id);
  if (direct) return direct.kind === "deletion" ? null : direct;
  return processesOf(state).find((p) => p.kind === "creation" && p.requestToken === id) ?? null;
}

function mailConfirmation(world: SimWorld, p: SimCreationProcess, requester: string): void {
  const r = p.request;
  const link = `${world.options.consoleUrl}/home/instances/confirm-add/${p.requestToken}?region=${p.region}`;
  sendMail(world.state, {
    at: world.now(),
    to: world.state.users.filter((u) => u.role === "superadmin").map((u) => u.username),
    subject: `New instance requested: ${r.instanceName}`,
    text: [
      "Hello,",
      "",
      `${requester} requested a new ${r.lms} instance in ${p.region}:`,
      "",
      `  Instance:   ${r.instanceName} (${r.instanceType}, ${r.volumeSize} GiB)`,
      `  Client:     ${r.client} (${r.branch}), ${r.contractedUsers} contracted users`,
      `  Domain:     ${p.domain.replace(/^https:\/\//, "")}`,
      `  Package:    ${r.installationPackage}`,
      `  Database:   ${p.dbName} on ${p.dbInstanceId}`,
      "",
      "Review the request and follow its creation:",
      "",
      `  ${link}`,
    ].join("\n"),
  });
}

export const provisioningHandlers: HandlerMap = {
  installers(ctx) {
    return { body: { success: true, installers: installersOf(ctx.world.state).map(({ name }) => ({ name })) } };
  },

  silos(ctx) {
    // Every shared server, Totara and full ones included: leaving those out is the console's rule.
    const silos = ctx.world.state.fleet[ctx.query.region].instances
      .filter((i) => i.deploymentType === "shared")
      .map((i) => ({ instanceId: i.instanceId, name: i.name }));
    return { body: { success: true, silos } };
  },

  createInstance(ctx) {
    const { world, body } = ctx;
    const now = world.now();
    const siloHome = body.installationType === "silo" && body.installationInstance ? findInAnyRegion(world, body.installationInstance.trim()) : null;
    const region: Region = siloHome?.region ?? ctx.query.region ?? DEFAULT_REGION;
    const running = runningCreation(world.state, region, now);
    if (running) {
      return { body: { success: false, blockCreation: true, message: PROVISIONING_MESSAGES.blocked(processName(running), running.requestedBy, region) } };
    }
    const { installer, silo, fields } = checkCreation(world.state, region, body);
    if (Object.keys(fields).length > 0 || !installer) return invalid(fields, INCORRECT_PARAMETERS_MESSAGE);

    const user = signedInUser(ctx);
    const request = creationRequest(body, installer);
    const id = newDeployId(now);
    const standalone = silo === null;
    const p: SimCreationProcess = {
      kind: "creation",
      id,
      region,
      requestedBy: user.username,
      startedAt: new Date(now).toISOString(),
      durationMs: processDuration("creation", id, world.options.processMs),
      fails: creationFailsByName(request.instanceName) || world.faults.processFails(),
      request,
      requestToken: standalone ? body.requestToken?.trim() || randomUUID() : null,
      siloId: silo?.instanceId ?? null,
      siloName: silo?.name ?? null,
      instanceId: silo?.instanceId ?? newInstanceId(),
      publicIpAddress: silo?.publicIpAddress ?? freePublicIp(world.state, processesOf(world.state)),
      volumeId: newVolumeId(),
      dbInstanceId: silo
        ? (silo.dbInstanceId ?? sharedRdsOf(world.state, region) ?? "mdl-shared-rds-01")
        : request.dbOnSharedRDS
          ? (sharedRdsOf(world.state, region) ?? "mdl-shared-rds-01")
          : (request.dbInstance ?? dedicatedRdsId(request.instanceName)),
      dbName: creationDbName(installer.lms, request.domain),
      domain: creationDomain(request.domain),
      version: installer.version,
    };
    startProcess(world, p);
    if (p.requestToken) mailConfirmation(world, p, `${fullName(user)} (${user.username})`);
    return { body: { success: true, startCreationProcess: true, deployId: id, message: PROVISIONING_MESSAGES.started(request.instanceName) } };
  },

  confirmInstance(ctx) {
    const p = processesOf(ctx.world.state).find((x) => x.kind === "creation" && x.requestToken === ctx.params.token);
    if (!p || p.kind !== "creation") return json({ message: PROVISIONING_MESSAGES.noRequest }, 404);
    return { body: { success: true, data: p.request } };
  },

  creationOutput(ctx) {
    const id = ctx.query.outputFileId;
    const p = creationByOutputId(ctx.world.state, id);
    if (!p) return json({ message: PROVISIONING_MESSAGES.noOutput(id) }, 404);
    const { text, done } = outputAt(p, ctx.world.now());
    return new Response(text, { status: done ? 200 : 206, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  },

  createSharedInstance(ctx) {
    const { world } = ctx;
    const now = world.now();
    const region: Region = ctx.query.region ?? DEFAULT_REGION;
    const running = runningCreation(world.state, region, now);
    if (running) return json({ message: PROVISIONING_MESSAGES.blocked(processName(running), running.requestedBy, region) }, 409);
    const silos = world.state.fleet[region].instances.filter((i) => i.deploymentType === "shared");
    const name = ctx.body.instanceName;
    if (name !== nextSharedServerName(silos)) return invalid({ instanceName: INVALID_INSTANCE_NAME_MESSAGE }, INVALID_INSTANCE_NAME_MESSAGE);

    const user = signedInUser(ctx);
    const id = newDeployId(now);
    startProcess(world, {
      kind: "shared-server",
      id,
      region,
      requestedBy: user.username,
      startedAt: new Date(now).toISOString(),
      durationMs: processDuration("shared-server", id, world.options.processMs),
      fails: world.faults.processFails(),
      instanceName: name,
      instanceId: newInstanceId(),
      publicIpAddress: freePublicIp(world.state, processesOf(world.state)),
    });
    return { body: { success: true, deployId: id, message: PROVISIONING_MESSAGES.sharedStarted(name) } };
  },
};

