// GET /api/preflight/{instanceId}: what a disruptive action would disrupt (lib/routes/preflight.ts).
import type { NextRequest } from "next/server";
import { handlePreflight } from "@/lib/routes/preflight";

export const dynamic = "force-dynamic";

export async function GET(req: NextRequest, { params }: { params: Promise<{ instanceId: string }> }) {
  return handlePreflight(req, (await params).instanceId);
}
