// Volumes of an instance (spec 1 §2, §3, §4, §8, §9; spec 2 §3): which may be resized and by
// how much, the root device's reboot warning, the table's order and the volume messages.

/** EBS volumes are at most 16 TiB. */
export const MAX_VOLUME_SIZE_GIB = 16384;

/** The increments offered, in GB (spec 1 §9). */
export const RESIZE_INCREMENTS_GIB = [5, 10, 20, 50, 100] as const;
export type ResizeIncrement = (typeof RESIZE_INCREMENTS_GIB)[number];

/** The root device: growing it takes effect only after the instance reboots (spec 1 §4). */
export const ROOT_DEVICE = "/dev/xvda";

export const VOLUME_MESSAGES = {
  resized: "The volume size has been modified successfully...",
  rootReboot: "The instance must be rebooted for the new size of its root volume to take effect.",
  loadVolumeFailed: "An error has occurred. Failed to load volume information.",
  loadVolumesFailed: "An error has occurred. Failed to load volumes.",
  noVolumes: "No volumes found for this instance",
  confirmResize: (volumeId: string, from: number, to: number) => `Grow volume ${volumeId} from ${from} GB to ${to} GB? A volume cannot be made smaller again.`,
} as const;

/** Block volumes (ids starting vol-) may be resized; file systems (nfs4 and others) may not. */
export function isResizableVolume(volumeId: string): boolean {
  return volumeId.startsWith("vol-");
}

export function isRootDevice(partition: string): boolean {
  return partition.trim() === ROOT_DEVICE;
}

/** The new size is the current size plus the increment; null when the current size is unknown or the result too large. */
export function resizedSize(currentGiB: number | null | undefined, increment: ResizeIncrement): number | null {
  if (typeof currentGiB !== "number" || !Number.isFinite(currentGiB) || currentGiB < 0) return null;
  const next = currentGiB + increment;
  return next <= MAX_VOLUME_SIZE_GIB ? next : null;
}

/** The table's order: by instance id (spec 1 §2), then root device first, then by device. */
export function sortVolumes<V extends { instanceId: string; partition: string; volumeId: string }>(volumes: readonly V[]): V[] {
  return [...volumes].sort(
    (a, b) =>
      a.instanceId.localeCompare(b.instanceId) ||
      Number(isRootDevice(b.partition)) - Number(isRootDevice(a.partition)) ||
      a.partition.localeCompare(b.partition) ||
      a.volumeId.localeCompare(b.volumeId),
  );
}
