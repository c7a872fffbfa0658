// POST /api/dev/fail-next {endpoint, id}: makes the embedded upstream answer that one call 503
// once ("the cloud did not confirm in time"), for e2e tests that need one failure among several
// calls (a bulk action's failed item and its retry). Exists only where the dev reset does.
import "server-only";
import type { NextRequest } from "next/server";
import { failNextEmbeddedCall } from "@/lib/upstream/devEmbedded";
import { devRouteRefusal } from "./reset";

export async function handleDevFailNext(req: NextRequest): Promise<Response> {
  const refusal = devRouteRefusal(req);
  if (refusal) return refusal;
  return failNextEmbeddedCall(await req.text());
}
