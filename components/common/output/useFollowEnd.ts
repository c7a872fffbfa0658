"use client";
// Keeps a scrolling log at its end while the reader is there, the way consoles tail a log:
// new content scrolls into view only while following; scrolling up holds the view where the
// reader put it; reaching the bottom again (or `jumpToEnd`) follows once more. Only a move UP
// stops following, so content growing under a programmatic scroll never counts as the reader
// leaving the end.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** How close to the bottom still counts as "at the end" (about a line). */
const AT_END_PX = 24;

function atEnd(el: HTMLElement): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END_PX;
}

/** `content` changes whenever new lines are drawn (the log itself will do). */
export function useFollowEnd(content: unknown) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  const lastTop = useRef(0);

  const follow = useCallback((value: boolean) => {
    followingRef.current = value;
    setFollowing(value);
  }, []);

  const toEnd = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    lastTop.current = el.scrollTop;
  }, []);

  useLayoutEffect(() => {
    if (followingRef.current) toEnd();
  }, [content, toEnd]);

  // Parts of the log settle their height after they are first drawn (off-screen chunks are laid
  // out lazily); while following, stay at the end as they do.
  useEffect(() => {
    const el = ref.current;
    const inner = el?.firstElementChild;
    if (!inner || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (followingRef.current) toEnd();
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [toEnd]);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const top = el.scrollTop;
    if (atEnd(el)) {
      if (!followingRef.current) follow(true);
    } else if (top < lastTop.current - 1 && followingRef.current) {
      follow(false);
    }
    lastTop.current = top;
  }, [follow]);

  const jumpToEnd = useCallback(() => {
    follow(true);
    toEnd();
    // The button that was clicked goes away; the log keeps the focus so the keyboard can scroll on.
    ref.current?.focus();
  }, [follow, toEnd]);

  return { ref, onScroll, following, jumpToEnd };
}
