"use client";
// Whether a domain is served through the CDN (GET /cdn/status): true, false or unknown (null).
import { routes } from "@/lib/contract/routes";
import { useApiQuery } from "@/data/core/useApiQuery";
import { cdnStatusInput } from "./keys";

export function useCdnStatus(domain: string | null) {
  return useApiQuery(routes.cdnStatus, domain ? cdnStatusInput(domain) : null);
}
