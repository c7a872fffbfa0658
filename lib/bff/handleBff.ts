// The BFF: every browser call to /api/v1/* passes here, through the ordered steps of
// pipeline.ts. Unknown endpoints, malformed addresses, cross-origin writes, missing sessions,
// wrong two-factor state, low roles, locked accounts, oversized and bad input are answered
// there and never forwarded; the rest goes upstream with the session's token.
import type { NextRequest } from "next/server";
import { runPipeline } from "./pipeline";

export function handleBff(req: NextRequest): Promise<Response> {
  return runPipeline(req);
}
