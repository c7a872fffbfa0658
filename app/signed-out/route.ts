// Ends the session and returns to sign-in: where pages send the user when the upstream no
// longer accepts the session (spec 1 §2: a failed current-user call goes to /).
// The Location is relative ("/"), so the browser stays on the host it used, whatever
// NEXTAUTH_URL or the Host header say (NextResponse.redirect would make it absolute).
import { NextResponse } from "next/server";
import { clearSession } from "@/lib/auth/sessionToken";

export function GET() {
  const res = new NextResponse(null, { status: 307, headers: { Location: "/", "Cache-Control": "no-store" } });
  clearSession(res);
  return res;
}
