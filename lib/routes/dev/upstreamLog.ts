// GET /api/dev/upstream-log: the embedded upstream's request log (what reached the upstream, by
// endpoint id and status), so e2e tests can show a call was or was not forwarded, as the contract
// tests do in-process. Exists only where the dev reset does; anywhere else it answers 404.
import "server-only";
import type { NextRequest } from "next/server";
import { embeddedUpstreamLog } from "@/lib/upstream/devEmbedded";
import { devRouteRefusal } from "./reset";

export async function handleDevUpstreamLog(req: NextRequest): Promise<Response> {
  return devRouteRefusal(req) ?? embeddedUpstreamLog();
}
