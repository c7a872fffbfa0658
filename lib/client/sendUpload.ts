// Sends one upload to the BFF with XMLHttpRequest, because fetch cannot report upload
// progress. Same-origin, so the browser adds the Origin header the BFF's write check
// wants, and the session cookie goes along. Failures become an ApiError whose message is
// already the one to show (uploadFailureMessage); a cancel rejects with an AbortError.
import { ApiError, UNREACHABLE_MESSAGE } from "@/lib/client/ApiError";
import { leaveIfSessionEnded } from "@/lib/client/sessionEnded";
import { readErrorBody } from "@/lib/contract/errorBody";
import { uploadFailureMessage } from "@/lib/domain/uploads";

export interface UploadProgress {
  loaded: number;
  /** Null when the browser cannot tell the body's length. */
  total: number | null;
}

export interface SendUploadOptions {
  url: string;
  form: FormData;
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function abortError(): DOMException {
  return new DOMException("The upload was cancelled.", "AbortError");
}

/** Resolves with the server's answer (`{success?, message?}`) once the upload is stored. */
export function sendUpload({ url, form, onProgress, signal }: SendUploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    signal?.addEventListener("abort", cancel, { once: true });
    const done = () => signal?.removeEventListener("abort", cancel);

    xhr.open("POST", url);
    xhr.responseType = "text";
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    xhr.onload = () => {
      done();
      const body = parse(xhr.responseText);
      const { message, fields } = readErrorBody(body);
      const ok = xhr.status >= 200 && xhr.status < 300;
      // A 2xx that says success: false did not store the file either.
      const refused = ok && typeof body === "object" && body !== null && (body as { success?: unknown }).success === false;
      if (ok && !refused) resolve(body);
      else {
        leaveIfSessionEnded(xhr.status, { get: (name) => xhr.getResponseHeader(name) });
        reject(new ApiError(xhr.status, uploadFailureMessage(xhr.status, message, fields), fields));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, UNREACHABLE_MESSAGE));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(form);
  });
}
