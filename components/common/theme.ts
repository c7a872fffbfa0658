// The console's MUI theme: a calm blue-grey palette in a light and a dark scheme, the system
// font stack (no font download at build time) and small, dense defaults for a screen people
// use all day. Colours are CSS variables and the scheme is chosen by a `data-light`/`data-dark`
// attribute on <html>, set before first paint by the root layout's early script, so a
// dark page never flashes light and switching schemes needs no re-render.
import { createTheme } from "@mui/material/styles";
import { COLOR_SCHEME_ATTRIBUTE } from "./colorScheme";

const systemFontStack = [
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  '"Noto Sans"',
  "sans-serif",
].join(",");

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: "#1f5f8b", dark: "#174766", light: "#4b82a8", contrastText: "#ffffff" },
        secondary: { main: "#4f6d7a" },
        success: { main: "#2e7d32" },
        // Dark enough for white text on it (5.4:1, WCAG AA): warning buttons and the RENEW badge.
        warning: { main: "#9a5b00", contrastText: "#ffffff" },
        error: { main: "#c62828" },
        // White text on the filled info notice needs more than the default light blue gives (7:1 here).
        info: { main: "#01579b", contrastText: "#ffffff" },
        background: { default: "#f4f6f8", paper: "#ffffff" },
        text: { primary: "#1c2833", secondary: "#52606d" },
        divider: "#dde3e9",
      },
    },
    // Light tones on a blue-black ground. Every `main` and `dark` carries dark text (at least
    // 6:1): `main` fills buttons and badges and reads as text or a link on the page (at least
    // 7:1), `dark` is a hover and, in this scheme, the fill of a filled notice. The divider
    // keeps 3:1 against paper (WCAG 1.4.11). __tests__/components/theme.test.ts holds all this.
    dark: {
      palette: {
        // MUI's default of 3 would put white text on the fills it derives; 4.5 picks dark text.
        contrastThreshold: 4.5,
        primary: { main: "#8cc0e6", dark: "#5e9fcf", light: "#b5d7f0", contrastText: "#0e1318" },
        secondary: { main: "#a3bac6", dark: "#7f9aa8", light: "#c7d6de", contrastText: "#0e1318" },
        success: { main: "#7cc47f", dark: "#56a85a", light: "#a5d8a7", contrastText: "#0e1318" },
        warning: { main: "#f0a64a", dark: "#d98b2b", light: "#f6c487", contrastText: "#0e1318" },
        error: { main: "#f4908a", dark: "#e0726b", light: "#f8b7b2", contrastText: "#0e1318" },
        info: { main: "#7cc0f5", dark: "#4fa6e6", light: "#a9d5f8", contrastText: "#0e1318" },
        background: { default: "#0e1318", paper: "#151c23" },
        text: { primary: "#e3e9ef", secondary: "#a6b3bf" },
        divider: "#5b6a78",
      },
    },
  },
  typography: {
    fontFamily: systemFontStack,
    fontSize: 14,
    h1: { fontSize: "1.75rem", fontWeight: 600 },
    h2: { fontSize: "1.5rem", fontWeight: 600 },
    h3: { fontSize: "1.3rem", fontWeight: 600 },
    h4: { fontSize: "1.2rem", fontWeight: 600 },
    h5: { fontSize: "1.1rem", fontWeight: 600 },
    h6: { fontSize: "1rem", fontWeight: 600 },
    // Ops staff read labels such as "Login" and "Verify" in spec wording; no shouting caps.
    button: { textTransform: "none", fontWeight: 600 },
  },
  shape: { borderRadius: 6 },
  spacing: 8,
  components: {
    MuiButton: { defaultProps: { disableElevation: true, size: "small" } },
    MuiIconButton: { defaultProps: { size: "small" } },
    MuiTextField: { defaultProps: { size: "small", fullWidth: true } },
    MuiFormControl: { defaultProps: { size: "small" } },
    MuiSelect: { defaultProps: { size: "small" } },
    MuiTable: { defaultProps: { size: "small" } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: "primary" },
      // In the dark scheme MUI paints the bar like paper; a rule keeps it apart from the page.
      styleOverrides: { root: ({ theme }) => theme.applyStyles("dark", { borderBottom: `1px solid ${theme.vars.palette.divider}` }) },
    },
    MuiCard: { defaultProps: { variant: "outlined" } },
    MuiPaper: { defaultProps: { variant: "outlined" } },
    MuiAlert: { defaultProps: { variant: "outlined" } },
  },
});
