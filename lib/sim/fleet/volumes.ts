// Disks of each server: the root device, the moodledata volume of a dedicated server,
// and one volume (or network share) per client site on a shared server.
import type { Rng } from "../random";
import type { Client } from "./clients";
import { fileSystemId, volumeId } from "./ids";
import type { Lms, Region, SimVolume } from "./types";
import { lmsVersion, sslDays } from "./versions";

export function usedOf(rng: Rng, sizeGiB: number, min = 0.2, max = 0.95): number {
  return Math.round(sizeGiB * (min + rng.next() * (max - min)) * 10) / 10;
}

export function rootVolume(rng: Rng, client: string | null): SimVolume {
  const sizeGiB = rng.pick([8, 16, 20, 30]);
  return {
    volumeId: volumeId(rng), partition: "/dev/xvda", kind: "ebs", isRoot: true, isMoodleData: false,
    lms: null, domain: null, version: null, client, sizeGiB, usedGiB: usedOf(rng, sizeGiB, 0.35, 0.9), sslDaysRemaining: null,
  };
}

export interface SiteInfo {
  lms: Lms;
  domain: string;
  version: string | null;
  client: string;
  sslDaysRemaining: number | null;
}

export function dedicatedVolumes(rng: Rng, site: SiteInfo): SimVolume[] {
  const sizeGiB = rng.int(5, 50) * 10;
  const volumes = [
    rootVolume(rng, site.client),
    {
      volumeId: volumeId(rng), partition: rng.pick(["/dev/sdf", "/dev/xvdf"]), kind: "ebs" as const, isRoot: false, isMoodleData: true,
      ...site, sizeGiB, usedGiB: usedOf(rng, sizeGiB),
    },
  ];
  if (rng.chance(0.2)) {
    const backupSize = rng.pick([50, 100, 200]);
    volumes.push({
      volumeId: volumeId(rng), partition: "/dev/sdg", kind: "ebs", isRoot: false, isMoodleData: false,
      lms: null, domain: null, version: null, client: site.client, sizeGiB: backupSize, usedGiB: usedOf(rng, backupSize), sslDaysRemaining: null,
    });
  }
  return volumes;
}

export const DEVICE_LETTERS = "fghijklmnop";

/** Client sites on a shared server; every fifth or so lives on an NFS share instead of a block volume. */
export function sharedVolumes(rng: Rng, region: Region, lms: Lms, clients: readonly Client[], domainOf: (c: Client) => string): SimVolume[] {
  const volumes = [rootVolume(rng, null)];
  clients.forEach((client, i) => {
    const site: SiteInfo = { lms, domain: domainOf(client), version: lmsVersion(rng, lms, 0.06), client: client.name, sslDaysRemaining: sslDays(rng) };
    if (rng.chance(0.18)) {
      const fsId = fileSystemId(rng);
      const sizeGiB = rng.int(2, 30) * 10;
      volumes.push({
        volumeId: fsId, partition: `${fsId}.efs.${region}.amazonaws.com:/${client.slug}`, kind: "nfs4", isRoot: false, isMoodleData: true,
        ...site, sizeGiB, usedGiB: usedOf(rng, sizeGiB),
      });
      return;
    }
    const sizeGiB = rng.int(3, 30) * 10;
    volumes.push({
      volumeId: volumeId(rng), partition: `/dev/sd${DEVICE_LETTERS[i % DEVICE_LETTERS.length]}`, kind: "ebs", isRoot: false, isMoodleData: true,
      ...site, sizeGiB, usedGiB: usedOf(rng, sizeGiB),
    });
  });
  return volumes;
}
