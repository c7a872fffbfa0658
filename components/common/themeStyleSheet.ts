// The theme as one stylesheet: its CSS variables for both colour schemes and the page's
// baseline (what MUI's CssBaseline writes). `npm run theme:css` writes it to app/theme.css,
// which the root layout imports, so it comes with the page's other styles, cached, and in no
// script; a unit test fails when that file and the theme differ. The long lists then paint from
// stylesheets alone, with no styling runtime in their first load; MUI's components, where a
// page or a dialog uses them, read the same variables (MuiScope).
import type { Theme } from "@mui/material/styles";
import type {} from "@mui/material/themeCssVarsAugmentation";
import { theme as consoleTheme } from "./theme";

interface Rules {
  [key: string]: string | number | Rules | undefined;
}

/** A theme made with `cssVariables` writes its variables as style objects (`:root`, `[data-dark]`, …). */
type ThemeWithSheets = Theme & { generateStyleSheets(): Rules[] };

function property(key: string): string {
  if (key.startsWith("--")) return key;
  return key.replace(/^(Webkit|Moz|ms)/, (prefix) => `-${prefix.toLowerCase()}`).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** One selector's rules, nested objects resolved: `&` is the selector, an at-rule wraps it. */
function serialise(selector: string, rules: Rules): string {
  let own = "";
  let nested = "";
  for (const [key, value] of Object.entries(rules)) {
    if (value === undefined) continue;
    if (typeof value === "object") {
      nested += key.startsWith("@") ? `${key}{${serialise(selector, value).trimEnd()}}\n` : serialise(key.includes("&") ? key.replaceAll("&", selector) : `${selector} ${key}`, value);
    } else {
      own += `${property(key)}:${value};`;
    }
  }
  return (own ? `${selector}{${own}}\n` : "") + nested;
}

/** The baseline of every page, as MUI's CssBaseline with `enableColorScheme`. */
function baseline(theme: Theme): Rules {
  const { palette } = theme.vars;
  const schemes: Rules = {};
  for (const scheme of ["light", "dark"] as const) schemes[theme.getColorSchemeSelector(scheme).replace(/\s*&/, "")] = { colorScheme: scheme };
  return {
    html: { WebkitFontSmoothing: "antialiased", MozOsxFontSmoothing: "grayscale", boxSizing: "border-box", WebkitTextSizeAdjust: "100%" },
    "*, *::before, *::after": { boxSizing: "inherit" },
    "strong, b": { fontWeight: theme.typography.fontWeightBold },
    body: {
      margin: 0,
      color: palette.text.primary,
      ...(theme.typography.body1 as Rules),
      backgroundColor: palette.background.default,
      "@media print": { backgroundColor: palette.common.white },
      "&::backdrop": { backgroundColor: palette.background.default },
    },
    ...schemes,
  };
}

export function themeStyleSheet(theme: Theme = consoleTheme): string {
  const sheets = [baseline(theme), ...(theme as ThemeWithSheets).generateStyleSheets()];
  return sheets.map((sheet) => Object.entries(sheet).map(([selector, rules]) => (typeof rules === "object" ? serialise(selector, rules) : "")).join("")).join("");
}

/** The file's first lines: what it is and how it is made. */
export const THEME_CSS_HEADER = "/* Generated from components/common/theme.ts by `npm run theme:css` (themeStyleSheet.ts): do not edit. */\n";
