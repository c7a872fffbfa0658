// GET /api/dev/fast-path: how many calls the console's server has handed straight to the BFF's
// route handler (scripts/lib/bffFastPath.mjs counts them under the process's key "bff-fast-path"),
// so an e2e test fails when the fast path is not engaged. Exists only where the dev reset does.
import "server-only";
import type { NextRequest } from "next/server";
import { processSingleton } from "@/lib/process/singleton";
import { devRouteRefusal } from "./reset";

export async function handleDevFastPath(req: NextRequest): Promise<Response> {
  const refusal = devRouteRefusal(req);
  if (refusal) return refusal;
  const { served } = processSingleton("bff-fast-path", () => ({ served: 0 }));
  return Response.json({ served }, { headers: { "cache-control": "no-store" } });
}
