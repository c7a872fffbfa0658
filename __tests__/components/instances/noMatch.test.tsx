/** @jest-environment jsdom */
// The instance list's empty result: which of the search and the filters kept no row, and a
// button to clear each; its paint ends the search's user-timing measure as the table's does.
import { act, fireEvent, render, screen } from "@testing-library/react";
import NoMatch from "@/components/instances/NoMatch";
import { FILTER_START_MARK } from "@/components/common/useFilterPaintMeasure";

function renderNoMatch(query: string, filtered: boolean) {
  const onClearSearch = jest.fn();
  const onClearFilters = jest.fn();
  render(<NoMatch noun="instances" measure="instances:filter" query={query} filtered={filtered} onClearSearch={onClearSearch} onClearFilters={onClearFilters} />);
  return { onClearSearch, onClearFilters };
}

test("a search that keeps nothing says so and clears the search", () => {
  const { onClearSearch } = renderNoMatch("zzz", false);
  expect(screen.getByText("No instances match “zzz”.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Clear the filters" })).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Clear the search" }));
  expect(onClearSearch).toHaveBeenCalledTimes(1);
});

test("filters that keep nothing say so and clear the filters; with a search, both", () => {
  const { onClearFilters } = renderNoMatch("", true);
  expect(screen.getByText("No instances match the filters.")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Clear the filters" }));
  expect(onClearFilters).toHaveBeenCalledTimes(1);
  document.body.innerHTML = "";
  renderNoMatch("mdl", true);
  expect(screen.getByText("No instances match “mdl” and the filters.")).toBeInTheDocument();
  expect(screen.getAllByRole("button")).toHaveLength(2);
});

test("a search that keeps nothing ends the search's measure once it is painted, like a table of rows", async () => {
  performance.clearMeasures("instances:filter");
  performance.mark(FILTER_START_MARK);
  renderNoMatch("zz-no-match", false);
  // The measure is taken in a task queued from the frame that paints the message.
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(performance.getEntriesByName("instances:filter", "measure")).toHaveLength(1);
  expect(performance.getEntriesByName(FILTER_START_MARK, "mark")).toHaveLength(0);
});
