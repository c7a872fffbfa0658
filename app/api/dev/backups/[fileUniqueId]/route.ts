// GET /api/dev/backups/{fileUniqueId}?region&expires&signature: a finished backup's file, as the
// link GET /backup gives points here. It exists only against the embedded upstream (no
// UPSTREAM_URL): the simulator in this process checks the link's signature and expiry and
// builds the archive. Anywhere else it answers 404, as if it were not there. No session is
// needed: the signed, expiring link is the permission, as with a real upstream's storage link.
import type { NextRequest } from "next/server";
import { config } from "@/lib/config";
import { getEmbeddedSim } from "@/lib/sim";

export const dynamic = "force-dynamic";

export async function GET(req: NextRequest, { params }: { params: Promise<{ fileUniqueId: string }> }): Promise<Response> {
  if (config().upstream.url) return Response.json({ message: "Not found" }, { status: 404 });
  const { fileUniqueId } = await params;
  return getEmbeddedSim().downloadBackup(fileUniqueId, req.nextUrl.searchParams);
}
