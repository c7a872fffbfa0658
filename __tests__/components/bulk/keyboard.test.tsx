/** @jest-environment jsdom */
// The list's selection from the keyboard: x on the keyboard's row selects it and x again clears
// it; b brings the focus to the bulk actions while rows are selected; the `?` list names both.
import { useCallback } from "react";
import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import BulkActions from "@/components/bulk/BulkActions";
import { useRowSelection } from "@/components/bulk/useRowSelection";
import { useRowKeys } from "@/components/common/useRowKeys";
import { SHORTCUTS } from "@/lib/domain/shortcuts";
import { actionOffered } from "@/lib/domain/powerActions";
import { INSTANCES } from "@/lib/domain/bulkPower";

const ROWS = ["i-a", "i-b", "i-c"];
const itself = (id: string) => id;

function useKeyedSelection() {
  const selection = useRowSelection(ROWS, ROWS, itself);
  const { toggle } = selection;
  const onToggle = useCallback((index: number) => toggle(ROWS[index], false), [toggle]);
  const active = useRowKeys(ROWS.length, () => undefined, onToggle);
  return { selection, active };
}

/** A key pressed on a table row, as the focused row receives it. */
function pressOnRow(key: string) {
  const row = document.createElement("tr");
  document.body.append(row);
  act(() => {
    fireEvent.keyDown(row, { key });
  });
  row.remove();
}

test("x selects the keyboard's row and x again clears it", () => {
  const { result } = renderHook(() => useKeyedSelection());
  act(() => {
    fireEvent.keyDown(document.body, { key: "j" });
  });
  act(() => {
    fireEvent.keyDown(document.body, { key: "j" });
  });
  expect(result.current.active).toBe(1);
  pressOnRow("x");
  expect([...result.current.selection.selected]).toEqual(["i-b"]);
  pressOnRow("x");
  expect(result.current.selection.selected.size).toBe(0);
});

test("x typed into a field selects nothing", () => {
  const { result } = renderHook(() => useKeyedSelection());
  act(() => {
    fireEvent.keyDown(document.body, { key: "j" });
  });
  const field = document.createElement("input");
  document.body.append(field);
  act(() => {
    fireEvent.keyDown(field, { key: "x" });
  });
  expect(result.current.selection.selected.size).toBe(0);
  field.remove();
});

function Bulk() {
  const selection = useRowSelection(ROWS, ROWS, itself);
  const items = ROWS.map((id) => ({ id, name: `name-${id}`, listedState: "running" }));
  return (
    <>
      <button type="button" onClick={() => selection.toggle("i-a", false)}>
        pick
      </button>
      <BulkActions selection={selection} items={items} region="us-west-2" kind="instance" noun={INSTANCES} offered={actionOffered} onTaken={() => undefined} />
    </>
  );
}

test("b brings the focus to the bulk actions of the selection", () => {
  render(<Bulk />);
  // Nothing selected: no bar, and b does nothing.
  fireEvent.keyDown(document.body, { key: "b" });
  expect(screen.queryByRole("toolbar", { name: "Bulk actions" })).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "pick" }));
  const bar = screen.getByRole("toolbar", { name: "Bulk actions" });
  fireEvent.keyDown(document.body, { key: "b" });
  // The first action the selection allows (a running server cannot be started).
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Stop…" }));
  expect(bar.contains(document.activeElement)).toBe(true);
});

test("the shortcuts list names x and b", () => {
  const keys = SHORTCUTS.map((s) => s.keys.split(" ")[0]);
  expect(keys).toEqual(expect.arrayContaining(["x", "b"]));
});
