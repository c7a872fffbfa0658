// GET /api/preflight/{instanceId}: what a disruptive action would disrupt (lib/preflight).
import type { NextRequest } from "next/server";
import { handlePreflight } from "@/lib/preflight/preflightRoute";

export const dynamic = "force-dynamic";

export async function GET(req: NextRequest, { params }: { params: Promise<{ instanceId: string }> }) {
  return handlePreflight(req, (await params).instanceId);
}
