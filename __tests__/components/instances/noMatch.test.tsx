/** @jest-environment jsdom */
// The instance list's empty result: which of the search and the filters kept no row, and a
// button to clear each.
import { fireEvent, render, screen } from "@testing-library/react";
import NoMatch from "@/components/instances/NoMatch";

function renderNoMatch(query: string, filtered: boolean) {
  const onClearSearch = jest.fn();
  const onClearFilters = jest.fn();
  render(<NoMatch noun="instances" query={query} filtered={filtered} onClearSearch={onClearSearch} onClearFilters={onClearFilters} />);
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
