// The remembered-link cookie (spec 1 §2, spec 2 §8): a delete, backup, upgrade, rollback or
// instance-add address a visitor could not open for want of a session, followed once after
// sign-in. Set by the proxy for a visit without a session, and by /signed-out for a page whose
// session ended while it was open; in both places only a well-formed remembered-link route is
// kept (pendingLinkTarget), so the cookie can never point elsewhere.
import type { NextResponse } from "next/server";
import { config } from "@/lib/config";
import { PENDING_LINK_COOKIE, PENDING_LINK_MAX_AGE_SECONDS, pendingLinkTarget } from "./pageGates";

/** Remembers `pathAndQuery` on the response when it is a remembered-link route; says whether it did. */
export function rememberPendingLink(res: NextResponse, pathAndQuery: string | null | undefined): boolean {
  const target = pendingLinkTarget(pathAndQuery ?? undefined);
  if (!target) return false;
  res.cookies.set(PENDING_LINK_COOKIE, target, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config().server.https,
    maxAge: PENDING_LINK_MAX_AGE_SECONDS,
  });
  return true;
}
