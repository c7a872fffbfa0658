// The one bounded-concurrency helper: never more than `limit` in flight, results in the items'
// order whatever order the work ends in, and `stop` leaves the rest undone.
import { bounded } from "@/lib/domain/bounded";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("bounded", () => {
  it("keeps at most `limit` in flight and the results in order", async () => {
    let inFlight = 0;
    let most = 0;
    const results = await bounded([30, 5, 20, 1, 10, 2, 8], 3, async (ms, index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await later(ms);
      inFlight -= 1;
      return `${index}:${ms}`;
    });
    expect(most).toBe(3);
    expect(results).toEqual(["0:30", "1:5", "2:20", "3:1", "4:10", "5:2", "6:8"]);
  });

  it("starts nothing more once stopped", async () => {
    const started: number[] = [];
    let stopped = false;
    await bounded([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      if (n === 2) stopped = true;
      await later(1);
    }, () => stopped);
    expect(started).toEqual([1, 2]);
  });

  it("does nothing for no items", async () => {
    await expect(bounded([], 4, async () => 1)).resolves.toEqual([]);
  });
});
