"use client";
// The console's one form hook. It holds a form's values, checks them with a pure validator
// from lib/domain/forms (the same rule the BFF's zod schema applies, held there by a parity
// test), and keeps the console's form manners in one place: nothing is marked until the first
// submit; a refused submit marks every wrong field and focuses the first; a second submit while
// one runs is ignored; and a server's field errors (a 400's `fields`) land on the inputs they
// name, with its message for the form when no input takes them.
import { useId, useRef, useState, type FormEvent } from "react";
import { compactErrors, hasErrors, type FieldErrors, type Validator } from "@/lib/domain/forms/fieldErrors";
import type { BooleanKeys, CheckboxProps, FieldOptions, TextFieldProps, TextKeys } from "./fieldProps";
import { serverErrors } from "./serverErrors";

/**
 * When a marked field is checked again: `whileInvalid` on each change while it shows an error
 * (the motive and delete fields), `onSubmit` only at the next submit (sign-in).
 */
export type Revalidate = "whileInvalid" | "onSubmit";

export interface ConsoleFormOptions<V extends object, A> {
  initialValues: V;
  validate: Validator<V>;
  /** Runs once the values pass; what it throws is shown (field errors on their fields). */
  onSubmit(values: V, arg: A): Promise<void> | void;
  revalidate?: Revalidate;
  /** Focus the first marked field on a refused submit or a server's field errors (default true). */
  focusInvalid?: boolean;
}

export interface ConsoleForm<V extends object, A> {
  values: V;
  errors: FieldErrors<V>;
  /** A message for the whole form: a failure that names no field. */
  formError: string | null;
  /** True from a submit that passed validation until its onSubmit has settled. */
  submitting: boolean;
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  field<K extends TextKeys<V>>(name: K, options?: FieldOptions): TextFieldProps;
  checkbox<K extends BooleanKeys<V>>(name: K): CheckboxProps;
  /** A callback ref for an input that is not spread from field(), so it can be focused. */
  register(name: keyof V & string): (element: HTMLElement | null) => void;
  /** Validates, then runs onSubmit; resolves true when onSubmit ran without throwing. */
  submit(arg: A): Promise<boolean>;
  /** For a <form onSubmit>: prevents the page post, then submits. */
  handleSubmit(event: FormEvent): Promise<boolean>;
  /** Puts field errors on their fields (unknown names are ignored) and the message on the form when none fits. */
  showErrors(fields: Record<string, string>, message?: string | null): boolean;
  /** showErrors for anything thrown: an ApiError's fields and message, else its message. */
  showError(err: unknown): boolean;
  setFormError(message: string | null): void;
  /** Back to the initial (or given) values with nothing marked. */
  reset(values?: V): void;
}

export function useConsoleForm<V extends object, A = void>(options: ConsoleFormOptions<V, A>): ConsoleForm<V, A> {
  const { initialValues, validate, onSubmit, revalidate = "whileInvalid", focusInvalid = true } = options;
  const baseId = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The latest values for a submit made in the same handler as a change (an upload sets its
  // file and submits at once), and the guard, which must hold before React re-renders.
  const latest = useRef<V>(initialValues);
  const running = useRef(false);
  const elements = useRef(new Map<string, HTMLElement>());
  // Field order is the order of the initial values: the first wrong one in it gets focus.
  const names = Object.keys(initialValues) as (keyof V & string)[];

  function focusFirst(marked: FieldErrors<V>): void {
    if (!focusInvalid) return;
    const first = names.find((name) => marked[name] !== undefined);
    if (first !== undefined) elements.current.get(first)?.focus();
  }

  function recheck<K extends keyof V & string>(name: K, next: V): void {
    const apply = (found: FieldErrors<V>) =>
      setErrors((shown) => (shown[name] === undefined ? shown : compactErrors({ ...shown, [name]: found[name] })));
    const result = validate(next);
    if (result instanceof Promise) void result.then(apply, () => undefined);
    else apply(result);
  }

  function setValue<K extends keyof V & string>(name: K, value: V[K]): void {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (revalidate === "whileInvalid" && errors[name] !== undefined) recheck(name, next);
  }

  function showErrors(fields: Record<string, string>, message: string | null = null): boolean {
    const marked: FieldErrors<V> = {};
    for (const name of names) if (fields[name]) marked[name] = fields[name];
    const anyField = hasErrors(marked);
    setErrors(marked);
    // With field errors the fields carry the message; a repeat under the form would be noise.
    setFormError(anyField ? null : message);
    focusFirst(marked);
    return anyField;
  }

  function showError(err: unknown): boolean {
    const { fields, message } = serverErrors(err);
    return showErrors(fields, message);
  }

  async function submit(arg: A): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    try {
      setFormError(null);
      const current = latest.current;
      const result = validate(current);
      // A synchronous validator marks the fields within the event that submitted.
      const found = compactErrors(result instanceof Promise ? await result : result);
      setErrors(found);
      if (hasErrors(found)) {
        focusFirst(found);
        return false;
      }
      setSubmitting(true);
      await onSubmit(current, arg);
      return true;
    } catch (err) {
      showError(err);
      return false;
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  }

  function register(name: keyof V & string) {
    return (element: HTMLElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    };
  }

  return {
    values,
    errors,
    formError,
    submitting,
    setValue,
    field(name, fieldOptions = {}) {
      const error = errors[name];
      return {
        id: fieldOptions.id ?? `${baseId}-${name}`,
        name,
        value: values[name] as string,
        onChange: (event) => setValue(name, event.target.value as V[typeof name]),
        error: error !== undefined,
        helperText: error ?? fieldOptions.helperText,
        inputRef: register(name),
      };
    },
    checkbox(name) {
      return {
        name,
        checked: values[name] as boolean,
        onChange: (event) => setValue(name, event.target.checked as V[typeof name]),
      };
    },
    register,
    submit,
    handleSubmit(event) {
      event.preventDefault();
      return submit(undefined as A);
    },
    showErrors,
    showError,
    setFormError,
    reset(next = initialValues) {
      latest.current = next;
      setValues(next);
      setErrors({});
      setFormError(null);
    },
  };
}
