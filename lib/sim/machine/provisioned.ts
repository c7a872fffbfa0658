// The fleet records a finished creation adds: a dedicated server with its moodledata volume, a
// site's volume on a silo, or an empty shared server. Their ids and address are chosen when the
// process starts (so its output can name them) and kept in the process record.
import { randomBytes } from "node:crypto";
import { REGIONS } from "@/lib/domain/regions";
import { SHARED_SERVER_PHP_VERSION } from "@/lib/domain/provisioning";
import type { Region, SimInstance, SimVolume } from "../fleet/types";
import { DEVICE_LETTERS } from "../fleet/volumes";
import type { SimCreationProcess, SimProcess, SimSharedServerProcess, SimState } from "../state/types";

/** A new certificate is good for 90 days. */
const CERTIFICATE_DAYS = 90;
const DAY_MS = 86_400_000;

const awsId = (prefix: string) => `${prefix}-${randomBytes(9).toString("hex").slice(0, 17)}`;
export const newInstanceId = () => awsId("i");
export const newVolumeId = () => awsId("vol");

/** A public address no server and no running creation holds (documentation ranges first). */
export function freePublicIp(state: SimState, processes: readonly SimProcess[]): string {
  const used = new Set<string>();
  for (const region of REGIONS) for (const i of state.fleet[region].instances) used.add(i.publicIpAddress);
  for (const p of processes) if (p.kind !== "deletion") used.add(p.publicIpAddress);
  for (const prefix of ["203.0.113", "198.51.100", "192.0.2"]) {
    for (let host = 254; host >= 1; host--) if (!used.has(`${prefix}.${host}`)) return `${prefix}.${host}`;
  }
  for (;;) {
    const ip = `198.${18 + (randomBytes(1)[0] % 2)}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 254)}`;
    if (!used.has(ip)) return ip;
  }
}

/** sslDaysRemaining counts from the state's `generatedOn` (see SimInstance.certificate). */
function sslDaysFrom(generatedOn: string, now: number): number {
  return Math.floor((now - Date.parse(`${generatedOn}T00:00:00Z`)) / DAY_MS) + CERTIFICATE_DAYS;
}

/** A new volume holds only a fresh install's few hundred MB. */
const FRESH_USED_GIB = 0.4;

export function dedicatedFromCreation(p: SimCreationProcess, now: number, generatedOn: string): SimInstance {
  const r = p.request;
  const ssl = sslDaysFrom(generatedOn, now);
  const today = new Date(now).toISOString().slice(0, 10);
  const suspension = new Date(now + 365 * DAY_MS).toISOString().slice(0, 10);
  const description = `Created from the console by ${p.requestedBy}`;
  return {
    region: p.region,
    instanceId: p.instanceId,
    name: r.instanceName,
    state: "running",
    instaceType: r.instanceType,
    publicIpAddress: p.publicIpAddress,
    isElasticIp: true,
    hasLoadBalancer: false,
    dns: null,
    lms: r.lms,
    domain: p.domain,
    deploymentType: "dedicated",
    version: p.version,
    cdnEnabled: false,
    sslDaysRemaining: ssl,
    client: r.client,
    branch: r.branch === "MX" ? "MX" : "CR",
    description,
    tags: {
      ContractStartDate: today,
      SuspensionDate: suspension,
      PurchasedStorage: String(r.volumeSize),
      ContractedUsers: String(r.contractedUsers),
      SupportHours: "0",
      Domain: p.domain,
      Description: description,
      LMS: r.lms,
      Branch: r.branch,
      Client: r.client,
    },
    dbInstanceId: p.dbInstanceId,
    dbName: p.dbName,
    launchTime: new Date(Date.parse(p.startedAt)).toISOString(),
    volumes: [
      {
        volumeId: newVolumeId(), partition: "/dev/xvda", kind: "ebs", isRoot: true, isMoodleData: false,
        lms: null, domain: null, version: null, client: r.client, sizeGiB: 20, usedGiB: 4.1, sslDaysRemaining: null,
      },
      {
        volumeId: p.volumeId, partition: "/dev/xvdf", kind: "ebs", isRoot: false, isMoodleData: true,
        lms: r.lms, domain: p.domain, version: p.version, client: r.client, sizeGiB: r.volumeSize, usedGiB: FRESH_USED_GIB, sslDaysRemaining: ssl,
      },
    ],
  };
}

/** The site's volume on the silo, on the next free device letter. */
export function siloVolumeFromCreation(p: SimCreationProcess, silo: SimInstance, now: number, generatedOn: string): SimVolume {
  const r = p.request;
  const taken = new Set(silo.volumes.map((v) => v.partition));
  const letter = [...DEVICE_LETTERS].find((l) => !taken.has(`/dev/sd${l}`)) ?? "z";
  return {
    volumeId: p.volumeId, partition: `/dev/sd${letter}`, kind: "ebs", isRoot: false, isMoodleData: true,
    lms: r.lms, domain: p.domain, version: p.version, client: r.client, sizeGiB: r.volumeSize, usedGiB: FRESH_USED_GIB,
    sslDaysRemaining: sslDaysFrom(generatedOn, now),
  };
}

export function sharedServerFrom(p: SimSharedServerProcess, dbInstanceId: string | null): SimInstance {
  return {
    region: p.region,
    instanceId: p.instanceId,
    name: p.instanceName,
    state: "running",
    instaceType: "t4g.2xlarge",
    publicIpAddress: p.publicIpAddress,
    isElasticIp: true,
    hasLoadBalancer: false,
    dns: null,
    lms: "Moodle",
    domain: null,
    deploymentType: "shared",
    version: null,
    cdnEnabled: null,
    sslDaysRemaining: null,
    client: "Shared",
    branch: "CR",
    description: `Servidor compartido ${p.instanceName}, PHP ${SHARED_SERVER_PHP_VERSION}, sin sitios`,
    tags: null,
    dbInstanceId,
    dbName: null,
    launchTime: p.startedAt,
    volumes: [
      {
        volumeId: newVolumeId(), partition: "/dev/xvda", kind: "ebs", isRoot: true, isMoodleData: false,
        lms: null, domain: null, version: null, client: null, sizeGiB: 30, usedGiB: 6.2, sslDaysRemaining: null,
      },
    ],
  };
}

/** The region's first shared database server, which new shared servers and dbOnSharedRDS sites use. */
export function sharedRdsOf(state: SimState, region: Region): string | null {
  return state.fleet[region].dbServers.find((d) => d.deployment === "shared")?.dbInstanceId ?? null;
}
