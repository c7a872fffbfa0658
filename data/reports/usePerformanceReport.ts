"use client";
// The performance report's reads (spec 3 §2.3, §7): the instances (GET /instances/basic-list,
// seeded by the server's first paint), a shared instance's LMSs (GET /volumes/{id}/basic-list),
// each LMS's online users, and one LMS's events or running tasks (GET
// /instances/{domain}/report/{type}, given up after 60 s). Reports are cached per URL for the session.
import { routes } from "@/lib/contract/routes";
import type { ReportType } from "@/lib/domain/reports";
import { reportDomain } from "@/lib/domain/reportDomain";
import { useApiQuery } from "@/data/core/useApiQuery";
import { REPORT_CACHE, useReportQuery } from "./reportQuery";

export function useBasicInstances() {
  return useApiQuery(routes.basicInstanceList, {}, { revalidateIfStale: false });
}

export function useBasicVolumes(instanceId: string | null) {
  return useApiQuery(routes.basicVolumeList, instanceId ? { params: { instanceId } } : null, { revalidateIfStale: false });
}

/** Online users of one LMS; asked once per session and address like the reports. */
export function useOnlineUsers(domain: string, ip: string) {
  const input = domain && ip ? { params: { domain: reportDomain(domain) }, query: { ip } } : null;
  return useApiQuery(routes.onlineUsers, input, REPORT_CACHE);
}

export function useDomainReport(domain: string, type: ReportType, ip: string | null, onTimeout?: () => void) {
  const input = domain && ip ? { params: { domain: reportDomain(domain), type }, query: { ip } } : null;
  return useReportQuery(routes.domainReport, input, onTimeout);
}
