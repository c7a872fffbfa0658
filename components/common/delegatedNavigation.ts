// One click handler for many plain links: a plain left click on an `a[data-nav]` inside the
// element becomes a client-side navigation that keeps the page mounted. Clicks a link's own
// handler prevented, and clicks with a modifier or another button, are left to the browser.
import type { MouseEvent } from "react";

export function navigateOnPlainClick(event: MouseEvent<HTMLElement>, push: (href: string) => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target instanceof Element ? event.target.closest("a[data-nav]") : null;
  const href = target?.getAttribute("href");
  if (!href || !event.currentTarget.contains(target)) return;
  event.preventDefault();
  push(href);
}
