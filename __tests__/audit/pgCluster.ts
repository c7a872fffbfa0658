// The audit store's two backends for its tests: the embedded PGlite and a throwaway PostgreSQL
// 15 server (scripts/lib/pgCluster.ts) started on first use and stopped after the file's tests.
import { AuditStore } from "@/lib/audit/store";
import { startPgCluster, type PgCluster } from "../../scripts/lib/pgCluster";

export { startPgCluster, type PgCluster } from "../../scripts/lib/pgCluster";

/** The two databases the audit store runs on, for `describe.each`: the embedded PGlite and a
 * throwaway PostgreSQL 15 server started on first use and stopped after the file's tests. */
export function storeBackends() {
  let cluster: PgCluster | null = null;
  afterAll(() => cluster?.stop());
  return [
    ["PGlite (embedded)", async () => AuditStore.open({ dataDir: null })],
    [
      "PostgreSQL 15 (server)",
      async () => {
        cluster ??= await startPgCluster();
        return AuditStore.open({ databaseUrl: cluster.url });
      },
    ],
  ] as const;
}
