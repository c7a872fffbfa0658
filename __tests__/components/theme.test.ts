// The console theme's two colour schemes meet WCAG AA where axe cannot always look: every text
// colour on both backgrounds, links, each fill with the text MUI puts on it (buttons, badges,
// filled notices), and in the dark scheme the divider against paper. The light scheme is
// today's palette, unchanged. The usage charts' greens keep 3:1 against either scheme's ground.
import { getContrastRatio, type Palette } from "@mui/material/styles";
import { theme } from "@/components/common/theme";
import { GREEN_PALETTES } from "@/lib/domain/usageReport";

const FILLS = ["primary", "secondary", "success", "warning", "error", "info"] as const;
const AA_TEXT = 4.5;

function paletteOf(scheme: "light" | "dark"): Palette {
  // A theme made with `colorSchemes` carries each scheme's palette; its type does not say so.
  const schemes = (theme as unknown as { colorSchemes: Partial<Record<string, { palette: Palette }>> }).colorSchemes;
  const palette = schemes[scheme]?.palette;
  if (!palette) throw new Error(`no ${scheme} scheme`);
  return palette;
}

describe.each(["light", "dark"] as const)("the %s scheme", (scheme) => {
  const palette = paletteOf(scheme);
  const grounds = [palette.background.default, palette.background.paper];

  it("is the scheme it says it is", () => {
    expect(palette.mode).toBe(scheme);
  });

  it("has readable text on the page and on paper", () => {
    for (const ground of grounds) {
      expect(getContrastRatio(palette.text.primary, ground)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(getContrastRatio(palette.text.secondary, ground)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it("has readable primary links and coloured text", () => {
    for (const ground of grounds) {
      for (const fill of ["primary", "error", "warning", "success", "info"] as const) {
        // Outlined and text buttons, links, coloured captions: `main` on the page.
        const ratio = getContrastRatio(palette[fill].main, ground);
        expect({ fill, ground, ok: ratio >= AA_TEXT }).toEqual({ fill, ground, ok: true });
      }
    }
  });

  it("puts readable text on every fill", () => {
    for (const fill of FILLS) {
      const { main, dark, contrastText } = palette[fill];
      // Contained buttons, chips and badges: `main` with its contrast text.
      expect({ fill, ok: getContrastRatio(main, contrastText) >= AA_TEXT }).toEqual({ fill, ok: true });
      // The hover of a contained button; in the dark scheme also the fill of a filled notice,
      // whose text MUI picks with getContrastText.
      expect({ fill, hover: getContrastRatio(dark, contrastText) >= AA_TEXT }).toEqual({ fill, hover: true });
      const filledText = palette.getContrastText(scheme === "dark" ? dark : main);
      expect({ fill, notice: getContrastRatio(scheme === "dark" ? dark : main, filledText) >= AA_TEXT }).toEqual({ fill, notice: true });
    }
  });
});

it("keeps the light scheme's palette as it was", () => {
  const light = paletteOf("light");
  expect([light.primary.main, light.warning.main, light.error.main, light.info.main, light.success.main]).toEqual(["#1f5f8b", "#9a5b00", "#c62828", "#01579b", "#2e7d32"]);
  expect([light.background.default, light.background.paper, light.text.primary, light.divider]).toEqual(["#f4f6f8", "#ffffff", "#1c2833", "#dde3e9"]);
});

it("draws dividers a dark page can see (3:1 against paper)", () => {
  const dark = paletteOf("dark");
  expect(getContrastRatio(dark.divider, dark.background.paper)).toBeGreaterThanOrEqual(3);
});

describe.each(["light", "dark"] as const)("the usage charts' greens in the %s scheme", (scheme) => {
  const palette = paletteOf(scheme);

  it("are twelve different colours, each bar 3:1 against the page and paper (WCAG 1.4.11)", () => {
    const greens = GREEN_PALETTES[scheme];
    expect(new Set(greens).size).toBe(12);
    for (const green of greens) {
      expect(getContrastRatio(green, palette.background.paper)).toBeGreaterThanOrEqual(3);
      expect(getContrastRatio(green, palette.background.default)).toBeGreaterThanOrEqual(3);
    }
  });
});
