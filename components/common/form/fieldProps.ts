// The props useConsoleForm hands to an input: what MUI's TextField takes (a NativeSelect or
// Checkbox takes a subset), so a form spreads them instead of wiring each input by hand.
import type { ReactNode } from "react";

/** Keys of the values whose value is text: the ones a text input or select can edit. */
export type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** Keys whose value is a boolean: the ones a checkbox can edit. */
export type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

export interface TextFieldProps {
  id: string;
  name: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  error: boolean;
  /** The field's error, else the hint the form passed (a counter, "Type … to confirm."). */
  helperText: ReactNode;
  inputRef(element: HTMLElement | null): void;
}

export interface CheckboxProps {
  name: string;
  checked: boolean;
  onChange(event: { target: { checked: boolean } }): void;
}

export interface FieldOptions {
  /** A fixed id (the sign-in fields keep theirs); otherwise one is made per form. */
  id?: string;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
}
