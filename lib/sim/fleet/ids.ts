// Identifiers and addresses in AWS's formats. Public addresses come from the
// documentation ranges (RFC 5737) and, for fleets larger than those, the benchmarking
// range (RFC 2544): data that looks real but can never route anywhere.
import type { Rng } from "../random";

export const instanceId = (rng: Rng) => `i-${rng.hex(17)}`;
export const volumeId = (rng: Rng) => `vol-${rng.hex(17)}`;
export const fileSystemId = (rng: Rng) => `fs-${rng.hex(17)}`;

const DOC_PREFIXES = ["192.0.2", "198.51.100", "203.0.113"] as const;
/** Past this many, random draws from the 762 documentation addresses mostly collide. */
const DOC_BUDGET = 500;

export function ipAllocator(rng: Rng): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const ip =
        used.size < DOC_BUDGET
          ? `${rng.pick(DOC_PREFIXES)}.${rng.int(1, 254)}`
          : `198.${rng.int(18, 19)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
      if (!used.has(ip)) {
        used.add(ip);
        return ip;
      }
    }
  };
}

export function loadBalancerDns(rng: Rng, slug: string, region: string): string {
  const label = slug.replace(/[^a-z0-9]+/g, "-").slice(0, 20);
  return `lb-${label}-${rng.int(100000, 999999)}.${region}.elb.amazonaws.com`;
}
