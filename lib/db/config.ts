// Where the console's database lives and how long the audit trail in it is kept, from the
// environment: DATABASE_URL (a PostgreSQL server), else PGlite in AUDIT_PGLITE_DIR (default
// .local/audit-db; empty keeps it in memory); AUDIT_TRAIL=off keeps no database and records
// nothing (unit tests that are not about it); AUDIT_RETENTION_DAYS (default 365) before trail
// rows are purged.
import path from "node:path";

export const DEFAULT_RETENTION_DAYS = 365;

export interface DatabaseConfig {
  enabled: boolean;
  databaseUrl: string | null;
  /** PGlite's directory, or null for memory. */
  dataDir: string | null;
  retentionDays: number;
}

export function databaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const dir = env.AUDIT_PGLITE_DIR;
  const days = Number(env.AUDIT_RETENTION_DAYS);
  return {
    enabled: (env.AUDIT_TRAIL ?? "on").trim().toLowerCase() !== "off",
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: dir === undefined ? path.join(process.cwd(), ".local", "audit-db") : dir.trim() === "" ? null : path.resolve(dir),
    retentionDays: Number.isInteger(days) && days >= 1 ? days : DEFAULT_RETENTION_DAYS,
  };
}
