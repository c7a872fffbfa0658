// The volumes area's request inputs: one instance's volume list as the information modal asks
// for it (with the instance's address), and one volume's data. Keys are the calls' URLs
// (data/core/apiKey), so a resize or an LMS action can invalidate exactly what it changed.
import type { Region } from "@/lib/domain/regions";

export function volumeListInput(instanceId: string, region: Region, instanceIp: string | undefined) {
  return { params: { id: instanceId }, query: { region, instanceIp: instanceIp || undefined } };
}

interface VolumeDataTarget {
  instanceId: string;
  deploymentType: string;
  lms: string;
  /** The server's address: its public IP. */
  ip: string;
}

interface VolumeRef {
  volumeId: string;
  partition: string;
  domain?: string | null;
  lms?: string | null;
}

/** A volume row's data read: data-volume-dedicated on a dedicated server, data-volume (with the
 * site's LMS and domain) on a shared one; null without an address to ask about. */
export function volumeDataRequest(instance: VolumeDataTarget, volume: VolumeRef, region: Region) {
  if (!instance.ip) return null;
  const params = { id: instance.instanceId, volumeId: volume.volumeId };
  if (instance.deploymentType !== "shared") {
    return { kind: "dedicated" as const, input: { params, query: { region, ip: instance.ip, volumeDeviceName: volume.partition } } };
  }
  const deployment = "shared" as const;
  const query = { region, ip: instance.ip, lms: volume.lms || instance.lms, domain: volume.domain || undefined, deployment, volumeDeviceName: volume.partition };
  return { kind: "shared" as const, input: { params, query } };
}
