// Step 4: the session from the encrypted cookie (null when there is none or it does not decode);
// the next step asks whether the server still holds it live.
import { sessionCookieName } from "@/lib/session/config";
import { decodeSession } from "@/lib/session/decodeSession";
import type { BffStep } from "../context";

export const loadSession: BffStep = {
  name: "session",
  async run(ctx) {
    ctx.session = await decodeSession(ctx.req.cookies.get(sessionCookieName())?.value);
    return undefined;
  },
};
