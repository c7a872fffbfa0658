// ESLint: Next's Core Web Vitals and TypeScript rule sets over the whole project, plus the layer
// rule that keeps zod and server code out of the browser bundle.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Code that runs in the browser, or that browser code imports: screens, the browser client,
// the pure rules, the modal-route table and the data layer.
const BROWSER_LAYERS = ["components/**", "lib/client/**", "lib/domain/**", "lib/routing/**", "data/**"].map(
  (dir) => `${dir}/*.{ts,tsx,js,jsx,mjs}`,
);

// An import path from one of those layers, as `@/lib/…` or relative (`../contract/…`, `../../lib/bff/…`).
const LIB = String.raw`^(?:@/lib/|(?:\.\.?/)+(?:lib/)?)`;

const WHY = "it would put zod or server code into the browser bundle.";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: BROWSER_LAYERS,
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: String.raw`^zod(?:/.*)?$`,
              allowTypeImports: true,
              message: `Browser code must not import zod at runtime: ${WHY} Put the rule in lib/domain as a plain function and let the schema call it; \`import type\` is fine.`,
            },
            {
              // The endpoint table and its schemas are built with zod. Zod-free parts stay allowed:
              // contract/routes, contract/types, contract/match, contract/errorBody.
              regex: `${LIB}contract(?:/index|/define|/endpoints(?:/.*)?|/schemas(?:/.*)?)?$`,
              allowTypeImports: true,
              message: `Browser code must not import the contract's schemas or endpoint table at runtime: ${WHY} Import the constant or rule from lib/domain (move it there if it is not yet), the route from lib/contract/routes; \`import type\` is fine.`,
            },
            {
              regex: `${LIB}(?:upstream|bff|sim)(?:/.*)?$`,
              allowTypeImports: true,
              message: `Browser code must not import lib/upstream, lib/bff or lib/sim at runtime: ${WHY} Shared rules belong in lib/domain; \`import type\` is fine.`,
            },
          ],
        },
      ],
    },
  },
  globalIgnores([".next/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", ".local/**"]),
]);
