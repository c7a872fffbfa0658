// POST /api/dev/expire-tokens: every access token the embedded upstream gave stops working at
// once (refresh credentials still do), so an e2e test can make the console's next calls meet a
// 401 together and count the refreshes that follow. Exists only where the dev reset does.
import "server-only";
import type { NextRequest } from "next/server";
import { expireEmbeddedAccessTokens } from "@/lib/upstream/devEmbedded";
import { devRouteRefusal } from "./reset";

export async function handleDevExpireTokens(req: NextRequest): Promise<Response> {
  return devRouteRefusal(req) ?? expireEmbeddedAccessTokens();
}
