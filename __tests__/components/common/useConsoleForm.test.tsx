/** @jest-environment jsdom */
// The form hook as a user of a form meets it, through MUI TextFields: nothing is marked before
// the first submit; a refused submit marks each wrong field and focuses the first; a marked
// field is checked again as it is typed in (or, for sign-in, only at the next submit); a second
// submit while one runs is ignored; a server's field errors land on their inputs and its other
// messages on the form.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useConsoleForm, type Revalidate } from "@/components/common/form/useConsoleForm";
import { ApiError } from "@/lib/client/ApiError";
import type { FieldErrors } from "@/lib/domain/forms/fieldErrors";

interface Values {
  name: string;
  reason: string;
}

const NAME_REQUIRED = "Name is required";
const REASON_SHORT = "The reason must be at least 3 words.";

function check({ name, reason }: Values): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (name.trim() === "") errors.name = NAME_REQUIRED;
  if (reason.trim().split(/\s+/).filter(Boolean).length < 3) errors.reason = REASON_SHORT;
  return errors;
}

interface Props {
  onSubmit(values: Values): Promise<void> | void;
  revalidate?: Revalidate;
  validate?: (values: Values) => FieldErrors<Values> | Promise<FieldErrors<Values>>;
}

function TestForm({ onSubmit, revalidate, validate = check }: Props) {
  const form = useConsoleForm<Values>({ initialValues: { name: "", reason: "" }, validate, onSubmit, revalidate });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(e)}>
      <TextField label="Name" {...form.field("name")} />
      <TextField label="Reason" {...form.field("reason", { helperText: "Why, in a few words" })} />
      <Button type="submit" disabled={form.submitting}>
        Send
      </Button>
      {form.formError ? <p role="alert">{form.formError}</p> : null}
    </form>
  );
}

const name = () => screen.getByRole("textbox", { name: "Name" });
const reason = () => screen.getByRole("textbox", { name: "Reason" });
const send = () => screen.getByRole("button", { name: "Send" });

/** The values each onSubmit call got. */
const sentValues = (onSubmit: jest.Mock) => onSubmit.mock.calls.map((call: unknown[]) => call[0]);

function setup(props: Props) {
  const user = userEvent.setup();
  render(<TestForm {...props} />);
  return user;
}

it("marks nothing while typing before the first submit", async () => {
  const user = setup({ onSubmit: jest.fn() });
  await user.type(reason(), "too short");
  expect(name()).toHaveAttribute("aria-invalid", "false");
  expect(reason()).toHaveAttribute("aria-invalid", "false");
  expect(reason()).toHaveAccessibleDescription("Why, in a few words");
});

it("refuses a wrong submit: marks every wrong field with its message, focuses the first, sends nothing", async () => {
  const onSubmit = jest.fn();
  const user = setup({ onSubmit });
  await user.type(reason(), "too short");
  await user.click(send());

  expect(name()).toHaveAttribute("aria-invalid", "true");
  expect(name()).toHaveAccessibleDescription(NAME_REQUIRED);
  expect(reason()).toHaveAttribute("aria-invalid", "true");
  expect(reason()).toHaveAccessibleDescription(REASON_SHORT);
  expect(name()).toHaveFocus();
  expect(onSubmit).not.toHaveBeenCalled();
});

it("focuses the first wrong field in form order, not the first typed", async () => {
  const user = setup({ onSubmit: jest.fn() });
  await user.type(name(), "Ada");
  await user.click(send());
  expect(reason()).toHaveFocus();
  expect(name()).toHaveAttribute("aria-invalid", "false");
});

it("checks a marked field again on each change, and clears it once it is right", async () => {
  const user = setup({ onSubmit: jest.fn() });
  await user.click(send());
  await user.type(reason(), "one two");
  expect(reason()).toHaveAccessibleDescription(REASON_SHORT);
  await user.type(reason(), " three");
  expect(reason()).toHaveAttribute("aria-invalid", "false");
  expect(reason()).toHaveAccessibleDescription("Why, in a few words");
  // Only this field was typed in: the other keeps its mark until it is changed or submitted.
  expect(name()).toHaveAttribute("aria-invalid", "true");
});

it("with revalidate 'onSubmit', keeps the marks as they are until the next submit", async () => {
  const onSubmit = jest.fn();
  const user = setup({ onSubmit, revalidate: "onSubmit" });
  await user.click(send());
  await user.type(name(), "Ada");
  expect(name()).toHaveAttribute("aria-invalid", "true");
  await user.type(reason(), "one two three");
  await user.click(send());
  expect(name()).toHaveAttribute("aria-invalid", "false");
  expect(sentValues(onSubmit)).toEqual([{ name: "Ada", reason: "one two three" }]);
});

it("sends the values once they pass, and ignores a second submit while the first runs", async () => {
  let finish: () => void = () => undefined;
  const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const user = setup({ onSubmit });
  await user.type(name(), "Ada");
  await user.type(reason(), "one two three");
  // Submit events straight at the form: a disabled button would not stop these (Enter in a field, a double click's second event).
  const form = send().closest("form") as HTMLFormElement;
  fireEvent.submit(form);
  fireEvent.submit(form);

  expect(sentValues(onSubmit)).toEqual([{ name: "Ada", reason: "one two three" }]);
  expect(send()).toBeDisabled();
  finish();
  await waitFor(() => expect(send()).toBeEnabled());
});

it("puts a 400's field errors on the inputs they name, focuses the first, and shows no form message", async () => {
  const onSubmit = jest.fn().mockRejectedValue(new ApiError(400, "Invalid request.", { reason: "The server wants more detail.", region: "Unknown region" }));
  const user = setup({ onSubmit });
  await user.type(name(), "Ada");
  await user.type(reason(), "one two three");
  await user.click(send());

  await waitFor(() => expect(reason()).toHaveAttribute("aria-invalid", "true"));
  expect(reason()).toHaveAccessibleDescription("The server wants more detail.");
  expect(reason()).toHaveFocus();
  expect(name()).toHaveAttribute("aria-invalid", "false");
  expect(screen.queryByRole("alert")).toBeNull();
});

it("shows the message of a failure that names none of its fields on the form", async () => {
  const onSubmit = jest
    .fn()
    .mockRejectedValueOnce(new ApiError(400, "The request was refused.", { region: "Unknown region" }))
    .mockRejectedValueOnce(new ApiError(409, "acme-lms is already stopping."));
  const user = setup({ onSubmit });
  await user.type(name(), "Ada");
  await user.type(reason(), "one two three");
  await user.click(send());
  expect(await screen.findByRole("alert")).toHaveTextContent("The request was refused.");
  await user.click(send());
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("acme-lms is already stopping."));
  expect(reason()).toHaveAttribute("aria-invalid", "false");
});

it("waits for an async validator, and sends nothing while it refuses", async () => {
  const onSubmit = jest.fn();
  const validate = (values: Values) => new Promise<FieldErrors<Values>>((resolve) => setTimeout(() => resolve(check(values)), 10));
  const user = setup({ onSubmit, validate });
  await user.type(name(), "Ada");
  await user.click(send());
  await waitFor(() => expect(reason()).toHaveAttribute("aria-invalid", "true"));
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(reason(), "one two three");
  await waitFor(() => expect(reason()).toHaveAttribute("aria-invalid", "false"));
  await user.click(send());
  await waitFor(() => expect(sentValues(onSubmit)).toEqual([{ name: "Ada", reason: "one two three" }]));
});
