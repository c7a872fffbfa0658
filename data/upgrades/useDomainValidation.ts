"use client";
// POST /instances/validate-domains for the schedulable LMSs of one server (spec 3 §4, §7). It
// changes nothing upstream, so it is read like a query: asked once per list of LMSs and cached
// under that list (a POST has no URL to key it by). An empty list asks nothing.
import useSWR from "swr";
import { callApi } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { DeploymentType } from "@/lib/domain/deploymentTypes";
import { domainValidationKey } from "./keys";

export interface ValidationTarget {
  instanceId: string;
  deploymentType: DeploymentType;
  domain: string;
  volumeId: string;
}

export function useDomainValidation(lmsList: readonly ValidationTarget[]) {
  return useSWR(domainValidationKey(lmsList), () => callApi(routes.validateDomains, { body: { lmsList: [...lmsList] } }));
}
