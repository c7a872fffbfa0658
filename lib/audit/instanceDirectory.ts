// What the audit trail knows of each server by id — its name, region, address and deployment —
// so that a row about a call that names only an id (a stop, a deletion request, an upgrade
// request) still names the server and its region. Learnt from every instance list the BFF relays;
// a server not yet seen is looked up in the upstream's list with the user's own session. Kept
// once per process, bounded (the oldest entries go first).
import "server-only";
import { api } from "@/lib/contract";
import type { Instance } from "@/lib/contract/schemas/instance";
import { REGIONS, isRegion, type Region } from "@/lib/domain/regions";
import { processSingleton } from "@/lib/process/singleton";
import type { SessionCredentials } from "@/lib/session/credentials";
import { upstreamJson } from "@/lib/upstream/upstreamJson";

const MAX_ENTRIES = 50_000;

export interface KnownInstance {
  id: string;
  name: string;
  region: Region;
  ip: string;
  deploymentType: string;
}

function directory(): Map<string, KnownInstance> {
  return processSingleton("audit-instance-directory", () => new Map<string, KnownInstance>());
}

/** Notes every server of a list the upstream gave for `region`. */
export function learnInstances(region: unknown, instances: readonly Instance[]): void {
  if (!isRegion(region)) return;
  const known = directory();
  for (const instance of instances) {
    known.delete(instance.instanceId);
    known.set(instance.instanceId, { id: instance.instanceId, name: instance.name, region, ip: instance.publicIpAddress, deploymentType: instance.deploymentType });
  }
  for (const oldest of known.keys()) {
    if (known.size <= MAX_ENTRIES) break;
    known.delete(oldest);
  }
}

/** The server by id: as last listed, else read from the upstream's list of `region` (or of every
 * region when it is not known). Null when it is in no list or the lists cannot be read. */
export async function findInstance(id: string, region: string | null, creds: SessionCredentials): Promise<KnownInstance | null> {
  const seen = directory().get(id);
  if (seen && (region === null || seen.region === region)) return seen;
  const regions = isRegion(region) ? [region] : REGIONS;
  for (const where of regions) {
    try {
      const list = await upstreamJson({ endpoint: api.listInstances, query: { region: where } }, creds);
      learnInstances(where, list.instances);
      const found = directory().get(id);
      if (found && found.region === where) return found;
    } catch {
      // An unreadable list leaves the name unknown; the call itself goes on.
    }
  }
  return null;
}
