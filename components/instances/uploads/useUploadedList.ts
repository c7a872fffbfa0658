"use client";
// The files or plugins in the chosen directory (spec 1 §2, §3). A failed listing is
// announced once as an error notice (spec 1 §8); a cancelled request says nothing.
import type { UploadedFile } from "@/lib/contract/schemas/files";
import { FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { useNotice } from "@/components/common/NoticeProvider";
import { useUploadedFiles } from "@/data/uploads/useUploadedFiles";
import type { UploadPlace } from "@/data/uploads/uploadPlace";

export interface UploadedList {
  items: UploadedFile[] | undefined;
  error: unknown;
  isLoading: boolean;
  refresh(): Promise<unknown>;
}

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

export function useUploadedList(place: UploadPlace): UploadedList {
  const { notify } = useNotice();
  const { data, error, isLoading, mutate } = useUploadedFiles(place, {
    onError(err: unknown) {
      if (!isAbort(err)) notify(err instanceof Error && err.message ? err.message : FALLBACK_MESSAGE, "error");
    },
  });
  return { items: data, error: isAbort(error) ? undefined : error, isLoading, refresh: () => mutate() };
}
