/** @jest-environment jsdom */
// The long lists' table: while a search or the filters keep no row it shows the note it is given
// under its head, and keeps the table itself, so the next result fills the same table in place;
// its repaint ends the search's user-timing measure whether rows or the note were painted.
import { act, render, screen } from "@testing-library/react";
import WindowedTable from "@/components/common/WindowedTable";
import { FILTER_START_MARK } from "@/components/common/useFilterPaintMeasure";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

beforeAll(() => {
  // jsdom lays nothing out; the table measures its frame with a ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const COLUMNS = [{ label: "Name", width: 200 }];

function Table({ rows }: { rows: string[] }) {
  return (
    <WindowedTable
      label="Instances"
      columns={COLUMNS}
      rows={rows}
      rowHeight={40}
      tableClassName="t"
      minWidth={400}
      measure="test:filter"
      empty={<p>No instances match “zz”.</p>}
      renderRow={(name, index) => (
        <tr key={index}>
          <td>{name}</td>
        </tr>
      )}
    />
  );
}

const painted = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

test("no rows: the note under the head, in the same table, which the next rows fill again", async () => {
  const { rerender } = render(<Table rows={["MDL_ACME", "MDL_UNI"]} />);
  const table = screen.getByRole("table", { name: "Instances" });
  expect(screen.queryByText("No instances match “zz”.")).toBeNull();

  performance.clearMeasures("test:filter");
  performance.mark(FILTER_START_MARK);
  rerender(<Table rows={[]} />);
  expect(screen.getByText("No instances match “zz”.")).toBeInTheDocument();
  expect(screen.getByRole("table", { name: "Instances" })).toBe(table);
  expect(screen.getAllByRole("row")).toHaveLength(1);
  await painted();
  expect(performance.getEntriesByName("test:filter", "measure")).toHaveLength(1);

  rerender(<Table rows={["MDL_UNI"]} />);
  expect(screen.queryByText("No instances match “zz”.")).toBeNull();
  expect(screen.getByRole("table", { name: "Instances" })).toBe(table);
  expect(screen.getByRole("cell", { name: "MDL_UNI" })).toBeInTheDocument();
});
