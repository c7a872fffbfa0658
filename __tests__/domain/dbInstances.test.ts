// The RDS rules as the screens use them: actions offered by state (RDS stops and reboots only an
// available server and starts only a stopped one), where each action settles, the usage figure
// (storage minus free, spec 2 §3), the search, snapshots newest first, and the spec's messages.
import type { DbInstance } from "@/lib/contract/schemas/database";
import {
  createDbInstanceFilter, DB_MESSAGES, dbActionOffered, dbTargetState, engineLabel, formatGiB, needsUsageLookup, snapshotsNewestFirst, usedStorageGiB,
} from "@/lib/domain/dbInstances";
import { advanceWatch, startWatch } from "@/lib/domain/powerActions";

const server = (over: Partial<DbInstance>): DbInstance => ({
  dbInstanceId: "mdl-shared-rds-01",
  dbInstanceClass: "db.r5.xlarge",
  engine: "mysql",
  engineVersion: "8.0.39",
  storageGiB: 500,
  freeStorage: null,
  state: "available",
  deployment: "shared",
  ...over,
});

describe("actions offered by state", () => {
  it.each([
    ["available", { start: false, stop: true, reboot: true }],
    ["stopped", { start: true, stop: false, reboot: false }],
    ["starting", { start: false, stop: false, reboot: false }],
    ["stopping", { start: false, stop: false, reboot: false }],
    ["rebooting", { start: false, stop: false, reboot: false }],
    ["backing-up", { start: false, stop: false, reboot: false }],
  ])("%s", (state, expected) => {
    expect({ start: dbActionOffered("start", state), stop: dbActionOffered("stop", state), reboot: dbActionOffered("reboot", state) }).toEqual(expected);
  });

  it("offers everything for a state it does not know, or when the list does not hold the server", () => {
    for (const action of ["start", "stop", "reboot"] as const) {
      expect(dbActionOffered(action, "modifying")).toBe(true);
      expect(dbActionOffered(action, undefined)).toBe(true);
    }
  });
});

describe("following a server after an action", () => {
  it("a stop settles in stopped, a start and a reboot in available", () => {
    expect([dbTargetState("stop"), dbTargetState("start"), dbTargetState("reboot")]).toEqual(["stopped", "available", "available"]);
  });

  it("the watch ends once the server reads stopped after a stop, not while it is stopping", () => {
    const w = startWatch("mdl-a", "stop", "available", 0);
    const moving = advanceWatch(w, "stopping", 2_000, dbTargetState);
    expect(moving).toMatchObject({ changed: true });
    expect(advanceWatch(moving!, "stopped", 4_000, dbTargetState)).toBeNull();
  });

  it("a reboot that reads available before any change keeps watching", () => {
    const w = startWatch("mdl-a", "reboot", "available", 0);
    expect(advanceWatch(w, "available", 2_000, dbTargetState)).toBe(w);
    const seen = advanceWatch(w, "rebooting", 4_000, dbTargetState)!;
    expect(advanceWatch(seen, "available", 6_000, dbTargetState)).toBeNull();
  });
});

describe("usage storage", () => {
  it("is looked up for available servers only", () => {
    expect(needsUsageLookup({ state: "available" })).toBe(true);
    for (const state of ["stopped", "starting", "stopping", "rebooting", "backing-up"]) expect(needsUsageLookup({ state })).toBe(false);
  });

  it("is storage minus free, to two decimals, never negative", () => {
    expect(usedStorageGiB(500, 123.456)).toBe(376.54);
    expect(usedStorageGiB(100, 100)).toBe(0);
    expect(usedStorageGiB(100, 120)).toBe(0);
    expect([formatGiB(200), formatGiB(376.5)]).toEqual(["200 GiB", "376.50 GiB"]);
  });
});

describe("search", () => {
  const list = [
    server({ dbInstanceId: "mdl-shared-rds-01" }),
    server({ dbInstanceId: "mdl-unicampus", deployment: "dedicated", engine: "postgres", engineVersion: "16.4", dbInstanceClass: "db.t4g.medium" }),
    server({ dbInstanceId: "mdl-colegio", deployment: "dedicated", engine: "mariadb", engineVersion: "10.11.9", state: "stopped" }),
  ];
  const filter = createDbInstanceFilter(list);
  const names = (q: string) => filter(q).map((d) => d.dbInstanceId);

  it("matches name, type, state and engine case-insensitively, keeping the order", () => {
    expect(names("UNICAMPUS")).toEqual(["mdl-unicampus"]);
    expect(names("t4g")).toEqual(["mdl-unicampus"]);
    expect(names("stopped")).toEqual(["mdl-colegio"]);
    expect(names("PostgreSQL")).toEqual(["mdl-unicampus"]);
    expect(names("mariadb 10.11")).toEqual(["mdl-colegio"]);
    expect(names("mdl-")).toEqual(["mdl-shared-rds-01", "mdl-unicampus", "mdl-colegio"]);
  });

  it("a blank query is the whole list; a query never matches across two fields", () => {
    expect(filter("  ")).toBe(list);
    expect(names("rds-01db.r5")).toEqual([]);
  });
});

describe("snapshots newest first", () => {
  it("sorts by creation date, an unreadable date last", () => {
    const sorted = snapshotsNewestFirst([
      { dbSnapshotId: "a", dbSnapshotDate: "2026-11-20T03:10:00Z" },
      { dbSnapshotId: "bad", dbSnapshotDate: "yesterday" },
      { dbSnapshotId: "c", dbSnapshotDate: "2026-11-23T03:10:00Z" },
      { dbSnapshotId: "b", dbSnapshotDate: "2026-11-21T03:10:00.000+00:00" },
    ]);
    expect(sorted.map((s) => s.dbSnapshotId)).toEqual(["c", "b", "a", "bad"]);
  });
});

describe("words", () => {
  it("engines as a hosting engineer names them", () => {
    expect([engineLabel("mysql", "8.0.39"), engineLabel("mariadb", "10.6.19"), engineLabel("postgres", "16.4"), engineLabel("oracle-ee", "19")]).toEqual([
      "MySQL 8.0.39", "MariaDB 10.6.19", "PostgreSQL 16.4", "oracle-ee 19",
    ]);
  });

  it("the spec's messages (spec 2 §8)", () => {
    expect(DB_MESSAGES.success("stop")).toBe("The operation stop was executed successfully.");
    expect(DB_MESSAGES.snapshotsFailed).toBe("An error has occurred. Failed to load DB Snapshots.");
    expect(DB_MESSAGES.databasesFailed).toBe("An error has occurred. Failed to load databases list from dbinstance.");
  });
});
