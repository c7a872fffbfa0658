// GET /api/activity/instance/{instanceId}: one server's timeline, JSON (lib/routes/activity.ts).
import type { NextRequest } from "next/server";
import { handleInstanceActivity } from "@/lib/routes/activity";

export async function GET(req: NextRequest, { params }: { params: Promise<{ instanceId: string }> }) {
  return handleInstanceActivity(req, (await params).instanceId);
}
