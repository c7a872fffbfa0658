// ESLint: Next's Core Web Vitals and TypeScript rule sets over the whole project, plus the rules
// that encode the layers (docs/architecture.md): what browser code may import, what lib/domain
// may import, which folders may not use next/headers, which may not import lib/client, the order
// of the server folders, and no import cycles.
import { builtinModules } from "node:module";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const SOURCES = "*.{ts,tsx,js,jsx,mjs}";
const under = (...dirs) => dirs.map((dir) => `${dir}/**/${SOURCES}`);

// The server folders of lib, in the order they may import each other: a folder imports only
// from itself and the folders before it (the first three import each other, and are shared
// with the browser). lib/config.ts (every environment variable, validated once) sits before
// lib/http and is imported by any server folder.
const LAYERS = [
  ["lib/domain", "lib/contract", "lib/routing"],
  ["lib/process"],
  ["lib/observe"],
  ["lib/http"],
  ["lib/db"],
  ["lib/session"],
  ["lib/security"],
  ["lib/sim"],
  ["lib/upstream"],
  ["lib/audit"],
  ["lib/auth"],
  ["lib/bff"],
  ["lib/routes"],
];
const LAYER_ORDER = LAYERS.map((tier) => tier.join(", ")).join(" → ");

// Server folders: never in the browser bundle, never importing the browser client.
const SERVER_DIRS = ["process", "observe", "db", "audit", "auth", "security", "bff", "upstream", "sim", "routes", "session", "config"];
const SERVER_CODE = [...["http", ...SERVER_DIRS.filter((dir) => dir !== "config")].map((dir) => `./lib/${dir}`), "./app/api"];

// An import of lib from browser code: `@/lib/…`, or relative. Inside lib a relative path may
// name a sibling folder directly (`../db/…`); elsewhere it goes through `lib/` (`../../lib/db`).
const LIB_FROM_LIB = String.raw`^(?:@/lib/|(?:\.\./)+(?:lib/)?)`;
const LIB_FROM_OUTSIDE = String.raw`^(?:@/lib/|(?:\.\./)+lib/)`;

const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith("_")).map((name) => name.replace("/", "\\/"));

const WHY = "it would put zod or server code into the browser bundle.";

/** What code that runs in the browser (or that browser code imports) may not import at runtime. */
function browserPatterns(lib) {
  return [
    {
      regex: String.raw`^zod(?:/.*)?$`,
      allowTypeImports: true,
      message: `Browser code must not import zod at runtime: ${WHY} Put the rule in lib/domain as a plain function and let the schema call it; \`import type\` is fine.`,
    },
    {
      // The endpoint tables (the upstream's and the console's own) and their schemas are built
      // with zod. Zod-free parts stay allowed: contract/routes, contract/consoleRoutes,
      // contract/types, contract/match, contract/errorBody.
      regex: `${lib}contract(?:/index|/define|/console|/endpoints(?:/.*)?|/schemas(?:/.*)?)?$`,
      allowTypeImports: true,
      message: `Browser code must not import the contract's schemas or endpoint tables at runtime: ${WHY} Import the constant or rule from lib/domain (move it there if it is not yet), the route from lib/contract/routes or lib/contract/consoleRoutes; \`import type\` is fine.`,
    },
    {
      regex: `${lib}(?:${SERVER_DIRS.join("|")})(?:/.*)?$`,
      allowTypeImports: true,
      message: `Browser code must not import server folders (lib/{${SERVER_DIRS.join(",")}}) at runtime: ${WHY} Move a pure rule or constant to lib/domain, fetch data through lib/client or data/; \`import type\` is fine.`,
    },
    {
      regex: `${lib}http(?!/headerNames$)(?:/.*)?$`,
      allowTypeImports: true,
      message: `Browser code may import only lib/http/headerNames from lib/http: the rest answers requests on the server. \`import type\` is fine.`,
    },
    {
      regex: String.raw`^(?:pg|kysely|@electric-sql/pglite|server-only)(?:/.*)?$`,
      allowTypeImports: true,
      message: `Browser code must not import database drivers or server-only modules (pg, kysely, PGlite, server-only): ${WHY} Read the data through an API route instead.`,
    },
    {
      regex: `^(?:node:.*|(?:${NODE_BUILTINS.join("|")})(?:/.*)?)$`,
      allowTypeImports: true,
      message: `Browser code must not import Node.js built-ins: they do not exist in the browser. Use a Web API (fetch, URL, crypto.subtle, TextEncoder) or move the code to the server.`,
    },
  ];
}

