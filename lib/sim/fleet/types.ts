// The simulator's own records of the fleet. They carry more than any one response
// (client, tags, database link...) so each handler projects what its endpoint returns.
// Spec values (regions, states, deployments, branches, tag keys, certificate statuses) come
// from lib/domain, the one source the console and the contract read too.
import type { Branch } from "@/lib/domain/branches";
import type { CertificateStatus } from "@/lib/domain/certificateStatus";
import type { ContractTagValues } from "@/lib/domain/contractData";
import type { DeploymentType } from "@/lib/domain/deploymentTypes";
import type { InstanceState, PowerAction } from "@/lib/domain/powerActions";
import type { LmsProduct } from "@/lib/domain/provisioning";
import type { Region } from "@/lib/domain/regions";

export type { Branch, InstanceState, Region };
export type Lms = LmsProduct;
export type Deployment = DeploymentType;

export interface SimVolume {
  volumeId: string;
  /** Device name (`/dev/xvda` is the root device) or, for network shares, the mount source. */
  partition: string;
  /** `ebs` volumes may be resized; `nfs4` shares may not. */
  kind: "ebs" | "nfs4";
  isRoot: boolean;
  isMoodleData: boolean;
  lms: Lms | null;
  domain: string | null;
  version: string | null;
  client: string | null;
  sizeGiB: number;
  usedGiB: number;
  /** Days until the domain's certificate expires; null when it has none. */
  sslDaysRemaining: number | null;
  // What the console changed since generation. All optional, so a state file from before
  // they existed still loads; absent means "as generated" (machine/*.ts derive the seeded value).
  /** The last resize: `sizeGiB` already holds the new size. */
  lastResize?: SimResize;
  /** Set while the site on this volume is stopped (its web vhost disabled); absent: serving. */
  lmsStopped?: SimLmsStop;
  /** A shared site's contract tags once the console saved them; absent: the seeded ones. */
  tags?: Partial<ContractTags>;
  /** A shared site's CDN status once the console toggled it; absent: the seeded one. */
  cdnEnabled?: boolean | null;
  /** A shared site's blocked flags set through file access, by path below its code root (only
   * those that differ from the seed). A dedicated server keeps its site's in `SimInstance.fileAccess`. */
  fileAccess?: Record<string, boolean>;
}

/** A volume resize as the upstream records it (an EBS volume modification). */
export interface SimResize {
  at: string;
  fromGiB: number;
  toGiB: number;
  by: string;
}

/** Who stopped a site, and when. */
export interface SimLmsStop {
  at: string;
  by: string;
}

/** Contract metadata kept as the instance's tags (spec 1 §3, "Instance tags"). */
export type ContractTags = ContractTagValues;

export interface SimInstance {
  region: Region;
  instanceId: string;
  name: string;
  state: InstanceState;
  instaceType: string;
  publicIpAddress: string;
  isElasticIp: boolean;
  hasLoadBalancer: boolean;
  dns: string | null;
  lms: Lms;
  domain: string | null;
  deploymentType: Deployment;
  version: string | null;
  cdnEnabled: boolean | null;
  sslDaysRemaining: number | null;
  /** Organisation name; "Shared" for shared servers. */
  client: string;
  branch: Branch;
  description: string;
  tags: ContractTags | null;
  dbInstanceId: string | null;
  dbName: string | null;
  launchTime: string;
  volumes: SimVolume[];
  /** The certificate once renew-ssl has touched it. Absent, the generated one stands:
   * it expires `sslDaysRemaining` days after the state's `generatedOn`. */
  certificate?: SimCertificate;
  // What the console changed on the server since generation. All optional, so a state file
  // from before they existed still loads; absent means "as generated".
  /** The last start, stop, reboot or resize. `state` already holds where it ends. */
  power?: SimPowerChange;
  /** The size the fleet was generated with, kept once a resize changes `instaceType`:
   * the site's memory workload was sized for it and does not grow with the server. */
  originalType?: string;
  /** A dedicated site's blocked flags set through file access, by path below the site root (only
   * those that differ from the seed). Shared sites keep theirs on their volume. */
  fileAccess?: Record<string, boolean>;
  /** Service restarts, log truncations and system updates run through commands. */
  services?: SimServiceEvents;
  /** Uploaded files and plugins by `file:{directory}` / `plugin:{directory}`; an absent key lists the seeded ones. */
  uploads?: Record<string, SimUpload[]>;
}

/** A power change in steps: each step's state shows until its ISO `until`, then the next; after the last, `state`. */
export interface SimPowerChange {
  action: PowerAction | "resize";
  /** The state shown before the change began. */
  from: InstanceState;
  startedAt: string;
  steps: { state: InstanceState; until: string }[];
  reason: string;
  by: string;
}

/** ISO timestamps of what commands did to the server's services. */
export interface SimServiceEvents {
  phpRestartedAt?: string;
  webRestartedAt?: string;
  phpLogClearedAt?: string;
  webLogClearedAt?: string;
  updatedAt?: string;
}

/** An uploaded file as the server lists it: the bytes are not kept. */
export interface SimUpload {
  name: string;
  size: number;
  /** Epoch milliseconds. */
  modifyTime: number;
}

/** A certificate record written by renew-ssl (optional, so older state files still load). */
export interface SimCertificate {
  /** ISO timestamp the served certificate expires; null when there is none. */
  expiresAt: string | null;
  /** What the upstream reports over the day count (a revoked certificate reads EXPIRED); null: nothing. */
  state: CertificateStatus | null;
  /** A renewal in flight: from this ISO timestamp a new certificate, valid for 90 days, is served. */
  renewalCompletesAt: string | null;
}

export type DbState = "available" | "stopped" | "starting" | "stopping" | "rebooting" | "backing-up";

export interface SimDbServer {
  region: Region;
  dbInstanceId: string;
  dbInstanceClass: string;
  engine: "mysql" | "mariadb" | "postgres";
  engineVersion: string;
  storageGiB: number;
  freeStorageGiB: number;
  state: DbState;
  deployment: Deployment;
  databases: string[];
  /** The last start, stop or reboot asked for (optional, so older state files still load). */
  power?: SimDbPowerChange;
}

/** A database server's change: `via` shows until `until`, then the server's `state`. */
export interface SimDbPowerChange {
  action: PowerAction;
  from: DbState;
  startedAt: string;
  via: DbState;
  until: string;
  reason: string;
  by: string;
}

export interface RegionFleet {
  instances: SimInstance[];
  dbServers: SimDbServer[];
}

export type Fleet = Record<Region, RegionFleet>;
