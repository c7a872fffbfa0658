/** @jest-environment jsdom */
// The Edumy theme's colour fields (spec 2 §2.1, §5): only a # and up to six hex digits are taken
// as typed; any other keystroke leaves the field as it was and says the rule, which goes away at
// the next accepted keystroke; hex digits without the hash get one.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ThemeFields from "@/components/provisioning/ThemeFields";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import { INITIAL_CREATION_VALUES, type CreationFormValues } from "@/lib/domain/forms/creation";

const RULE = "Only a # followed by up to 6 hex digits (at most 7 characters).";

function Harness() {
  const form = useConsoleForm<CreationFormValues, void>({ initialValues: INITIAL_CREATION_VALUES, validate: () => ({}), onSubmit: async () => {} });
  return <ThemeFields form={form} disabled={false} />;
}

it("takes only # and hex digits as typed, and says the rule when a keystroke is refused", async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const primary = screen.getByRole("textbox", { name: "Primary color" });
  await user.type(primary, "#1a4");
  expect(primary).toHaveValue("#1a4");
  expect(screen.queryByText(RULE)).toBeNull();

  await user.type(primary, "g");
  expect(primary).toHaveValue("#1a4");
  expect(primary).toHaveAccessibleDescription(RULE);
  await user.type(primary, "#");
  expect(primary).toHaveValue("#1a4");

  await user.type(primary, "f8b");
  expect(primary).toHaveValue("#1a4f8b");
  expect(screen.queryByText(RULE)).toBeNull();

  // The seventh character is the most the field holds.
  expect(primary).toHaveAttribute("maxlength", "7");

  const accent = screen.getByRole("textbox", { name: "Accent color" });
  await user.type(accent, "ff0");
  expect(accent).toHaveValue("#ff0");
  await user.type(accent, "x!");
  expect(accent).toHaveValue("#ff0");
  expect(accent).toHaveAccessibleDescription(RULE);
});
