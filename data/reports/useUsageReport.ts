"use client";
// The usage report's two reads for one instance and timeframe: logins (GET
// /instances/{id}/{domain}/moodle-login-report) and storage (…/storage-report), each cached per
// URL for the session and given up after 60 s. Nothing is asked without a timeframe.
import { routes } from "@/lib/contract/routes";
import type { ReportInstance } from "@/lib/contract/schemas/report";
import type { Timeframe } from "@/lib/domain/reports";
import type { Region } from "@/lib/domain/regions";
import { reportPeriod } from "@/lib/domain/usageReport";
import { reportDomain } from "@/lib/domain/reportDomain";
import { useReportQuery } from "./reportQuery";

export function usageReportInput(instance: ReportInstance, timeframe: Timeframe, now: Date) {
  return {
    params: { id: instance.id, domain: reportDomain(instance.domain || instance.name) },
    query: { ip: instance.ip, name: instance.name, lms: instance.lms, deployment: instance.deployment, ...reportPeriod(timeframe, now) },
  };
}

export function useUsageReport(instance: ReportInstance | null, timeframe: Timeframe | null, region: Region, now: Date, onTimeout: () => void) {
  const input = instance && timeframe ? usageReportInput(instance, timeframe, now) : null;
  const logins = useReportQuery(routes.loginReport, input ? { ...input, query: { ...input.query, region } } : null, onTimeout);
  const storage = useReportQuery(routes.storageReport, input, onTimeout);
  return { logins, storage };
}
