// The live lists' pure rules: the diff of two readings, changes taken in place, the words.
import { applyChanges, changeSummary, diffRows, liveStatusText, reconnectDelayMs } from "@/lib/domain/liveList";

type Row = { id: string; state: string };
const idOf = (r: Row) => r.id;

describe("live list changes", () => {
  const before: Row[] = [{ id: "a", state: "running" }, { id: "b", state: "running" }, { id: "c", state: "stopped" }];

  test("the diff names changed and added rows in the new order, removed ones last", () => {
    const after: Row[] = [{ id: "a", state: "running" }, { id: "c", state: "pending" }, { id: "d", state: "running" }];
    expect(diffRows(before, after, idOf)).toEqual([
      { op: "put", id: "c", row: { id: "c", state: "pending" } },
      { op: "put", id: "d", row: { id: "d", state: "running" } },
      { op: "remove", id: "b" },
    ]);
    expect(diffRows(before, before.map((r) => ({ ...r })), idOf)).toEqual([]);
  });

  test("changes are taken in place: positions kept, new rows last, untouched rows the same objects", () => {
    const next = applyChanges(before, [{ op: "put", id: "b", row: { id: "b", state: "stopping" } }, { op: "put", id: "z", row: { id: "z", state: "pending" } }, { op: "remove", id: "a" }], idOf);
    expect(next.map((r) => `${r.id}:${r.state}`)).toEqual(["b:stopping", "c:stopped", "z:pending"]);
    expect(next[1]).toBe(before[2]);
    expect(applyChanges(before, [], idOf)).toBe(before);
  });

  test("one summary per update", () => {
    const name = (row: unknown) => (row as Row).id;
    expect(changeSummary([{ op: "put", id: "a", row: { id: "a", state: "stopped" } }], { one: "instance", many: "instances" }, name)).toBe("a is now stopped.");
    expect(changeSummary([{ op: "put", id: "a", row: { id: "a", state: "x" } }, { op: "put", id: "b", row: { id: "b", state: "y" } }, { op: "remove", id: "c" }], { one: "instance", many: "instances" }, name)).toBe("2 instances changed, 1 removed.");
  });

  test("the indicator's words and the reconnect backoff", () => {
    expect(liveStatusText("live", 10_000, 13_200)).toBe("Live · updated 3 s ago");
    expect(liveStatusText("reconnecting", 10_000, 13_200)).toBe("Reconnecting…");
    expect(liveStatusText("paused", null, 0)).toBe("Paused");
    expect([0, 1, 2, 10].map(reconnectDelayMs)).toEqual([1_000, 2_000, 4_000, 30_000]);
  });
});
