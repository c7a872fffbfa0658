/** @jest-environment jsdom */
// The activity page's note on the trail's hash chain: "Trail verified" when every row holds,
// "Trail being verified" while older rows remain, and where it is broken — the row and what is
// wrong shown to a superadmin, only that it failed to anyone else.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import TrailIntegrityNote from "@/components/activity/TrailIntegrityNote";
import ConsoleProviders from "../ConsoleProviders";

const broken = { id: "42", at: "2026-11-20T10:00:00.000Z", problem: "altered" as const, message: "Row #42 was altered: its content does not match its hash." };

test("verified, still being verified, and broken at a row", async () => {
  const { rerender } = render(
    <ConsoleProviders>
      <TrailIntegrityNote integrity={{ state: "verified", checked: 1234, lastId: "1234", broken: null }} detail={false} />
    </ConsoleProviders>,
  );
  expect(screen.getByText("Trail verified")).toBeVisible();
  await userEvent.hover(screen.getByText("Trail verified"));
  expect(await screen.findByRole("tooltip")).toHaveTextContent("1,234 rows chained by hash and checked.");

  rerender(
    <ConsoleProviders>
      <TrailIntegrityNote integrity={{ state: "checking", checked: 20000, lastId: "20000", broken: null }} detail={false} />
    </ConsoleProviders>,
  );
  expect(screen.getByText("Trail being verified")).toBeVisible();

  rerender(
    <ConsoleProviders>
      <TrailIntegrityNote integrity={{ state: "broken", checked: 41, lastId: "41", broken }} detail />
    </ConsoleProviders>,
  );
  expect(screen.getByText("Trail broken at row #42")).toBeVisible();

  rerender(
    <ConsoleProviders>
      <TrailIntegrityNote integrity={{ state: "broken", checked: 41, lastId: "41", broken }} detail={false} />
    </ConsoleProviders>,
  );
  expect(screen.getByText("Trail integrity check failed")).toBeVisible();
  expect(screen.queryByText(/#42/)).toBeNull();
});
