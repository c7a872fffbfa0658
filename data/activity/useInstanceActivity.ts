"use client";
// The information modal's Activity tab reads the console's own trail (not the upstream): GET
// /activity/instance/{id}, read when the tab opens and again on focus.
import useSWR from "swr";
import type { ActivityRow } from "@/lib/audit/activity";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";

async function load(url: string): Promise<ActivityRow[]> {
  const res = await fetch(url, { credentials: "same-origin" });
  const body = (await res.json().catch(() => null)) as { rows?: ActivityRow[]; message?: string } | null;
  if (!res.ok || !body?.rows) throw new ApiError(res.status, body?.message ?? FALLBACK_MESSAGE);
  return body.rows;
}

export function useInstanceActivity(instanceId: string, open: boolean) {
  return useSWR(open ? `/activity/instance/${encodeURIComponent(instanceId)}` : null, load, { revalidateOnFocus: true, shouldRetryOnError: false });
}
