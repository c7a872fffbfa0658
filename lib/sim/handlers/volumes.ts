// The information modal's volumes table (spec 1 §2, §3 "Volume", §4, §7; spec 2 §7): the list,
// one volume's data and the resize.
//
// What the fields hold:
// - `size`: the EBS volume's size in GiB; null for an `nfs4` share, which has no fixed size.
// - `usage`: the space used on it, in GiB (a number, one decimal), as `df` on the server reports
//   it: null while the server is not running (nobody to ask), except on an `nfs4` share, whose
//   metered size the file-system API reports either way.
// - `sslState`: the site's certificate, days remaining or "NO SSL"; null for a volume that holds
//   no site (the root device, a data disk).
// - volume data `storage`: the same used GiB as `usage`; `state`: the site's state (`stopped`
//   once its LMS is stopped, else the server's: running, stopped, pending...), never a
//   certificate status.
//
// A resize is an EBS volume modification: only `vol-` volumes, only larger, at most 16 TiB (the
// contract checks that). The new size shows at once; the root device's file system grows when
// the server reboots, which the answer says. AWS also refuses a second modification of a volume
// for six hours; that is not simulated, so a test or a demo may grow the same volume twice.
import type { api } from "@/lib/contract";
import { NO_SSL } from "@/lib/domain/certificateStatus";
import type { Region } from "@/lib/domain/regions";
import type { SimInstance, SimVolume } from "../fleet/types";
import { lmsState, siteOnVolume } from "../machine/lmsState";
import { currentState } from "../machine/power";
import { sameDomain } from "../machine/sites";
import { invalid, json } from "../reply";
import { fullName } from "../state/types";
import type { SimWorld } from "../world";
import { instanceCertificate, siteCertificate } from "./instanceData";
import { findVolume, INSTANCE_NOT_FOUND, lookUp, wrongAddress, wrongDevice } from "./lookup";
import { signedInUser, type HandlerMap, type Reply } from "./types";

export const VOLUME_MESSAGES = {
  notFound: INSTANCE_NOT_FOUND,
  sharedList: (name: string) => `${name} is a shared server: its sites are listed by GET /instances/{id}/volumes.`,
  useShared: "This instance is shared: use data-volume.",
  useDedicated: "This instance is dedicated: use data-volume-dedicated.",
  wrongSite: (volumeId: string, holds: string | null, asked: string) => `${volumeId} holds ${holds ?? "no LMS site"}, not ${asked}.`,
  wrongLms: (volumeId: string, lms: string) => `${volumeId} holds a ${lms} site.`,
  notResizable: (volumeId: string) => `${volumeId} is an NFS share (nfs4): it grows with its files and cannot be resized. Only vol- volumes can.`,
  notLarger: (volumeId: string, current: number, asked: number) =>
    `The new size of ${volumeId} must be larger than its current ${current} GiB (asked: ${asked} GiB); a volume cannot shrink.`,
  resized: (volume: SimVolume, name: string, from: number) => `The volume ${volume.volumeId} (${volume.partition}) of ${name} now has ${volume.sizeGiB} GiB (was ${from} GiB).`,
  rootResized: (volume: SimVolume, name: string, from: number) =>
    `The root volume ${volume.volumeId} (${volume.partition}) of ${name} now has ${volume.sizeGiB} GiB (was ${from} GiB). ` +
    `The instance must be rebooted for the new size to take effect.`,
} as const;

/** Used GiB as the server (or, for a share, the file-system API) reports it; null when nobody can say. */
function usedGiB(world: SimWorld, instance: SimInstance, volume: SimVolume): number | null {
  if (volume.kind === "nfs4") return volume.usedGiB;
  return currentState(instance, world.now()) === "running" ? volume.usedGiB : null;
}

function sslOf(world: SimWorld, instance: SimInstance, volume: SimVolume) {
  return instance.deploymentType === "dedicated" ? instanceCertificate(world, instance).sslDaysRemaining : siteCertificate(world, volume).sslDaysRemaining;
}

/** One row of the volumes table (the contract's volumeSchema). */
export function volumeView(world: SimWorld, instance: SimInstance, volume: SimVolume) {
  const site = siteOnVolume(instance, volume);
  return {
    instanceId: instance.instanceId,
    instanceIp: instance.publicIpAddress,
    deploymentType: instance.deploymentType,
    volumeId: volume.volumeId,
    partition: volume.partition,
    lms: site?.lms ?? "",
    domain: site?.domain ?? "",
    version: site?.version ?? null,
    client: volume.client ?? "",
    size: volume.kind === "nfs4" ? null : volume.sizeGiB,
    usage: usedGiB(world, instance, volume),
    sslState: site ? sslOf(world, instance, volume) : null,
    isMoodleData: volume.isMoodleData,
  };
}

const listRefusal = (message: string, status: number, fields?: Record<string, string>) =>
  json({ success: false, volumes: [], message, ...(fields ? { fields } : {}) }, status);

