// The two regions (spec 1 §2, §9), the default one, where the choice is kept (cookie for the server's
// first paint, browser storage for the client) and reading a stored value back safely. The one
// source of the region list: the contract's zod schema and the embedded upstream's fleet read it.
export const REGIONS = ["us-west-2", "eu-central-1"] as const;
export type Region = (typeof REGIONS)[number];

export const DEFAULT_REGION = "us-west-2" satisfies Region;
export const REGION_COOKIE = "console-region";
export const REGION_STORAGE_KEY = "console-region";

export function isRegion(value: unknown): value is Region {
  return typeof value === "string" && (REGIONS as readonly string[]).includes(value);
}

/** The region `value` names (surrounding spaces ignored), or us-west-2 when it names none. */
export function parseRegion(value: unknown): Region {
  const text = typeof value === "string" ? value.trim() : value;
  return isRegion(text) ? text : DEFAULT_REGION;
}
