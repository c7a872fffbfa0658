// One value per process, whatever bundle asks for it. Next.js compiles a module into every chunk
// that imports it (route handlers, server rendering, proxy, instrumentation), so a module-level
// variable is one per chunk, not one per process: two token refreshes, two attempt limiters, two
// audit recorders. State that must be one per process is kept on globalThis under one key prefix;
// a plain .mjs script reaches the same value as globalThis[processKey(key)] (scripts/lib/processKey.mjs).
const PREFIX = "lms-ops-console.";

type Holder = Record<symbol, unknown>;

/** The symbol the process keeps `key` under (a marker shared with the console's .mjs scripts). */
export function processKey(key: string): symbol {
  return Symbol.for(PREFIX + key);
}

/** The process's one value for `key`, made by `make` the first time any bundle asks. */
export function processSingleton<T>(key: string, make: () => T): T {
  const symbol = processKey(key);
  const holder = globalThis as unknown as Holder;
  if (!(symbol in holder)) holder[symbol] = make();
  return holder[symbol] as T;
}

/** Forgets the value for `key` (tests, and a store that must be opened again after it closed). */
export function dropProcessSingleton(key: string): void {
  delete (globalThis as unknown as Holder)[processKey(key)];
}
