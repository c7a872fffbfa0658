// `npm run replicas`: two console replicas behind Debian's nginx with one PostgreSQL and one
// embedded upstream, on loopback (scripts/lib/replicas.ts), until Ctrl-C. Run `npm run build` first.
//
// What is per replica and what is shared: README › Several replicas.
import { startReplicas } from "./lib/replicas";

async function main(): Promise<void> {
  const running = await startReplicas();
  console.log(`Two console replicas (${running.replicas.map((r) => r.url).join(", ")}) behind nginx at ${running.url}`);
  console.log(`Upstream: ${running.upstream.url}. Ctrl-C stops everything.`);
  const stop = () => void running.stop().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
