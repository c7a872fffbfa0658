// The volumes area's request inputs: one instance's volume list as the information modal asks
// for it (with the instance's address), and one volume's data. Keys are the calls' URLs
// (data/core/apiKey), so a resize or an LMS action can invalidate exactly what it changed.
import type { Region } from "@/lib/domain/regions";

export function volumeListInput(instanceId: string, region: Region, instanceIp: string | undefined) {
  return { params: { id: instanceId }, query: { region, instanceIp: instanceIp || undefined } };
}
