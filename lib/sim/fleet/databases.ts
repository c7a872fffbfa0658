// Database servers of a region: shared RDS servers holding many client databases, and
// dedicated ones (mdl-{client}) for the larger clients. Links each site to its database.
// Snapshots are not stored: automated ones are daily, so a handler derives them from the date.
import type { Rng } from "../random";
import type { DbState, Region, SimDbServer, SimInstance } from "./types";

const STATES: readonly (readonly [DbState, number])[] = [["available", 85], ["stopped", 9], ["backing-up", 3], ["starting", 1.5], ["stopping", 1.5]];

type Engine = Pick<SimDbServer, "engine" | "engineVersion">;

// Moodle's supported engines as hosting companies run them: MySQL and MariaDB (the larger share)
// and PostgreSQL. One pick per branch, as before MariaDB was added, so the seeded fleet's other
// draws do not move.
const MYSQL_FAMILY: readonly Engine[] = [
  { engine: "mysql", engineVersion: "8.0.36" },
  { engine: "mysql", engineVersion: "8.0.39" },
  { engine: "mysql", engineVersion: "8.4.3" },
  { engine: "mariadb", engineVersion: "10.6.19" },
  { engine: "mariadb", engineVersion: "10.11.9" },
];
const POSTGRES: readonly Engine[] = [
  { engine: "postgres", engineVersion: "15.7" },
  { engine: "postgres", engineVersion: "16.4" },
  { engine: "postgres", engineVersion: "16.6" },
];

function engine(rng: Rng): Engine {
  return { ...(rng.chance(0.7) ? rng.pick(MYSQL_FAMILY) : rng.pick(POSTGRES)) };
}

function server(rng: Rng, region: Region, dbInstanceId: string, shared: boolean): SimDbServer {
  const storageGiB = shared ? rng.int(4, 20) * 50 : rng.int(2, 20) * 10;
  return {
    region,
    dbInstanceId,
    dbInstanceClass: shared ? rng.pick(["db.r5.xlarge", "db.m5.2xlarge", "db.r6g.xlarge"]) : rng.pick(["db.t3.medium", "db.t4g.medium", "db.t4g.large", "db.m5.large"]),
    ...engine(rng),
    storageGiB,
    freeStorageGiB: Math.round(storageGiB * (0.1 + rng.next() * 0.7)),
    state: rng.weighted(STATES),
    deployment: shared ? "shared" : "dedicated",
    databases: [],
  };
}

/** Assigns every site a database, mutating `instances`, and returns the servers. */
export function databaseServers(rng: Rng, region: Region, instances: SimInstance[]): SimDbServer[] {
  const sharedCount = Math.max(1, Math.ceil(instances.length / 40));
  const shared = Array.from({ length: sharedCount }, (_, i) => server(rng, region, `mdl-shared-rds-${String(i + 1).padStart(2, "0")}`, true));
  const dedicated: SimDbServer[] = [];

  for (const instance of instances) {
    if (instance.deploymentType === "shared") {
      const host = rng.pick(shared);
      instance.dbInstanceId = host.dbInstanceId;
      for (const volume of instance.volumes) if (volume.domain) host.databases.push(dbName(volume.lms ?? "Moodle", volume.domain));
      continue;
    }
    const name = dbName(instance.lms, instance.domain ?? instance.name);
    instance.dbName = name;
    if (rng.chance(0.35)) {
      const own = server(rng, region, `mdl-${instance.name.slice(4).toLowerCase()}`, false);
      own.databases.push(name);
      dedicated.push(own);
      instance.dbInstanceId = own.dbInstanceId;
    } else {
      const host = rng.pick(shared);
      host.databases.push(name);
      instance.dbInstanceId = host.dbInstanceId;
    }
  }
  return [...shared, ...dedicated];
}

/** `https://aulavirtual.unicampus.example` → `moodle_unicampus`. */
export function dbName(lms: string, domainOrName: string): string {
  const host = domainOrName.replace(/^https?:\/\//, "").split(".");
  const label = (host.length > 2 ? host[host.length - 2] : host[0]).toLowerCase().replace(/[^a-z0-9]/g, "_");
  return `${lms.toLowerCase()}_${label}`;
}