interface VolumeDataQuery {
  region: Region;
  ip: string;
  volumeDeviceName: string;
  lms?: string;
  domain?: string;
  deployment?: string;
}

/** The checks both volume-data reads make, then the answer. */
function volumeData(world: SimWorld, instanceId: string, volumeId: string, query: VolumeDataQuery, asked: "shared" | "dedicated"): Reply<typeof api.volumeData> {
  const instance = lookUp(world, query.region, instanceId);
  if (instance instanceof Response) return instance;
  if (instance.deploymentType !== asked) {
    return json({ message: instance.deploymentType === "shared" ? VOLUME_MESSAGES.useShared : VOLUME_MESSAGES.useDedicated }, 400);
  }
  if (query.deployment !== undefined && query.deployment !== instance.deploymentType) return invalid({ deployment: `This instance is ${instance.deploymentType}.` });
  const address = wrongAddress(instance, query.ip, "ip");
  if (address) return address;
  const volume = findVolume(instance, volumeId);
  if (volume instanceof Response) return volume;
  const device = wrongDevice(volume, query.volumeDeviceName, "volumeDeviceName");
  if (device) return device;
  const site = siteOnVolume(instance, volume);
  const domain = query.domain?.trim();
  if (domain && !(site && sameDomain(site.domain, domain))) {
    const message = VOLUME_MESSAGES.wrongSite(volume.volumeId, site?.host ?? null, domain);
    return invalid({ domain: message }, message);
  }
  if (site && query.lms && query.lms.trim().toLowerCase() !== site.lms.toLowerCase()) {
    return invalid({ lms: VOLUME_MESSAGES.wrongLms(volume.volumeId, site.lms) }, VOLUME_MESSAGES.wrongLms(volume.volumeId, site.lms));
  }
  return {
    body: {
      storage: usedGiB(world, instance, volume),
      version: site?.version ?? null,
      sslDaysRemaining: site ? sslOf(world, instance, volume) : NO_SSL,
      state: lmsState(instance, site ? volume : null, world.now()),
    },
  };
}

export const volumeHandlers: HandlerMap = {
  /** Every volume of the server, root device first; for a shared server one row per site. */
  listVolumes(ctx) {
    const { world, query } = ctx;
    const instance = world.findInstance(query.region, ctx.params.id);
    if (!instance) return listRefusal(VOLUME_MESSAGES.notFound, 404);
    if (query.instanceIp !== undefined && wrongAddress(instance, query.instanceIp, "instanceIp")) {
      const message = `${query.instanceIp} is not the address of ${instance.name}.`;
      return listRefusal(message, 400, { instanceIp: message });
    }
    return { body: { success: true, volumes: instance.volumes.map((v) => volumeView(world, instance, v)) } };
  },

  /** A dedicated server's volumes (the manual update modal); a shared server's sites come from /volumes. */
  listDedicatedVolumes(ctx) {
    const { world } = ctx;
    const instance = world.findInstance(ctx.query.region, ctx.params.id);
    if (!instance) return listRefusal(VOLUME_MESSAGES.notFound, 404);
    if (instance.deploymentType !== "dedicated") return listRefusal(VOLUME_MESSAGES.sharedList(instance.name), 400);
    return { body: { success: true, volumes: instance.volumes.map((v) => volumeView(world, instance, v)) } };
  },

  volumeData: (ctx) => volumeData(ctx.world, ctx.params.id, ctx.params.volumeId, ctx.query, "shared"),

  volumeDataDedicated: (ctx) => volumeData(ctx.world, ctx.params.id, ctx.params.volumeId, ctx.query, "dedicated"),

  resizeVolume(ctx) {
    const { world, body } = ctx;
    const instance = lookUp(world, body.region, ctx.params.id);
    if (instance instanceof Response) return instance;
    const refused = wrongAddress(instance, body.ip, "ip");
    if (refused) return refused;
    const volume = findVolume(instance, ctx.params.volumeId);
    if (volume instanceof Response) return volume;
    const device = wrongDevice(volume, body.deviceName, "deviceName");
    if (device) return device;
    if (volume.kind !== "ebs") return json({ message: VOLUME_MESSAGES.notResizable(volume.volumeId) }, 400);
    if (body.size <= volume.sizeGiB) {
      const message = VOLUME_MESSAGES.notLarger(volume.volumeId, volume.sizeGiB, body.size);
      return invalid({ size: message }, message);
    }
    const user = signedInUser(ctx);
    const from = volume.sizeGiB;
    volume.sizeGiB = body.size;
    volume.lastResize = { at: new Date(world.now()).toISOString(), fromGiB: from, toGiB: body.size, by: `${fullName(user)} <${user.username}>` };
    world.changed();
    const root = volume.isRoot || volume.partition === "/dev/xvda";
    return { body: { success: true, message: (root ? VOLUME_MESSAGES.rootResized : VOLUME_MESSAGES.resized)(volume, instance.name, from) } };
  },
};
