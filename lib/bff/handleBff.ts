// The BFF: every browser call to /api/v1/* passes here, through the ordered steps of
// pipeline.ts. Unknown endpoints, malformed addresses, cross-origin writes, missing sessions,
// wrong two-factor state, low roles, locked accounts, oversized and bad input are answered
// there and never forwarded; the rest goes upstream with the session's token. Every answer
// carries the API security headers of lib/security, decided as it is served, and a failure
// is the console's own 500 message rather than a thrown error, however the call reached it.
import type { NextRequest } from "next/server";
import { bffError } from "@/lib/http/respond";
import { logger } from "@/lib/observe/logger";
import { withApiSecurityHeaders } from "@/lib/security/apiHeaders";
import { runPipeline } from "./pipeline";

export async function handleBff(req: NextRequest): Promise<Response> {
  let answer: Response;
  try {
    answer = await runPipeline(req);
  } catch (err) {
    logger().error({ err }, "a BFF call failed");
    answer = bffError(500, "The console could not complete the request.");
  }
  return withApiSecurityHeaders(answer);
}
