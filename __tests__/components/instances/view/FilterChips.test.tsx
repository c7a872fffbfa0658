/** @jest-environment jsdom */
// The view's filter chips: one per filter, each with a remove button named for it
// that removes that filter only.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import FilterChips from "@/components/instances/view/FilterChips";
import { DEFAULT_VIEW, filterChips } from "@/lib/domain/listView";

test("each filter is a chip whose own button removes it, from the keyboard too", async () => {
  const onRemove = jest.fn();
  const chips = filterChips({ ...DEFAULT_VIEW, states: ["running"], lms: ["Moodle"] });
  render(<FilterChips chips={chips} onRemove={onRemove} />);
  const buttons = screen.getAllByRole("button");
  expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual(chips.map((c) => `Remove filter ${c.text}`));

  await userEvent.click(screen.getByRole("button", { name: `Remove filter ${chips[1].text}` }));
  expect(onRemove).toHaveBeenLastCalledWith("lms");

  (document.activeElement as HTMLElement).blur();
  await userEvent.tab();
  expect(screen.getByRole("button", { name: `Remove filter ${chips[0].text}` })).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  expect(onRemove).toHaveBeenLastCalledWith("states");
});
