// The symbol under which lib/process/singleton.ts keeps a per-process value, for the plain
// JavaScript of the console's server: the same prefix, so both reach the same value.
export function processKey(key) {
  return Symbol.for(`lms-ops-console.${key}`);
}
