"use client";
// The read-only part of the contract form (spec 1 §3): LMS, active users and concurrency of the
// site, its version and URL, the DB server type ('Shared RDS' on shared servers) and, for
// Totara, the upgrade key.
import { CONTRACT_MESSAGES } from "@/lib/domain/contractData";
import type { Region } from "@/lib/domain/regions";
import { useConcurrency } from "@/data/information/useConcurrency";
import { useTotaraKey } from "@/data/information/useTotaraKey";
import type { ContractSite } from "./ContractForm";
import ReadOnlyField from "./ReadOnlyField";

function siteUrl(domain: string | null): string | null {
  if (!domain) return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(domain) ? domain : `https://${domain}`;
}

/** What a read shows while it runs or when it failed. */
function readValue<T>(read: { data?: T; error?: unknown; isLoading: boolean }, pick: (data: T) => string | number | null | undefined): string | number | null | undefined {
  if (read.isLoading) return "Loading…";
  if (read.error) return "Not available";
  return read.data === undefined ? null : pick(read.data);
}

export default function SiteFacts({ site, region, lms }: { site: ContractSite; region: Region; lms: string }) {
  const concurrency = useConcurrency(site.instanceId, site.domain);
  const totara = lms.trim().toLowerCase() === "totara";
  const key = useTotaraKey(totara && site.domain && site.ip ? { instanceId: site.instanceId, region, ip: site.ip, domain: site.domain } : null);
  return (
    <>
      <ReadOnlyField label="LMS" value={lms} />
      <ReadOnlyField label="Active users" value={site.domain ? readValue(concurrency, (d) => d.activeUsers) : null} />
      <ReadOnlyField label="Concurrency" value={site.domain ? readValue(concurrency, (d) => d.concurrency) : null} />
      <ReadOnlyField label="Version" value={site.version} />
      <ReadOnlyField label="Instance URL" value={siteUrl(site.domain)} />
      <ReadOnlyField label="DB server type" value={site.shared ? CONTRACT_MESSAGES.sharedRds : CONTRACT_MESSAGES.dedicatedRds} />
      {totara ? <ReadOnlyField label="Totara upgrade key" value={readValue(key, (d) => d.upgradeKey)} /> : null}
    </>
  );
}
