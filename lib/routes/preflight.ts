// GET /api/preflight/{instanceId}?region=&ip= : the pre-flight facts of one server for the
// confirmations of disruptive actions (lib/domain/preflight). For a fully signed-in session only
// (two-factor passed); the reads go upstream with the user's own token, so the upstream's rules
// on what this user may read apply. Never cached: the facts are "right now".
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { bffError, MESSAGES } from "@/lib/http/respond";
import { REGIONS } from "@/lib/domain/regions";
import { decodeSegment } from "@/lib/routing/segments";
import { readSession } from "@/lib/session/sessionToken";
import { loadPreflight } from "./loadPreflight";

/** Where the server is, from the listed record the screen holds. */
const preflightQuerySchema = z.object({
  region: z.enum(REGIONS),
  ip: z.string().trim().max(100).optional(),
});

export async function handlePreflight(req: NextRequest, instanceId: string): Promise<Response> {
  const session = await readSession(req);
  if (!session?.twoFactorVerified || typeof session.accessToken !== "string") return bffError(401, MESSAGES.signIn);
  const creds = { sid: session.sid, accessToken: session.accessToken, refreshToken: session.refreshToken };
  const id = decodeSegment(instanceId).trim();
  const query = preflightQuerySchema.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (id === "" || id.length > 100 || !query.success) {
    return bffError(400, MESSAGES.invalid, query.success ? { instanceId: "Give the instance's id." } : { region: "Choose a region." });
  }
  const facts = await loadPreflight({ instanceId: id, region: query.data.region, ip: query.data.ip }, creds);
  return NextResponse.json(facts, { headers: { "cache-control": "no-store" } });
}
