/** @jest-environment jsdom */
// The theme's stylesheet (app/theme.css, which the root layout imports) is what MUI's own
// provider and CssBaseline write: the same variables for both schemes and the same baseline,
// rule for rule, and the file is what the theme makes today. A theme change that MUI would
// render differently (a new MuiCssBaseline override, say) fails here rather than on a page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { theme } from "@/components/common/theme";
import { THEME_CSS_HEADER, themeStyleSheet } from "@/components/common/themeStyleSheet";

/** Selector → its declarations, with the differences that do not change a page taken out:
 * spaces in selector lists, a variable's fallback (the variables are always defined) and the
 * prefixed print colour scheme emotion's prefixer adds. */
function rules(css: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const flat = css.replace(/@media print\{([^{}]+)\{([^{}]*)\}\}/g, "PRINT $1{$2}");
  for (const [, selector, body] of flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const key = selector.trim().replace(/,\s*/g, ",");
    const set = out.get(key) ?? new Set<string>();
    for (const declaration of body.split(";")) {
      const d = declaration.trim().replace(/var\((--[\w-]+), [^()]*(\([^()]*\))?[^()]*\)/g, "var($1)");
      if (d && !d.startsWith("-webkit-print-color-scheme")) set.add(d);
    }
    out.set(key, set);
  }
  return out;
}

function renderedByMui(): string {
  // Not speedy: the rules are written as text, which the test reads back.
  const cache = createCache({ key: "t", speedy: false });
  render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
      </ThemeProvider>
    </CacheProvider>,
  );
  // Global styles are written to their own style elements, not kept in the cache.
  return [...document.querySelectorAll("style[data-emotion]")].map((style) => style.textContent).join("");
}

it("holds MUI's variables for both schemes and its baseline, rule for rule", () => {
  const mui = rules(renderedByMui());
  const ours = rules(themeStyleSheet());
  expect([...ours.keys()].sort()).toEqual([...mui.keys()].sort());
  for (const [selector, declarations] of mui) expect([selector, [...(ours.get(selector) ?? [])].sort()]).toEqual([selector, [...declarations].sort()]);
});

it("gives the dark scheme its own ground and text, and the page its baseline", () => {
  const ours = rules(themeStyleSheet());
  expect([...(ours.get("[data-dark]") ?? [])]).toEqual(expect.arrayContaining(["color-scheme:dark", "--mui-palette-background-default:#0e1318", "--mui-palette-text-primary:#e3e9ef"]));
  expect([...(ours.get("body") ?? [])]).toEqual(expect.arrayContaining(["margin:0", "background-color:var(--mui-palette-background-default)"]));
});

it("is the file the root layout imports (after a theme change, run npm run theme:css)", () => {
  expect(readFileSync(path.join(process.cwd(), "app", "theme.css"), "utf8")).toBe(THEME_CSS_HEADER + themeStyleSheet());
});
