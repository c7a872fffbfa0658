/** @jest-environment jsdom */
// The list's view: a sort is shown at once and written into the address after the
// frame that shows it; the address catching up gives the same view; Back (a new address)
// brings the address's view.
import { act, renderHook } from "@testing-library/react";
import { useListView } from "@/components/instances/view/useListView";

let address = new URLSearchParams("");
jest.mock("next/navigation", () => ({
  usePathname: () => "/home/instances",
  useSearchParams: () => address,
}));

beforeEach(() => {
  address = new URLSearchParams("");
  window.history.replaceState(null, "", "/home/instances");
});

/** Runs the animation frame and the task after it (the paint, in a browser). */
async function paint() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

test("a sort is shown before the address changes, then (the browser idle) the address names it and the region", async () => {
  const { result } = renderHook(() => useListView("eu-central-1", []));
  act(() => result.current.change({ sort: { key: "name", direction: "desc" } }));
  expect(result.current.view.sort).toEqual({ key: "name", direction: "desc" });
  expect(window.location.search).toBe("");
  await paint();
  const written = new URLSearchParams(window.location.search);
  expect(written.get("sort")).toBe("-name");
  expect(written.get("region")).toBe("eu-central-1");
});

test("the address catching up with a change keeps the same view; Back brings the address's", async () => {
  const { result, rerender } = renderHook(() => useListView("eu-central-1", []));
  act(() => result.current.change({ states: ["running"] }));
  const shown = result.current.view;
  await paint();
  address = new URLSearchParams(window.location.search);
  rerender();
  expect(result.current.view).toBe(shown);

  address = new URLSearchParams("");
  rerender();
  expect(result.current.view.states).toEqual([]);
});

test("Back pressed before the router caught up with a write still brings the address's view", async () => {
  const { result } = renderHook(() => useListView("eu-central-1", []));
  act(() => result.current.change({ sort: { key: "name", direction: "desc" } }));
  await paint();
  expect(new URLSearchParams(window.location.search).get("sort")).toBe("-name");
  // The router never rendered the written address: useSearchParams still gives the old one.
  act(() => {
    window.history.replaceState(null, "", "/home/instances");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  expect(result.current.view.sort).toBeNull();
});
