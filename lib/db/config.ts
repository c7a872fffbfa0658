// Where the audit trail lives and how long it is kept (lib/config: DATABASE_URL, a PostgreSQL
// server, else PGlite in AUDIT_PGLITE_DIR, default .local/audit-db, empty keeping it in memory;
// AUDIT_TRAIL=off records nothing, as in unit tests not about the trail; AUDIT_RETENTION_DAYS,
// default 365, before rows are purged).
import { config } from "@/lib/config";

export interface DatabaseConfig {
  enabled: boolean;
  databaseUrl: string | null;
  /** PGlite's directory, or null for memory. */
  dataDir: string | null;
  retentionDays: number;
}

export function databaseConfig(): DatabaseConfig {
  const { database } = config();
  return { enabled: database.auditTrail, databaseUrl: database.url, dataDir: database.pgliteDir, retentionDays: database.retentionDays };
}
