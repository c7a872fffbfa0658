// Step 5: the cookie's session must still be live on the server (lib/session/liveSession): one
// ended by sign-out, the user's deletion or demotion, or IDLE_MINUTES without a request is 401 and
// its cookie is cleared, whatever the cookie itself says. A store that cannot be read is 503: the
// call is refused, the session kept.
import { bffError, MESSAGES } from "@/lib/http/respond";
import { logger } from "@/lib/observe/logger";
import { sessionIsLive } from "@/lib/session/liveSession";
import type { BffStep } from "../context";

export const requireLiveSession: BffStep = {
  name: "live session",
  async run(ctx) {
    const session = ctx.session;
    if (!session) return undefined;
    let live: boolean;
    try {
      live = await sessionIsLive(session.sid);
    } catch (err) {
      logger().error({ reason: err instanceof Error ? err.message : String(err) }, "the session store could not be read");
      return bffError(503, MESSAGES.sessionUnchecked);
    }
    if (live) return undefined;
    ctx.session = null;
    ctx.sessionCookie = "clear";
    return bffError(401, MESSAGES.sessionEnded);
  },
};
