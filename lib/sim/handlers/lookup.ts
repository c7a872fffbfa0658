// Finding the server a request is about, and the refusals every server-side call shares:
// unknown instance, an address that is not the server's, a server that is not running.
import { REGIONS, type Region } from "@/lib/domain/regions";
import type { SimInstance, SimVolume } from "../fleet/types";
import { currentState } from "../machine/power";
import { isAddressOf } from "../machine/sites";
import { json } from "../reply";
import type { SimWorld } from "../world";

export const INSTANCE_NOT_FOUND = "Instance not found";

export const instanceNotFound = () => json({ message: INSTANCE_NOT_FOUND }, 404);

/** For the calls that carry no region (cron jobs, metrics, file access): ids are unique across regions. */
export function findInAnyRegion(world: SimWorld, instanceId: string): SimInstance | null {
  for (const region of REGIONS) {
    const found = world.findInstance(region, instanceId);
    if (found) return found;
  }
  return null;
}

/** The instance by region (or in any region), or the 404 answer. */
export function lookUp(world: SimWorld, region: Region | null, instanceId: string): SimInstance | Response {
  const instance = region ? world.findInstance(region, instanceId) : findInAnyRegion(world, instanceId);
  return instance ?? instanceNotFound();
}

/** A command sent to another machine's address is a console bug worth surfacing, not ignoring. */
export function wrongAddress(instance: SimInstance, address: string, field: string): Response | null {
  if (isAddressOf(instance, address)) return null;
  const known = instance.dns ? `${instance.publicIpAddress} or ${instance.dns}` : instance.publicIpAddress;
  return json({ message: `${address} is not the address of ${instance.name} (${known}).`, fields: { [field]: "Not this instance's address" } }, 400);
}

/** Everything done over SSH needs the server up; 409 with what to do otherwise. */
export function notRunning(world: SimWorld, instance: SimInstance, doing: string): Response | null {
  const state = currentState(instance, world.now());
  if (state === "running") return null;
  const message =
    state === "stopped"
      ? `${instance.name} is stopped. Start it to ${doing}.`
      : `${instance.name} is ${state}. Wait until it is running to ${doing}.`;
  return json({ message }, 409);
}

export const VOLUME_LOOKUP_MESSAGES = {
  noVolume: (name: string, volumeId: string) => `${name} has no volume ${volumeId}.`,
  wrongDevice: (volumeId: string, device: string, actual: string) => `${device} is not the device of ${volumeId}: it is attached as ${actual}.`,
} as const;

/** One of the server's volumes by id, or the 404 answer. */
export function findVolume(instance: SimInstance, volumeId: string): SimVolume | Response {
  return instance.volumes.find((v) => v.volumeId === volumeId) ?? json({ message: VOLUME_LOOKUP_MESSAGES.noVolume(instance.name, volumeId) }, 404);
}

/** A device name that is not the volume's: the console mixed up two rows, so nothing is done. */
export function wrongDevice(volume: SimVolume, device: string, field: string): Response | null {
  if (device.trim() === volume.partition) return null;
  const message = VOLUME_LOOKUP_MESSAGES.wrongDevice(volume.volumeId, device, volume.partition);
  return json({ message, fields: { [field]: message } }, 400);
}
