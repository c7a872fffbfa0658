// The Upload modal's upload (spec 1 §7) to one directory of one server, sent with
// XMLHttpRequest for its progress (fetch reports none). The place, the listing and the delete
// with its invalidation live in data/uploads.
import { apiUrl } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import { placeLocation, type UploadPlace } from "@/data/uploads/uploadPlace";
import { sendUpload, type UploadProgress } from "@/lib/client/sendUpload";

export type { UploadPlace } from "@/data/uploads/uploadPlace";

/** Sends `file` (already checked by uploadTypeError) with progress; rejects with an ApiError or an AbortError. */
export function uploadTo(place: UploadPlace, file: File, onProgress: (p: UploadProgress) => void, signal: AbortSignal): Promise<unknown> {
  const form = new FormData();
  const { ip, path, region } = placeLocation(place);
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