const DOMAIN_PATTERNS = [
  {
    // Anything but lib/domain's own files (relative, or @/lib/domain) and lib/contract.
    regex: String.raw`^(?!\.\.?/|@/lib/(?:domain|contract)(?:/|$))`,
    message: "lib/domain imports only itself and `import type` from lib/contract: it holds pure rules that the browser, the server and the simulator share. Take what the rule needs as a parameter instead.",
  },
  {
    regex: String.raw`^(?:@/lib/|(?:\.\./)+(?:lib/)?)contract(?:/.*)?$`,
    allowTypeImports: true,
    message: "lib/domain may import lib/contract only as `import type`: the contract's schemas call lib/domain, not the other way round. Move the constant into lib/domain.",
  },
];

const restrictedImports = (patterns, paths = []) => ["error", { paths, patterns }];

// Components and the data layer reach the console's API only through lib/client/api (callApi,
// openApi) and data/core, where an ended session, step-up, role changes and errors are handled.
const NO_FETCH = "Call the console's API through lib/client/api (callApi, openApi) or a data/ hook built on useApiQuery/useApiMutation: it handles an ended session, step-up, role changes and errors in one place. Add the route to lib/contract/console.ts if it is missing.";

// The folder order as no-restricted-paths zones: each tier may not import any later one.
const LAYER_ZONES = LAYERS.slice(0, -1).map((tier, i) => ({
  target: tier.map((dir) => `./${dir}`),
  from: LAYERS.slice(i + 1).flat().map((dir) => `./${dir}`),
  message: `${tier.join(", ")} may import only from itself and the folders before it (${LAYER_ORDER}). Move the shared piece down to a folder both may import, or call it from a later folder.`,
}));

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: under("components", "data"),
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": restrictedImports(browserPatterns(LIB_FROM_OUTSIDE)),
    },
  },
  {
    files: under("components", "data"),
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: NO_FETCH }, { name: "XMLHttpRequest", message: NO_FETCH }],
      "no-restricted-properties": [
        "error",
        { object: "window", property: "fetch", message: NO_FETCH },
        { object: "globalThis", property: "fetch", message: NO_FETCH },
        { object: "self", property: "fetch", message: NO_FETCH },
      ],
    },
  },
  {
    files: under("lib/client", "lib/routing"),
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": restrictedImports(browserPatterns(LIB_FROM_LIB)),
    },
  },
  {
    files: under("lib/domain"),
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": restrictedImports([...DOMAIN_PATTERNS, ...browserPatterns(LIB_FROM_LIB)]),
    },
  },
  {
    // The console's custom server (scripts/serve.mjs) calls the BFF outside Next's request
    // context, where next/headers throws; route handlers read the request they are given.
    files: under("lib/bff", "lib/upstream", "lib/routes"),
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": restrictedImports(
        [],
        [
          {
            name: "next/headers",
            message: "lib/bff, lib/upstream and lib/routes must not use next/headers: the console's server calls them outside Next's request context. Read cookies and headers from the request the handler is given (lib/session/sessionToken).",
          },
        ],
      ),
    },
  },
  {
    files: [`**/${SOURCES}`],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            ...LAYER_ZONES,
            {
              // Relative paths out of lib/domain (`../contract/…`, `../../app/…`); the patterns
              // above cover `@/…` and packages.
              target: "./lib/domain",
              from: ".",
              except: ["./lib/domain", "./lib/contract"],
              message: "lib/domain imports only itself and `import type` from lib/contract. Take what the rule needs as a parameter instead.",
            },
            {
              // The configuration is read before anything else: it may use the pure rules and
              // the embedded upstream's own option tables (leaf modules), nothing that reads it.
              target: ["./lib/config", "./lib/config.ts"],
              from: "./lib",
              except: ["./config", "./config.ts", "./domain", "./process", "./sim/options.ts", "./sim/faults.ts", "./sim/random.ts"],
              message: "lib/config is read by every server folder: it may import only lib/domain, lib/process and the embedded upstream's option tables (lib/sim/options, faults). Move the default it needs into lib/domain.",
            },
            {
              // The embedded upstream is reached the way a real one is: through lib/upstream.
              target: ["./lib/audit", "./lib/auth", "./lib/bff", "./lib/routes", "./app", "./components", "./data", "./proxy.ts", "./instrumentation.ts"],
              from: "./lib/sim",
              message: "Only lib/upstream (and tests) may import lib/sim: the console reaches the embedded upstream as it would a real one. Add the call to lib/upstream (e.g. lib/upstream/devEmbedded) and use it from there.",
            },
            {
              target: SERVER_CODE,
              from: "./lib/client",
              message: "Server code must not import lib/client (the browser's client). Take the shared name from lib/http/headerNames or the rule from lib/domain.",
            },
          ],
        },
      ],
    },
  },
  {
    files: under("lib", "app", "components", "data"),
    // Packages are not followed: their modules cannot import the project's, so they close no
    // cycle, and parsing them would multiply the rule's time.
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      // Runtime cycles only (`import type` is ignored); a cycle makes module order decide which
      // value is still undefined when first read.
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  globalIgnores([".next/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", ".local/**"]),
]);
