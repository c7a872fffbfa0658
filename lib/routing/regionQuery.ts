// The `?region=` a modal URL may carry (spec 1 §2: "region from the route"): written when a
// caller gives one, read back only when it names a region the console knows.
import { isRegion, type Region } from "@/lib/domain/regions";

export interface HrefOptions {
  region?: Region;
}

export function withRegion(path: string, options: HrefOptions | undefined): string {
  return options?.region ? `${path}?region=${encodeURIComponent(options.region)}` : path;
}

/** The region of a page's `searchParams.region`, or undefined when absent or unknown. */
export function regionFromQuery(value: string | readonly string[] | undefined): Region | undefined {
  const first = typeof value === "string" ? value : value?.[0];
  return isRegion(first) ? first : undefined;
}
