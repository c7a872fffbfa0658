"use client";
// A shared instance's report for all its LMSs at once (POST /instances/{id}/report/{type}),
// for the EVENTS and RUNNING TASKS downloads; given up after 60 s like every report.
import { callApi } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { InstanceReport } from "@/lib/contract/schemas/report";
import type { ReportType } from "@/lib/domain/reports";
import { reportDomain } from "@/lib/domain/reportDomain";
import { withReportTimeout } from "./reportQuery";

export function fetchInstanceReport(instanceId: string, type: ReportType, instanceName: string, domains: string[], ip: string): Promise<InstanceReport> {
  return withReportTimeout((signal) =>
    callApi(routes.instanceReport, { params: { instanceId, type }, body: { instanceName, domains: domains.map(reportDomain), ip }, signal }),
  );
}
