// GET /api/preflight/{instanceId}?region=&ip= : the pre-flight facts of one server for the
// confirmations of disruptive actions (lib/domain/preflight). For a fully signed-in session only
// (two-factor passed); the reads go upstream with the user's own token, so the upstream's rules
// on what this user may read apply. Never cached: the facts are "right now".
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { consoleApi } from "@/lib/contract/console";
import { bffError, MESSAGES } from "@/lib/http/respond";
import { readSession } from "@/lib/session/sessionToken";
import { consoleParams, consoleQuery } from "./consoleInput";
import { loadPreflight } from "@/lib/audit/loadPreflight";

export async function handlePreflight(req: NextRequest, instanceId: string): Promise<Response> {
  const session = await readSession(req);
  if (!session?.twoFactorVerified || typeof session.accessToken !== "string") return bffError(401, MESSAGES.signIn);
  const creds = { sid: session.sid, accessToken: session.accessToken, refreshToken: session.refreshToken };
  const params = consoleParams(consoleApi.preflight, { instanceId });
  if (!params.ok) return params.res;
  const query = consoleQuery(consoleApi.preflight, req);
  if (!query.ok) return query.res;
  const facts = await loadPreflight({ instanceId: params.value.instanceId, region: query.value.region, ip: query.value.ip }, creds);
  return NextResponse.json(facts, { headers: { "cache-control": "no-store" } });
}
