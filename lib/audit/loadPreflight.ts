// Reads the pre-flight facts of one server (lib/domain/preflight) with the user's own session:
// its sites (GET /instances/{id}/volumes), each site's active users and concurrency
// (GET /instances/{id}/{domain}/concurrency, four at a time), and the newest backup through the
// console in the last 24 hours (the audit trail). The reads run side by side; any that fails
// leaves its fact "not known" instead of failing the rest. The /api/preflight route shows them
// before a disruptive action; the BFF reads them again when the action is sent, for its audit row.
import "server-only";
import { api } from "@/lib/contract";
import type { Volume } from "@/lib/contract/schemas/volume";
import { auditRecorder } from "./recorder";
import { logger } from "@/lib/observe/logger";
import { holdsLms, siteHost } from "@/lib/domain/lmsOperations";
import { BACKUP_WINDOW_HOURS, figureOf, PREFLIGHT_MAX_SITES, type PreflightFacts, type PreflightSite } from "@/lib/domain/preflight";
import type { Region } from "@/lib/domain/regions";
import type { SessionCredentials } from "@/lib/session/credentials";
import { UpstreamHttpError, upstreamJson } from "@/lib/upstream/upstreamJson";
import { bounded } from "@/lib/domain/bounded";

const CONCURRENT_READS = 4;

export interface PreflightTarget {
  instanceId: string;
  region: Region;
  ip?: string;
}

async function siteFacts(instanceId: string, site: Volume, creds: SessionCredentials): Promise<PreflightSite> {
  const base = { domain: siteHost(site.domain), client: site.client.trim() };
  try {
    const figures = await upstreamJson({ endpoint: api.concurrency, params: { id: instanceId, domain: base.domain } }, creds);
    return { ...base, activeUsers: figureOf(figures.activeUsers), concurrency: figureOf(figures.concurrency), state: "read" };
  } catch (err) {
    // 409: the server or the site is not serving, so nobody can be on it.
    const stopped = err instanceof UpstreamHttpError && err.status === 409;
    return { ...base, activeUsers: null, concurrency: null, state: stopped ? "stopped" : "unknown" };
  }
}

async function sitesOf(target: PreflightTarget, creds: SessionCredentials): Promise<{ sites: PreflightSite[] | null; sitesNotRead: number }> {
  try {
    const list = await upstreamJson({ endpoint: api.listVolumes, params: { id: target.instanceId }, query: { region: target.region, instanceIp: target.ip || undefined } }, creds);
    if (!list.success) return { sites: null, sitesNotRead: 0 };
    const withSites = list.volumes.filter(holdsLms);
    const read = withSites.slice(0, PREFLIGHT_MAX_SITES);
    return { sites: await bounded(read, CONCURRENT_READS, (v) => siteFacts(target.instanceId, v, creds)), sitesNotRead: withSites.length - read.length };
  } catch {
    return { sites: null, sitesNotRead: 0 };
  }
}

async function lastBackup(instanceId: string, now: Date): Promise<{ lastBackupAt: string | null; backupKnown: boolean }> {
  const recorder = auditRecorder();
  if (!recorder.enabled) return { lastBackupAt: null, backupKnown: false };
  try {
    const store = await recorder.store();
    await recorder.flush();
    const from = new Date(now.getTime() - BACKUP_WINDOW_HOURS * 3_600_000);
    const { rows } = await store.page({ action: "backup", instanceId, outcome: "ok", from }, { limit: 1 });
    return { lastBackupAt: rows[0] ? new Date(rows[0].at).toISOString() : null, backupKnown: true };
  } catch (err) {
    logger().error({ reason: err instanceof Error ? err.message : String(err) }, "the pre-flight facts could not read the audit trail");
    return { lastBackupAt: null, backupKnown: false };
  }
}

export async function loadPreflight(target: PreflightTarget, creds: SessionCredentials, now = new Date()): Promise<PreflightFacts> {
  const [sites, backup] = await Promise.all([sitesOf(target, creds), lastBackup(target.instanceId, now)]);
  return { ...sites, ...backup };
}
