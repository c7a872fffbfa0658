// `npm run replicas`: two console replicas behind Debian's nginx with one PostgreSQL and one
// embedded upstream, on loopback (scripts/lib/replicas.ts), until Ctrl-C, which stops all of
// it, as does a failure while starting. Run `npm run build` first.
//
// What is per replica and what is shared: docs/operations.md.
import { endAll, endAllOnSignals } from "./lib/cleanup";
import { startReplicas } from "./lib/replicas";

async function main(): Promise<void> {
  // Ctrl-C while starting, too: whatever has started so far is stopped.
  endAllOnSignals();
  const running = await startReplicas();
  console.log(`Two console replicas (${running.replicas.map((r) => r.url).join(", ")}) behind nginx at ${running.url}`);
  console.log(`Upstream: ${running.upstream.url}. Ctrl-C stops everything.`);
}

main().catch(async (err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  await endAll();
  process.exit(1);
});
