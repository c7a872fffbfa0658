// The process's one live hub (lib/process): its interval from lib/config, its bus (the shared
// database's with DATABASE_URL, else this process alone), its reads of the upstream's lists, and
// its streams ended as the process drains or a sign-in ends here.
import "server-only";
import { api } from "@/lib/contract";
import { config } from "@/lib/config";
import { databaseConfig } from "@/lib/db/config";
import type { LiveListName } from "@/lib/domain/liveList";
import { onDrain, onShutdown } from "@/lib/process/lifecycle";
import { onSignedOut } from "@/lib/process/signedOut";
import { processSingleton } from "@/lib/process/singleton";
import type { SessionCredentials } from "@/lib/session/credentials";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import { LiveHub } from "./hub";
import { localBus } from "./localBus";
import { pgBus } from "./pgBus";

/** One list of one region, read upstream as any browser's list is. */
export async function readList(list: LiveListName, region: string, creds: SessionCredentials): Promise<readonly unknown[]> {
  if (list === "instances") return (await upstreamJson({ endpoint: api.listInstances, query: { region } }, creds)).instances;
  return (await upstreamJson({ endpoint: api.listDbInstances, query: { region } }, creds)).dbinstances;
}

export function liveHub(): LiveHub {
  return processSingleton("live-hub", () => {
    const { intervalMs, busyIntervalMs } = config().live;
    const url = databaseConfig().databaseUrl;
    const hub = new LiveHub({
      intervalMs,
      busyIntervalMs,
      read: readList,
      makeBus: (sink) => (url ? pgBus(url, sink) : localBus(sink)),
    });
    onDrain("live-streams", () => hub.endAll("draining"));
    onSignedOut("live-streams", (sid) => hub.endSession(sid));
    // Closes the bus's database connection, which gives its advisory locks up at once.
    onShutdown("live-hub", "close", () => hub.stop());
    return hub;
  });
}
