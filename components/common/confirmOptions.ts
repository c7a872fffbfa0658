// What a confirmation asks.
export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  /** Destructive actions get the error colour. */
  danger?: boolean;
}
