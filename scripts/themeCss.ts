// `npm run theme:css`: writes the theme's stylesheet (components/common/themeStyleSheet.ts) to
// app/theme.css, which the root layout imports. Run it after changing the theme; the unit test
// __tests__/components/common/themeStyleSheet.test.tsx fails until then.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { THEME_CSS_HEADER, themeStyleSheet } from "@/components/common/themeStyleSheet";

const file = path.join(process.cwd(), "app", "theme.css");
writeFileSync(file, THEME_CSS_HEADER + themeStyleSheet());
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
