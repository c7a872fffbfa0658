// Step 13: an account deleted through the console takes its saved views with it. Accounts are
// named by their email (the id of POST /users), so one created later under the same address
// must start with none rather than inherit another person's. Done once the upstream has
// confirmed the deletion; a failure here is logged and never changes the answer. Without the
// console's database (AUDIT_TRAIL=off) there are no saved views, and no database is opened.
import { api } from "@/lib/contract";
import { consoleDatabase } from "@/lib/db/processDatabase";
import { deleteSavedViewsOf } from "@/lib/db/savedViews";
import { logger } from "@/lib/observe/logger";
import { required, type BffStep } from "../context";

export const forgetDeletedUser: BffStep = {
  name: "forget a deleted user's views",
  run(ctx) {
    if (required(ctx.endpoint, "endpoint").id !== api.deleteUser.id) return undefined;
    if (!consoleDatabase().enabled) return undefined;
    const username = required(ctx.params, "params").userId;
    if (!username) return undefined;
    ctx.after.push(async ({ status }) => {
      if (status < 200 || status >= 300) return;
      try {
        await deleteSavedViewsOf(await consoleDatabase().open(), username);
      } catch (err) {
        logger().error({ reason: err instanceof Error ? err.message : String(err) }, "a deleted user's saved views could not be removed");
      }
    });
    return undefined;
  },
};
