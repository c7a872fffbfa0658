"use client";
// Tells the list's address writer (lib/client/viewAddress) when a navigation begins and when it
// has arrived. A click on a link to another page is seen at the window, before any handler of
// the page runs and starts the router, so the writes still waiting land first; the arrival is the
// path changing, which every navigation away from a list does.
import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { beforeNavigation, navigationArrived } from "@/lib/client/viewAddress";

/** A plain click on a same-origin link to another path: what Next.js's router will follow. */
function leavesPage(event: MouseEvent): boolean {
  if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return false;
  const to = new URL(link.href, window.location.href);
  return to.origin === window.location.origin && to.pathname !== window.location.pathname;
}

export function useNavigationStarts(): void {
  const pathname = usePathname();
  useEffect(() => {
    navigationArrived();
  }, [pathname]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (leavesPage(event)) beforeNavigation();
    };
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, []);
}
