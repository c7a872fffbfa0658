/** @jest-environment jsdom */
// The console's logo in the shell's top bar: an SVG image named for the product, there for a
// signed-in page and for one whose user could not be loaded; its colours are the bar's own CSS
// variables, so it reads in the light and the dark scheme.
import { render, screen, within } from "@testing-library/react";
import { ThemeProvider } from "@mui/material/styles";
import { SWRConfig } from "swr";
import { theme } from "@/components/common/theme";
import ConsoleShell from "@/components/shell/ConsoleShell";
import type { ConsoleUser } from "@/components/shell/UserContext";
import { serveApi } from "../serveApi";

jest.mock("next/navigation", () => ({
  usePathname: () => "/home/instances",
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
}));

const ADMIN: ConsoleUser = { name: "Adrian Admin", username: "admin@example.com", role: "admin" };

function renderShell(user: ConsoleUser | null) {
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ConsoleShell user={user} region="us-west-2" hasRegionCookie>
          <p>Instance list</p>
        </ConsoleShell>
      </SWRConfig>
    </ThemeProvider>,
  );
}

it.each([
  ["a signed-in page", ADMIN],
  ["a page whose user could not be loaded", null],
])("the top bar of %s carries the console's SVG logo, named for the product", (_label, user) => {
  serveApi({ getUser: [{ status: 200, body: ADMIN }] });
  renderShell(user);
  const logo = within(screen.getByRole("banner")).getByRole("img", { name: "LMS Operations Console" });
  expect(logo.tagName.toLowerCase()).toBe("svg");
  // Drawn in the bar's colours: the tile in its text colour, the cut-outs in its background.
  expect(logo.querySelector("rect")).toHaveAttribute("fill", "currentColor");
  expect(logo.querySelector("g")).toHaveAttribute("fill", "var(--console-logo-ink)");
});
