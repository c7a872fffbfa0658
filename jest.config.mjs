// Jest runs every unit, contract and component suite; next/jest compiles with SWC,
// so MUI, next-auth and TypeScript 7 sources need no extra transform settings.
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

export default createJestConfig({
  testEnvironment: "node",
  // One worker per core: Jest's default (one fewer) runs the suites one by one on two cores.
  maxWorkers: "100%",
  // One limit for every test, generous enough for a machine loaded by other work (another
  // `npm test` beside this one pushed a form test that types into several fields, and suites that
  // start servers, well past their old limits). A passing test never waits for it.
  testTimeout: 180_000,
  // A worker that had run the whole of __tests__/components (600+ MB by then: each suite loads
  // jsdom, React and MUI afresh) did not exit in time at the end ("A worker process has failed to
  // exit gracefully"), though no one folder of it did so alone. Past this size a worker is
  // replaced between suites; the run then ends cleanly in the same time.
  workerIdleMemoryLimit: "700MB",
  setupFiles: ["<rootDir>/jest.polyfills.ts"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^server-only$": "<rootDir>/jest.empty.js", "^@/(.*)$": "<rootDir>/$1" },
  testMatch: ["<rootDir>/__tests__/**/*.test.ts", "<rootDir>/__tests__/**/*.test.tsx"],
  testPathIgnorePatterns: ["<rootDir>/__tests__/e2e/"],
});
