// One region's servers: dedicated ones (one client site each) and shared ones
// (MDL_MOODLE01.., MDL_TOTARA01, several client sites each).
import type { Rng } from "../random";
import { clientDescription, clientDomain, type Client } from "./clients";
import { addDays, timestampAt } from "./dates";
import { instanceId, loadBalancerDns } from "./ids";
import type { ContractTags, InstanceState, Lms, Region, SimInstance } from "./types";
import { lmsVersion, sslDays } from "./versions";
import { dedicatedVolumes, sharedVolumes } from "./volumes";

export interface RegionContext {
  region: Region;
  rng: Rng;
  today: string;
  nextClient: () => Client;
  nextIp: () => string;
}

const STATES: readonly (readonly [InstanceState, number])[] = [["running", 80], ["stopped", 14], ["pending", 3], ["stopping", 3]];

const DEDICATED_TYPES: readonly (readonly [string, number])[] = [
  ["t3.medium", 14], ["t3a.large", 10], ["t4g.small", 8], ["t4g.medium", 12], ["t4g.large", 8], ["t3.large", 8],
  ["t3a.medium", 8], ["t2.medium", 3], ["t3.small", 4], ["t3.xlarge", 4], ["m5.large", 4], ["m5.xlarge", 3],
];

const SHARED_TYPES = ["m5.xlarge", "m5.2xlarge", "t3.2xlarge", "t3a.2xlarge", "t4g.2xlarge"] as const;

function cdn(rng: Rng): boolean | null {
  return rng.weighted<boolean | null>([[true, 25], [false, 65], [null, 10]]);
}

function contractTags(ctx: RegionContext, client: Client, lms: Lms, domain: string, description: string): ContractTags {
  const start = addDays(ctx.today, -ctx.rng.int(30, 1500));
  return {
    ContractStartDate: start,
    SuspensionDate: addDays(start, 365 * ctx.rng.int(1, 4)),
    PurchasedStorage: String(ctx.rng.pick([50, 100, 200, 300, 500])),
    ContractedUsers: String(ctx.rng.pick([100, 250, 400, 400, 800, 1500, 3000, 5000])),
    SupportHours: String(ctx.rng.pick([0, 5, 10, 20, 40])),
    Domain: domain,
    Description: description,
    LMS: lms,
    Branch: client.branch,
    Client: client.name,
  };
}

export function dedicatedInstance(ctx: RegionContext): SimInstance {
  const { rng } = ctx;
  const client = ctx.nextClient();
  const lms: Lms = rng.chance(0.15) ? "Totara" : "Moodle";
  const domain = clientDomain(rng, client, lms);
  const version = lmsVersion(rng, lms);
  const sslDaysRemaining = sslDays(rng);
  const description = clientDescription(rng, client);
  const hasLoadBalancer = rng.chance(0.18);
  return {
    region: ctx.region,
    instanceId: instanceId(rng),
    name: `MDL_${client.code}`,
    state: rng.weighted(STATES),
    instaceType: rng.weighted(DEDICATED_TYPES),
    publicIpAddress: ctx.nextIp(),
    isElasticIp: rng.chance(0.7),
    hasLoadBalancer,
    dns: hasLoadBalancer && rng.chance(0.9) ? loadBalancerDns(rng, `campus-${client.slug}`, ctx.region) : null,
    lms,
    domain,
    deploymentType: "dedicated",
    version,
    cdnEnabled: cdn(rng),
    sslDaysRemaining,
    client: client.name,
    branch: client.branch,
    description,
    tags: contractTags(ctx, client, lms, domain, description),
    dbInstanceId: null,
    dbName: null,
    launchTime: timestampAt(ctx.today, -rng.int(20, 1800) - rng.next()),
    volumes: dedicatedVolumes(rng, { lms, domain, version, client: client.name, sslDaysRemaining }),
  };
}

/** `name` is MDL_MOODLE01-style; Totara shared servers host Totara sites only. */
export function sharedInstance(ctx: RegionContext, name: string, lms: Lms): SimInstance {
  const { rng } = ctx;
  const clients = Array.from({ length: rng.int(3, 8) }, () => ctx.nextClient());
  const hasLoadBalancer = rng.chance(0.3);
  return {
    region: ctx.region,
    instanceId: instanceId(rng),
    name,
    state: rng.weighted([["running", 92], ["stopped", 4], ["pending", 2], ["stopping", 2]]),
    instaceType: rng.pick(SHARED_TYPES),
    publicIpAddress: ctx.nextIp(),
    isElasticIp: true,
    hasLoadBalancer,
    dns: hasLoadBalancer ? loadBalancerDns(rng, name.toLowerCase().replace(/_/g, "-"), ctx.region) : null,
    lms,
    domain: null,
    deploymentType: "shared",
    version: null,
    cdnEnabled: null,
    sslDaysRemaining: null,
    client: "Shared",
    branch: rng.chance(0.5) ? "CR" : "MX",
    description: `Servidor compartido ${name}, ${clients.length} sitios`,
    tags: null,
    dbInstanceId: null,
    dbName: null,
    launchTime: timestampAt(ctx.today, -rng.int(200, 2000) - rng.next()),
    volumes: sharedVolumes(rng, ctx.region, lms, clients, (c) => clientDomain(rng, c, lms)),
  };
}
