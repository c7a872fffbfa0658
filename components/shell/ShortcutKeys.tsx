"use client";
// The console's own keys: / goes to the search box, ? lists every shortcut. The
// list's row keys (j, k, Enter) are the list's (useRowKeys); Esc closing the top dialog is the
// dialogs' own. A key typed into a field, or pressed while a dialog is open, is left alone.
import { useEffect, useState } from "react";
import { lazyWithMui } from "@/components/common/mui/lazyWithMui";
import { dialogOpen, isTypingTarget } from "@/lib/client/typingTarget";

// Loaded when first asked for.
const ShortcutsDialog = lazyWithMui(() => import("./ShortcutsDialog"));

export default function ShortcutKeys() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target) || dialogOpen()) return;
      if (event.key === "/") {
        const search = document.querySelector<HTMLInputElement>('header input[type="search"]');
        if (!search) return;
        event.preventDefault();
        search.focus();
        search.select();
      } else if (event.key === "?") {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return open ? <ShortcutsDialog onClose={() => setOpen(false)} /> : null;
}
