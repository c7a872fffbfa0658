// The upload form of the Upload modal (spec 1 §2, §5, §7): the kind, the place it goes (the
// listed path, for a plugin joined with its plugin directory: uploadTarget) and the file,
// checked by name and first bytes with the same checkUpload the BFF's multipart schema runs.
// Async: the check reads the file. The place is named `path`, as the body names it.
import { pathClimbError } from "../pathSafety";
import { FILE_REQUIRED_MESSAGE } from "../packages";
import type { Region } from "../regions";
import { checkUpload, UPLOAD_PATH_REQUIRED_MESSAGE, type UploadKind } from "../uploads";
import type { FieldErrors } from "./fieldErrors";

export interface UploadFormValues {
  kind: UploadKind;
  /** The directory on the server (uploadTarget), or null while the choice is incomplete. */
  path: string | null;
  file: Blob | null;
}

export async function uploadFormErrors({ kind, path, file }: UploadFormValues): Promise<FieldErrors<UploadFormValues>> {
  const errors: FieldErrors<UploadFormValues> = {};
  const place = path?.trim() ?? "";
  const pathProblem = place === "" ? UPLOAD_PATH_REQUIRED_MESSAGE : pathClimbError(place);
  if (pathProblem !== null) errors.path = pathProblem;
  const fileProblem = file === null ? FILE_REQUIRED_MESSAGE : await checkUpload(kind, file);
  if (fileProblem !== null) errors.file = fileProblem;
  return errors;
}

export interface UploadServer {
  /** Public IP or load-balancer DNS name, sent as `ip`. */
  ip: string;
  region: Region;
}

/**
 * The fields of POST /file/{id} or /plugin/{id}, as the BFF reads them from the multipart body
 * (an absent file is not appended). A file's body also has `action`: "upload" is what the modal does.
 */
export function uploadBody({ kind, path, file }: UploadFormValues, { ip, region }: UploadServer) {
  const fields = { ip, path: path?.trim() ?? "", region, file };
  return kind === "FILE" ? { ...fields, action: "upload" } : fields;
}
