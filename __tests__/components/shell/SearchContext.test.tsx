/** @jest-environment jsdom */
// The shell's search box follows the address: Back to an entry without a query empties
// it, even when Back came before the router rendered the query the box wrote.
import { act, render, screen } from "@testing-library/react";
import SearchProvider, { useSearch } from "@/components/shell/SearchContext";

let address = new URLSearchParams("");
jest.mock("next/navigation", () => ({
  usePathname: () => "/home/instances",
  useSearchParams: () => address,
}));
jest.mock("@/components/shell/RegionContext", () => ({
  useRegion: () => ({ region: "eu-central-1" }),
}));

function Box() {
  const { input, setInput, query } = useSearch();
  return (
    <>
      <input aria-label="Search" value={input} onChange={(event) => setInput(event.target.value)} />
      <output aria-label="Query">{query}</output>
    </>
  );
}

function renderBox() {
  render(
    <SearchProvider>
      <Box />
    </SearchProvider>,
  );
}

function popTo(href: string) {
  act(() => {
    window.history.replaceState(null, "", href);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}

beforeEach(() => {
  address = new URLSearchParams("");
  window.history.replaceState(null, "", "/home/instances");
});

test("Back to an entry without a query empties the box though the router never showed the query", () => {
  address = new URLSearchParams("q=mdl_c");
  renderBox();
  expect(screen.getByLabelText("Search")).toHaveValue("mdl_c");
  popTo("/home/instances?sort=-name");
  expect(screen.getByLabelText("Search")).toHaveValue("");
  expect(screen.getByLabelText("Query")).toHaveTextContent("");
});

test("Forward to an entry with a query puts it in the box", () => {
  renderBox();
  popTo("/home/instances?q=totara&region=eu-central-1");
  expect(screen.getByLabelText("Search")).toHaveValue("totara");
  expect(screen.getByLabelText("Query")).toHaveTextContent("totara");
});

test("Back off the lists leaves the box alone", () => {
  address = new URLSearchParams("q=mdl_c");
  renderBox();
  popTo("/home/reports");
  expect(screen.getByLabelText("Search")).toHaveValue("mdl_c");
});
