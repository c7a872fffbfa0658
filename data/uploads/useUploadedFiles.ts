"use client";
// The files or plugins in one directory (GET /file/{id} or /plugin/{id} by the place's kind),
// cached by the listing's URL. Both reads are declared and the one of the other kind asks
// nothing, so the hook order never depends on the kind.
import type { SWRConfiguration } from "swr";
import { routes } from "@/lib/contract/routes";
import type { UploadedFile } from "@/lib/contract/schemas/files";
import { useApiQuery } from "@/data/core/useApiQuery";
import { uploadedListInput } from "./keys";
import type { UploadPlace } from "./uploadPlace";

export function useUploadedFiles(place: UploadPlace, options: SWRConfiguration<UploadedFile[], unknown> = {}) {
  const input = uploadedListInput(place);
  const files = useApiQuery(routes.listFiles, place.kind === "FILE" ? input : null, { ...options, load: (call) => call().then((r) => r.files) });
  const plugins = useApiQuery(routes.listPlugins, place.kind === "PLUGIN" ? input : null, { ...options, load: (call) => call().then((r) => r.plugins) });
  return place.kind === "PLUGIN" ? plugins : files;
}
