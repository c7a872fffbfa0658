// The console's MUI theme: a calm blue-grey palette, the system font stack (no font
// download at build time) and small, dense defaults for a screen people use all day.
import { createTheme } from "@mui/material/styles";

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
  cssVariables: true,
  palette: {
    mode: "light",
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
    MuiAppBar: { defaultProps: { elevation: 0, color: "primary" } },
    MuiCard: { defaultProps: { variant: "outlined" } },
    MuiPaper: { defaultProps: { variant: "outlined" } },
    MuiAlert: { defaultProps: { variant: "outlined" } },
  },
});
