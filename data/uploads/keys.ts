// The uploads area's request inputs: a directory's listing and the paths a server offers.
// Their keys are the calls' URLs (data/core/apiKey).
import type { Region } from "@/lib/domain/regions";
import { placeLocation, type UploadPlace } from "./uploadPlace";

/** The listing of a place (GET /file/{id} or /plugin/{id}, by its kind). */
export function uploadedListInput(place: UploadPlace) {
  return { params: { id: place.instanceId }, query: placeLocation(place) };
}

/** The upload paths of a server (GET /app-directory/{id}); null without an address to send. */
export function appDirectoryInput(instanceId: string, address: string | null, region: Region) {
  return address ? { params: { id: instanceId }, query: { ip: address, region } } : null;
}
