// GET /api/dev/backups/{fileUniqueId}?region&expires&signature: a finished backup's file, as the
// link GET /backup gives points here. It exists only against the embedded upstream (no
// UPSTREAM_URL): the simulator in this process checks the link's signature and expiry and
// builds the archive. Anywhere else it answers 404, as if it were not there. No session is
// needed: the signed, expiring link is the permission, as with a real upstream's storage link.
import "server-only";
import type { NextRequest } from "next/server";
import { config } from "@/lib/config";
import { embeddedBackup } from "@/lib/upstream/devEmbedded";

export function handleDevBackup(req: NextRequest, fileUniqueId: string): Response {
  if (config().upstream.url) return Response.json({ message: "Not found" }, { status: 404 });
  return embeddedBackup(fileUniqueId, req.nextUrl.searchParams);
}
