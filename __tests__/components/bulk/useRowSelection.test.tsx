/** @jest-environment jsdom */
// The list's selection for bulk actions: a click toggles one row; a shift-click sets
// the range from the last clicked row to this one to this row's new state; the header's box
// selects every shown row (a search narrows what "shown" is) or clears them when all are; rows
// that leave the list leave the selection.
import { act, renderHook } from "@testing-library/react";
import { useRowSelection } from "@/components/bulk/useRowSelection";

const ALL = ["a", "b", "c", "d", "e", "f"];
const itself = (id: string) => id;

function setup(shown: string[] = ALL, all: string[] = ALL) {
  return renderHook(({ s, a }) => useRowSelection(s, a, itself), { initialProps: { s: shown, a: all } });
}

const ids = (set: ReadonlySet<string>) => [...set].sort();

test("a click toggles one row; a shift-click selects the range from the last click", () => {
  const { result } = setup();
  act(() => result.current.toggle("b", false));
  act(() => result.current.toggle("e", true));
  expect(ids(result.current.selected)).toEqual(["b", "c", "d", "e"]);
  expect(result.current.shownState).toBe("some");
  // A shift-click on a selected row clears the range back to the last click.
  act(() => result.current.toggle("c", true));
  expect(ids(result.current.selected)).toEqual(["b"]);
});

test("the header's box selects every shown row, then clears them", () => {
  const { result, rerender } = setup(["a", "c", "e"]);
  act(() => result.current.toggleShown());
  expect(ids(result.current.selected)).toEqual(["a", "c", "e"]);
  expect(result.current.shownState).toBe("all");
  // Another search: the rows selected before stay selected, the newly shown are not.
  rerender({ s: ["b", "c"], a: ALL });
  expect(result.current.shownState).toBe("some");
  act(() => result.current.toggleShown());
  expect(ids(result.current.selected)).toEqual(["a", "b", "c", "e"]);
  act(() => result.current.toggleShown());
  expect(ids(result.current.selected)).toEqual(["a", "e"]);
});

test("rows that leave the list leave the selection; clear empties it", () => {
  const { result, rerender } = setup();
  act(() => result.current.toggleShown());
  rerender({ s: ["a", "b"], a: ["a", "b"] });
  expect(ids(result.current.selected)).toEqual(["a", "b"]);
  act(() => result.current.clear());
  expect(result.current.selected.size).toBe(0);
  expect(result.current.shownState).toBe("none");
});
