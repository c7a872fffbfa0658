// One directory of one server, as the upload modal has chosen it, and the location every
// call about it sends (FILE uses /file, PLUGIN uses /plugin; both take ip, path and region).
import type { Region } from "@/lib/domain/regions";
import type { UploadKind } from "@/lib/domain/uploads";

export interface UploadPlace {
  instanceId: string;
  /** Public IP or load-balancer DNS name (the route's address segment), sent as `ip`. */
  address: string;
  region: Region;
  kind: UploadKind;
  /** The directory on the server: a listed path, or for a plugin that path joined with the plugin directory. */
  target: string;
}

export function placeLocation(place: UploadPlace) {
  return { ip: place.address, path: place.target, region: place.region };
}
