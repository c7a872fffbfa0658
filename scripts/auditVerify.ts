// `npm run audit:verify`: checks the audit trail's hash chain (lib/audit/verify) in the console's
// database — DATABASE_URL when set, else the PGlite directory AUDIT_PGLITE_DIR (default
// .local/audit-db; `--dir <path>` or `--url <postgres://…>` choose another) — and reports the
// first altered or missing row. Exit status 0 when the chain holds, 1 when it is broken, 2 when
// the database cannot be read. Run it while the console is stopped when the trail is in PGlite
// (one process at a time opens a PGlite directory).
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "@/lib/db/database";
import { verifyChain } from "@/lib/audit/verify";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { dir: { type: "string" }, url: { type: "string" } } });
  const url = values.url ?? (values.dir ? undefined : process.env.DATABASE_URL || undefined);
  const dir = path.resolve(values.dir ?? process.env.AUDIT_PGLITE_DIR ?? ".local/audit-db");
  const where = url ? "the PostgreSQL database of DATABASE_URL" : dir;
  let opened;
  try {
    opened = await openDatabase(url ? { databaseUrl: url } : { dataDir: dir });
  } catch (err) {
    console.error(`The audit trail in ${where} could not be opened: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
  try {
    const report = await verifyChain(opened.db);
    const unchained = report.unchained > 0 ? ` (${report.unchained} older row(s) were written before the chain existed and are not covered)` : "";
    if (report.broken) {
      console.log(`The audit trail in ${where} is BROKEN at row #${report.broken.id}${report.broken.at ? ` (${report.broken.at})` : ""}: ${report.broken.message}`);
      console.log(`${report.checked} row(s) before it verified${unchained}.`);
      return 1;
    }
    console.log(`The audit trail in ${where} is verified: ${report.checked} chained row(s)${report.checkpoint ? `, up to row #${report.checkpoint.id}` : ""}${unchained}.`);
    return 0;
  } finally {
    await opened.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
