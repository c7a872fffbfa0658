// `npm run upstream`: the embedded upstream alone over HTTP (UPSTREAM_PORT, default 4010),
// so the console can be pointed at it with UPSTREAM_URL and the forwarding path tested for real.
import { getEmbeddedSim } from "@/lib/sim";
import { serveHandler } from "@/lib/sim/nodeServer";

async function main(): Promise<void> {
  const port = Number(process.env.UPSTREAM_PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`UPSTREAM_PORT must be a port number, got "${process.env.UPSTREAM_PORT}"`);
  const sim = getEmbeddedSim();
  const running = await serveHandler((request) => sim.handle(request), port);
  console.log(`Embedded upstream on ${running.origin}/api/v1`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await sim.close();
    await running.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
