// The mailed pages' and the batch report's routes (spec 2 §2.7, §2.8; spec 3 §2.5–§2.7): built
// and read back through the same decoding; the approval link is remembered across sign-in.
import { isPendingLink, pageMinRole } from "@/lib/auth/pageGates";
import { batchApproveRoute, batchDetailsRoute, BATCH_REPORT_PATH, rollbackPageRoute, upgradePageRoute } from "@/lib/routing/pageRoutes";

it("builds and reads back the upgrade and rollback links", () => {
  expect(upgradePageRoute.build({ token: "t 1", action: "upgrade-lms" })).toBe("/home/upgrade/t%201/upgrade-lms");
  expect(upgradePageRoute.parse({ token: "t%201", action: "upgrade-lms" })).toEqual({ token: "t 1", action: "upgrade-lms" });
  expect(rollbackPageRoute.parse({ token: "tok", action: "" })).toBeNull();
  expect(rollbackPageRoute.build({ token: "tok", action: "rollback" })).toBe("/home/rollback/tok/rollback");
});

it("builds and reads back the batch routes; details close to the report", () => {
  expect(batchApproveRoute.build({ batchId: "b/1" })).toBe("/scheduled-upgrade/approve/b%2F1");
  expect(batchApproveRoute.parse({ batchId: "b%2F1" })).toEqual({ batchId: "b/1" });
  expect(batchDetailsRoute.build({ batchId: "b-1" })).toBe("/scheduled-upgrade/report/details/b-1");
  expect(batchDetailsRoute.parse({ batchId: "" })).toBeNull();
  expect(batchDetailsRoute.closeTo()).toBe(BATCH_REPORT_PATH);
});

it("remembers the approval link; the scheduled-upgrade pages are open to every signed-in role", () => {
  expect(isPendingLink("/scheduled-upgrade/approve/b-1")).toBe(true);
  expect(isPendingLink("/scheduled-upgrade/report")).toBe(false);
  expect(pageMinRole("/scheduled-upgrade/approve/b-1")).toBe("manager");
  expect(pageMinRole("/scheduled-upgrade/report")).toBe("manager");
});
