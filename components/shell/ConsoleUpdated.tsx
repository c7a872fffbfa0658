"use client";
// Shown instead of a broken page when a script chunk could not be loaded (a new deploy made
// the old chunk names vanish): say so and offer a Reload, which fetches the new version. Plain
// elements: the failure it reports may be that no further chunk can load.
import Notice from "@/components/common/plain/Notice";
import PlainButton from "@/components/common/plain/PlainButton";
import { reloadPage } from "@/lib/client/chunkError";

export const CONSOLE_UPDATED_MESSAGE = "The console was updated. Reload";

export default function ConsoleUpdated() {
  return (
    <Notice severity="info" action={<PlainButton color="inherit" variant="outlined" onClick={() => reloadPage()}>Reload</PlainButton>}>
      {CONSOLE_UPDATED_MESSAGE}
    </Notice>
  );
}
