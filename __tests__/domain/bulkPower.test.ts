// Bulk actions' rules: how a status reads (2xx ok, 4xx refused, else failed), the
// counts of a run, that "Retry failed" takes only the failed rows (not refusals, which would be
// refused again, nor unknowns, which may have gone through), and the summed facts in words.
import { bulkCounts, bulkOutcomeOf, bulkSummary, bulkPreflightLines, BULK_MESSAGES, INSTANCES, retryTargets, type BulkRowState } from "@/lib/domain/bulkPower";

test("statuses read as outcomes", () => {
  expect([200, 204, 400, 403, 409, 500, 503, 0].map(bulkOutcomeOf)).toEqual(["ok", "ok", "refused", "refused", "refused", "failed", "failed", "failed"]);
});

test("retry takes only the failed rows; the counts add up", () => {
  const targets = ["a", "b", "c", "d", "e"].map((id) => ({ id, name: id.toUpperCase() }));
  const rows: Record<string, BulkRowState> = {
    a: { state: "ok", status: 200, message: null, requestId: null },
    b: { state: "failed", status: 503, message: "x", requestId: "r" },
    c: { state: "refused", status: 409, message: "y", requestId: "r" },
    d: { state: "unknown", status: 0, message: BULK_MESSAGES.lost, requestId: null },
    e: { state: "running" },
  };
  expect(retryTargets(targets, rows).map((t) => t.id)).toEqual(["b"]);
  expect(bulkCounts(rows)).toEqual({ running: 1, ok: 1, refused: 1, failed: 1, unknown: 1 });
});

test("titles and summed facts", () => {
  expect(BULK_MESSAGES.title("stop", 3, INSTANCES)).toBe("Stop 3 instances");
  expect(BULK_MESSAGES.title("reboot", 1)).toBe("Reboot 1 server");
  expect(bulkPreflightLines({ asked: 3, read: 2, activeUsers: 40, concurrency: 9, backedUp: 1 }, 3)).toEqual([
    "Active users now across them: 40 (concurrency 9).",
    "1 of them could not be read.",
    "Backed up through the console in the last 24 hours: 1 of 2.",
  ]);
  expect(bulkPreflightLines({ asked: 50, read: 50, activeUsers: 1, concurrency: 1, backedUp: 0 }, 120)[0]).toBe("Active users now across them: 1 (concurrency 1) (the first 50 of 120 read).");
});

test("the counts in words name only what occurred, ok always", () => {
  expect(bulkSummary({ a: { state: "ok", status: 200, message: null, requestId: null }, b: { state: "failed", status: 503, message: null, requestId: null } })).toBe("1 ok, 1 failed");
  expect(bulkSummary({ a: { state: "running" } })).toBe("0 ok, 1 running");
});
