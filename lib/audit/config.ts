// Where the audit trail lives and how long it is kept, from the environment: DATABASE_URL (a
// PostgreSQL server), else PGlite in AUDIT_PGLITE_DIR (default .local/audit-db; empty keeps it
// in memory); AUDIT_TRAIL=off records nothing (unit tests that are not about the trail);
// AUDIT_RETENTION_DAYS (default 365) before rows are purged.
import path from "node:path";

export const DEFAULT_RETENTION_DAYS = 365;

export interface AuditConfig {
  enabled: boolean;
  databaseUrl: string | null;
  /** PGlite's directory, or null for memory. */
  dataDir: string | null;
  retentionDays: number;
}

export function auditConfig(env: NodeJS.ProcessEnv = process.env): AuditConfig {
  const dir = env.AUDIT_PGLITE_DIR;
  const days = Number(env.AUDIT_RETENTION_DAYS);
  return {
    enabled: (env.AUDIT_TRAIL ?? "on").trim().toLowerCase() !== "off",
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: dir === undefined ? path.join(process.cwd(), ".local", "audit-db") : dir.trim() === "" ? null : path.resolve(dir),
    retentionDays: Number.isInteger(days) && days >= 1 ? days : DEFAULT_RETENTION_DAYS,
  };
}
