"use client";
// The console's way with a single destructive or consequential click (delete a user, a package
// or a cloud-database entry, change a package's access): ask first, show progress on the control,
// then say what the server said, or why it failed.
import { useState } from "react";
import type { ConfirmOptions } from "./confirmOptions";
import { useConfirm } from "./ConfirmProvider";
import { useNotice } from "./NoticeProvider";

export interface ConfirmedCall {
  /** True while the call runs (after the confirmation). */
  busy: boolean;
  /** Asks with `options`; when confirmed runs `call`, whose answer is the success message, and on
   * failure shows `failure(err)`. Resolves once it is all over. */
  run(options: ConfirmOptions, call: () => Promise<string>, failure: (err: unknown) => string): Promise<void>;
}

export function useConfirmedCall(): ConfirmedCall {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const [busy, setBusy] = useState(false);
  async function run(options: ConfirmOptions, call: () => Promise<string>, failure: (err: unknown) => string): Promise<void> {
    if (!(await confirm(options))) return;
    setBusy(true);
    try {
      notify(await call(), "success");
    } catch (err) {
      notify(failure(err), "error");
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
