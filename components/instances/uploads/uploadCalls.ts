// The Upload modal's calls (spec 1 §7): the list, the upload and the delete of files or
// plugins in one directory of one server. FILE uses /file, PLUGIN uses /plugin; both take
// the same ip, path and region.
import { apiUrl, callApi } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { UploadedFile } from "@/lib/contract/schemas/files";
import type { Region } from "@/lib/domain/regions";
import type { UploadKind } from "@/lib/domain/uploads";
import { sendUpload, type UploadProgress } from "./sendUpload";

/** One directory of one server, as the modal has chosen it. */
export interface UploadPlace {
  instanceId: string;
  /** Public IP or load-balancer DNS name (the route's address segment), sent as `ip`. */
  address: string;
  region: Region;
  kind: UploadKind;
  /** The directory on the server: a listed path, or for a plugin that path joined with the plugin directory. */
  target: string;
}

function location(place: UploadPlace) {
  return { ip: place.address, path: place.target, region: place.region };
}

/** The SWR key of the place's listing: the list's own BFF address. */
export function listKey(place: UploadPlace): string {
  const input = { params: { id: place.instanceId }, query: location(place) };
  return place.kind === "PLUGIN" ? apiUrl(routes.listPlugins, input) : apiUrl(routes.listFiles, input);
}

export async function fetchList(place: UploadPlace): Promise<UploadedFile[]> {
  const input = { params: { id: place.instanceId }, query: location(place) };
  if (place.kind === "PLUGIN") return (await callApi(routes.listPlugins, input)).plugins;
  return (await callApi(routes.listFiles, input)).files;
}

/** Sends `file` (already checked by uploadTypeError) with progress; rejects with an ApiError or an AbortError. */
export function uploadTo(place: UploadPlace, file: File, onProgress: (p: UploadProgress) => void, signal: AbortSignal): Promise<unknown> {
  const form = new FormData();
  const { ip, path, region } = location(place);
  form.append("ip", ip);
  form.append("path", path);
  form.append("region", region);
  // The file upload's multipart also has an `action` (spec 1 §7); its values are not shown,
  // and "upload" is what this modal does.
  if (place.kind === "FILE") form.append("action", "upload");
  // Last, so a server that streams the body has every field before the bytes.
  form.append("file", file, file.name);
  const params = { id: place.instanceId };
  const url = place.kind === "PLUGIN" ? apiUrl(routes.uploadPlugin, { params }) : apiUrl(routes.uploadFile, { params });
  return sendUpload({ url, form, onProgress, signal });
}

export async function deleteFrom(place: UploadPlace, name: string): Promise<void> {
  const input = { params: { id: place.instanceId, name }, query: location(place) };
  if (place.kind === "PLUGIN") await callApi(routes.deletePlugin, input);
  else await callApi(routes.deleteFile, input);
}
