// Whether the console's own database is ready, for /readyz: opened (its migrations are applied
// as it opens) and answering a query, within a time limit. A failure is told in a few fixed
// words; the driver's own message (which may name the host or the user) goes to the log only.
import "server-only";
import { sql } from "kysely";
import type { PartCheck } from "@/lib/contract/probes";
import { consoleDatabase } from "./processDatabase";

class TimedOut extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The database's part of readiness; `cause` is the driver's error, for the log. */
export async function checkDatabase(timeoutMs: number): Promise<PartCheck & { cause?: unknown }> {
  const database = consoleDatabase();
  if (!database.enabled) return { ok: true, detail: "off (AUDIT_TRAIL=off)" };
  const kind = database.config.databaseUrl ? "postgres" : "pglite";
  const deadline = performance.now() + timeoutMs;
  let step = "open";
  try {
    const db = await within(database.open(), timeoutMs);
    step = "query";
    await within(sql`select 1`.execute(db), Math.max(1, deadline - performance.now()));
    return { ok: true, detail: kind };
  } catch (err) {
    if (err instanceof TimedOut) return { ok: false, detail: `${kind}: no answer within ${timeoutMs} ms` };
    return { ok: false, detail: step === "open" ? `${kind}: cannot be opened` : `${kind}: a query failed`, cause: err };
  }
}
