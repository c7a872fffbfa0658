// A full page load of a console address: what leaving the signed-in pages takes, so nothing of
// them stays in memory. One function, so a component test can see where the browser was sent.
export function loadPage(href: string): void {
  window.location.assign(href);
}
