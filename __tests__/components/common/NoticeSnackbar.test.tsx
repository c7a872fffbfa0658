/** @jest-environment jsdom */
// Notices: an outcome closes itself after 8 s; a failure, or news the user must not miss (the
// console switched region under them), stays until closed.
import { act, render, screen } from "@testing-library/react";
import NoticeSnackbar from "@/components/common/NoticeSnackbar";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("an info notice closes itself after 8 s", () => {
  const onClose = jest.fn();
  render(<NoticeSnackbar notice={{ key: 1, message: "Saved.", severity: "info" }} onClose={onClose} />);
  expect(screen.getByRole("status")).toHaveTextContent("Saved.");
  act(() => jest.advanceTimersByTime(8_100));
  expect(onClose).toHaveBeenCalled();
});

test("a persistent notice and a failure stay until closed", () => {
  const onClose = jest.fn();
  const { rerender } = render(<NoticeSnackbar notice={{ key: 1, message: "Region switched.", severity: "info", persist: true }} onClose={onClose} />);
  act(() => jest.advanceTimersByTime(60_000));
  expect(onClose).not.toHaveBeenCalled();
  rerender(<NoticeSnackbar notice={{ key: 2, message: "Failed.", severity: "error" }} onClose={onClose} />);
  act(() => jest.advanceTimersByTime(60_000));
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole("alert")).toHaveTextContent("Failed.");
});
