"use client";
// One folder of the file-access explorer (GET /instances/{id}/file-access): whether each
// entry is blocked. Each folder opened is cached by its URL while the modal is open.
import type { SWRConfiguration } from "swr";
import { routes } from "@/lib/contract/routes";
import type { FileAccessList } from "@/lib/contract/schemas/files";
import { useApiQuery } from "@/data/core/useApiQuery";
import { fileAccessInput } from "./keys";

export function useFileAccess(instanceId: string, domain: string, relativePath: string, options?: SWRConfiguration<FileAccessList, unknown>) {
  return useApiQuery(routes.getFileAccess, fileAccessInput(instanceId, domain, relativePath), options);
}
