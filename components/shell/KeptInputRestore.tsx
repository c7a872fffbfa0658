"use client";
// After an idle sign-out and a new sign-in by the same user in the same tab, takes them back to
// the page they were on and puts back what they had typed (lib/client/keptInput), once its
// fields are there (a modal's form may load a moment after the page), then says so. Text whose
// field does not come back (it was in a dialog opened by a click, such as the bulk power dialog)
// is named in a notice that stays, with the text itself, instead of being lost silently.
import { useEffect, useRef } from "react";
import { usePathname, useRouter } from "next/navigation";
import { dropKeptInput, keptInputFor, lostInputMessage, missingFields, presentFields, restoreInput } from "@/lib/client/keptInput";
import { useNotice } from "@/components/common/NoticeProvider";

export const RESTORED_MESSAGE = "What you had typed before the idle sign-out is back.";
const POLL_MS = 200;
/** How long the page may take to show the kept fields before whatever is there is restored. */
const WAIT_MS = 10_000;

export default function KeptInputRestore({ username }: { username: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const { notify } = useNotice();
  // One trip back: a page that sends the user elsewhere (it moved, or their role no longer reaches it) ends the attempt.
  const tookBack = useRef(false);

  useEffect(() => {
    const kept = keptInputFor(username);
    if (!kept) return;
    if (window.location.pathname + window.location.search !== kept.url) {
      if (tookBack.current) dropKeptInput();
      else router.replace(kept.url);
      tookBack.current = true;
      return;
    }
    const started = Date.now();
    const timer = window.setInterval(() => {
      const present = presentFields(document, kept.fields);
      if (present < kept.fields.length && Date.now() - started < WAIT_MS) return;
      window.clearInterval(timer);
      dropKeptInput();
      const lost = missingFields(document, kept.fields);
      const restored = restoreInput(document, kept.fields);
      if (lost.length > 0) notify(lostInputMessage(lost, restored > 0), "warning", { persist: true });
      else if (restored > 0) notify(RESTORED_MESSAGE, "info");
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [username, pathname, router, notify]);

  return null;
}
