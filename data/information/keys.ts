// The information modal's request inputs (contract data, concurrency, Totara key, CDN). Keys are
// the calls' URLs (data/core/apiKey), so a save invalidates exactly the read it changed.
import type { Region } from "@/lib/domain/regions";

export function instanceTagsInput(instanceId: string, region: Region) {
  return { params: { id: instanceId }, query: { region } };
}

export function volumeTagsInput(instanceId: string, volumeId: string, region: Region) {
  return { params: { id: instanceId, volumeId }, query: { region } };
}

export function concurrencyInput(instanceId: string, domain: string) {
  return { params: { id: instanceId, domain } };
}

export function totaraKeyInput(instanceId: string, region: Region, ip: string, domain: string) {
  return { params: { id: instanceId }, query: { region, ip, domain } };
}

export function cdnStatusInput(domain: string) {
  return { query: { domain } };
}
