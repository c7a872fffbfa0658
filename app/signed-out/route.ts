// Ends the session and returns to sign-in: where pages send the user when the upstream no
// longer accepts the session (spec 1 §2: a failed current-user call goes to /).
import { NextResponse, type NextRequest } from "next/server";
import { clearSession } from "@/lib/auth/sessionToken";

export function GET(req: NextRequest) {
  const res = NextResponse.redirect(new URL("/", req.nextUrl));
  clearSession(res);
  return res;
}
