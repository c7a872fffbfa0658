// What the browser may know about the signed-in user. The upstream token is
// deliberately absent: it lives only in the encrypted session cookie.
import type { Role } from "@/lib/contract/types";

export interface SessionUser {
  username: string;
  name: string;
  role: Role;
  /** The account has two-factor set up upstream. */
  twoFactorEnabled: boolean;
  /** The signed-in user has passed the two-factor step. */
  twoFactorVerified: boolean;
}
