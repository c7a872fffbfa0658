"use client";
// Start, stop or reboot a database server with a motive (POST /dbinstances/{id}/action). It
// invalidates nothing: the screen hands the server to the RDS list's watch, which reads the
// list at once and then every 2 s until the server has settled.
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useDbInstanceAction() {
  return useApiMutation(routes.dbInstanceAction, { invalidates: () => [] });
}
