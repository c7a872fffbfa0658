// What a confirmation asks.
import type { ReactNode } from "react";

export interface ConfirmOptions {
  title: string;
  message: string;
  /** Shown under the message (the pre-flight facts of a disruptive action). */
  details?: ReactNode;
  confirmLabel?: string;
  /** Destructive actions get the error colour. */
  danger?: boolean;
}
