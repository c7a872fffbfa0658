"use client";
// Whether an element has come near the window's view at least once: a row's own read (the
// cloud-database report's canDelete) waits for it, so a long table asks only about the rows
// scrolled to, not one request per row at first paint. Without IntersectionObserver it is
// true at once.
import { useEffect, useState, type RefObject } from "react";

/** How far outside the view a row counts as near, so its answer is there when it scrolls in. */
const NEAR = "200px 0px";

export function useSeenOnce(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const el = ref.current;
    if (seen || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
