// Step 4: the session from the encrypted cookie (null when there is none or it does not decode).
import { readSession } from "@/lib/session/sessionToken";
import type { BffStep } from "../context";

export const loadSession: BffStep = {
  name: "session",
  async run(ctx) {
    ctx.session = await readSession(ctx.req);
    return undefined;
  },
};
