// Ends the session and returns to sign-in: where pages send the user when the upstream no
// longer accepts the session (spec 1 §2: a failed current-user call goes to /; spec 2 §8: a 401
// on delete, creation, backup, upgrade, rollback or cancel goes to sign-in). `?from=` names the
// page the session ended on: when it is a remembered-link route (a delete or backup address…)
// it is remembered and followed after sign-in, as for a visit without a session. `?reason=idle`
// (the idle watch's sign-out) makes the sign-in page say why.
// The Location is relative ("/"), so the browser stays on the host it used, whatever
// NEXTAUTH_URL or the Host header say (NextResponse.redirect would make it absolute).
import { NextResponse, type NextRequest } from "next/server";
import { rememberPendingLink } from "@/lib/auth/pendingLinkCookie";
import { clearSession } from "@/lib/session/sessionToken";

export function GET(req: NextRequest) {
  // An idle sign-out is said on the sign-in page; no other reason is passed on.
  const location = req.nextUrl.searchParams.get("reason") === "idle" ? "/?signedOut=idle" : "/";
  const res = new NextResponse(null, { status: 307, headers: { Location: location, "Cache-Control": "no-store" } });
  clearSession(res);
  rememberPendingLink(res, req.nextUrl.searchParams.get("from"));
  return res;
}
