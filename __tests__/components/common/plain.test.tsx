/** @jest-environment jsdom */
// The plain controls the shell and the list are drawn with (components/common/plain): what a
// keyboard or screen-reader user meets is what MUI's Button, Alert and LinearProgress gave them.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Notice from "@/components/common/plain/Notice";
import PlainButton, { PlainLinkButton } from "@/components/common/plain/PlainButton";
import ProgressBar from "@/components/common/plain/ProgressBar";

it("a button is named by its label alone, never submits a form, and a disabled one cannot be pressed", async () => {
  const pressed = jest.fn();
  const submitted = jest.fn((e: SubmitEvent) => e.preventDefault());
  render(
    <form onSubmit={(e) => submitted(e.nativeEvent as SubmitEvent)}>
      <PlainButton startIcon={<svg />} onClick={pressed}>
        Theme
      </PlainButton>
      <PlainButton disabled onClick={pressed}>
        Start…
      </PlainButton>
    </form>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Theme" }));
  expect(pressed).toHaveBeenCalledTimes(1);
  expect(submitted).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole("button", { name: "Start…" }));
  expect(pressed).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("button", { name: "Start…" })).toBeDisabled();
});

it("a link drawn as a button is a link to its address", () => {
  render(
    <PlainLinkButton href="/home/dbinstances" aria-current="page">
      RDS
    </PlainLinkButton>,
  );
  expect(screen.getByRole("link", { name: "RDS" })).toHaveAttribute("href", "/home/dbinstances");
  expect(screen.getByRole("link", { name: "RDS" })).toHaveAttribute("aria-current", "page");
});

it("a notice is an alert with its title, message and action; its icon is hidden from screen readers", async () => {
  const retry = jest.fn();
  render(
    <Notice severity="error" title="Your user details could not be loaded" action={<PlainButton onClick={retry}>Retry</PlainButton>}>
      The upstream service is unavailable.
    </Notice>,
  );
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent("Your user details could not be loaded");
  expect(alert).toHaveTextContent("The upstream service is unavailable.");
  expect(alert.querySelector("svg")?.closest("[aria-hidden='true']")).not.toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Retry" }));
  expect(retry).toHaveBeenCalled();
});

it("a progress bar is a progressbar named for what loads", () => {
  render(<ProgressBar label="Loading all 20000 instances" />);
  expect(screen.getByRole("progressbar", { name: "Loading all 20000 instances" })).toBeVisible();
});
