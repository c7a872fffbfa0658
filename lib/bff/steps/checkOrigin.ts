// Step 3: a call that changes something must come from the console's own pages (CSRF).
import type { BffStep } from "../context";
import { bffError, MESSAGES } from "@/lib/http/respond";
import { isSameOrigin } from "@/lib/http/sameOrigin";

export const checkOrigin: BffStep = {
  name: "origin",
  run(ctx) {
    if (ctx.req.method !== "GET" && !isSameOrigin(ctx.req)) return bffError(403, MESSAGES.crossOrigin);
    return undefined;
  },
};
