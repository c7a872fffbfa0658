// What replicas must agree on (attempt counts, a session's refreshed token) lives in the console's
// database only when they share one, a PostgreSQL server named by DATABASE_URL; a console alone
// keeps it in memory. One answer to "is there a shared database?" for every such caller.
import "server-only";
import type { Kysely } from "kysely";
import { databaseConfig } from "./config";
import { consoleDatabase } from "./processDatabase";
import type { ConsoleDatabase } from "./schema";

/** Opens (once) and gives the shared database, or null when this console has none. */
export function sharedDatabase(): (() => Promise<Kysely<ConsoleDatabase>>) | null {
  if (!databaseConfig().databaseUrl) return null;
  return () => consoleDatabase().open();
}
