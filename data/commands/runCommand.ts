"use client";
// One service command (POST /instances/{instanceId}/command). Its answer is the output the
// modal shows; the metrics and cron jobs are read again only when the modal reopens.
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useRunCommand() {
  return useApiMutation(routes.runCommand, { invalidates: () => [] });
}
