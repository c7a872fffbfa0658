/** @jest-environment jsdom */
/* eslint-disable @next/next/no-html-link-for-pages -- the table's row links are plain anchors on purpose (see RowLinks) */
// The table's one click handler: a plain left click on a row link navigates in the page;
// a click with a modifier, another button, or one a link already handled, is the browser's.
import { fireEvent, render, screen } from "@testing-library/react";
import { navigateOnPlainClick } from "@/components/common/delegatedNavigation";

let reachedBrowser: boolean[] = [];
function browser(e: MouseEvent) {
  reachedBrowser.push(!e.defaultPrevented);
  e.preventDefault();
}
beforeEach(() => {
  reachedBrowser = [];
  document.addEventListener("click", browser);
});
afterEach(() => document.removeEventListener("click", browser));

function setup() {
  const pushed: string[] = [];
  render(
    <div onClick={(e) => navigateOnPlainClick(e, (href) => pushed.push(href))}>
      <a data-nav href="/home/instances/actions/i-1/a/dedicated">
        Actions
      </a>
      <a data-nav href="/home/instances/upgrade/i-1" onClick={(e) => e.preventDefault()}>
        Upgrade
      </a>
      <a href="/elsewhere">Plain</a>
    </div>,
  );
  return { pushed };
}

it("turns a plain left click on a row link into a client navigation", () => {
  const { pushed } = setup();
  fireEvent.click(screen.getByText("Actions"));
  expect(pushed).toEqual(["/home/instances/actions/i-1/a/dedicated"]);
  expect(reachedBrowser).toEqual([false]);
});

it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])("leaves %p clicks to the browser", (init) => {
  const { pushed } = setup();
  fireEvent.click(screen.getByText("Actions"), init);
  expect(pushed).toEqual([]);
  expect(reachedBrowser).toEqual([true]);
});

it("does nothing for a link that handled its own click or is not a row link", () => {
  const { pushed } = setup();
  fireEvent.click(screen.getByText("Upgrade"));
  fireEvent.click(screen.getByText("Plain"));
  expect(pushed).toEqual([]);
});
