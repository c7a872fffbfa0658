// GET /api/dev/backups/{fileUniqueId}: a finished backup's file from the embedded upstream (lib/routes/dev/backups.ts).
import type { NextRequest } from "next/server";
import { handleDevBackup } from "@/lib/routes/dev/backups";

export const dynamic = "force-dynamic";

export async function GET(req: NextRequest, { params }: { params: Promise<{ fileUniqueId: string }> }): Promise<Response> {
  return handleDevBackup(req, (await params).fileUniqueId);
}
