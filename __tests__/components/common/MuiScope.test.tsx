/** @jest-environment jsdom */
// MuiScope: MUI's components inside it have the console's theme, and `useColorScheme` (the
// usage charts' colours) follows a choice made in the Theme menu, which changes the choice
// without MUI (colorSchemeStore).
import { act, render, screen } from "@testing-library/react";
import { useColorScheme, useTheme } from "@mui/material/styles";
import MuiScope from "@/components/common/mui/MuiScope";
import { writeMode } from "@/components/common/colorSchemeStore";

function Probe() {
  const { mode } = useColorScheme();
  const theme = useTheme();
  return (
    <p>
      mode {mode ?? "unknown"}, primary {theme.palette.primary.main}
    </p>
  );
}

beforeEach(() => {
  localStorage.clear();
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});

it("gives MUI's components the console's theme, and the scheme chosen in the Theme menu", async () => {
  render(
    <MuiScope>
      <MuiScope>
        <Probe />
      </MuiScope>
    </MuiScope>,
  );
  expect(await screen.findByText("mode system, primary #1f5f8b")).toBeInTheDocument();
  await act(async () => writeMode("dark"));
  expect(await screen.findByText(/^mode dark,/)).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute("data-dark");
});
